import type { ComponentType } from 'react';
import { ContactForm } from '../../contact/ContactForm';
import { ProRequestForm } from '../../contact/ProRequestForm';
import { AccessMap } from './AccessMap';
import { OpeningHours } from './OpeningHours';

/** What a section shows beneath its texts, by anchor: the same hours on both pages that list them. */
export const SECTION_WIDGETS: Partial<Record<string, ComponentType>> = {
  'les-horaires': OpeningHours,
  horaires: OpeningHours,
  'comment-venir': AccessMap,
  contact: ContactForm,
  formulaire: ContactForm,
  'demande-de-compte': ProRequestForm,
};
