import type { Lang } from '@nougaterie/contracts';
import { registerTexts } from '@nougaterie/ui';
import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

export const NS = 'visits';
export const VISITS_TEXTS = { fr, en };

/**
 * The visits texts in the language the host hands us: bound to `lang` rather than to the i18next
 * instance's current language, so an embed and its host page can disagree on it. On the site the
 * texts join the shared instance; the widget provides its own instance, which already holds them.
 */
export function useVisitsText(lang: Lang) {
  const provided = useContext(I18nContext)?.i18n;
  if (!provided) registerTexts(NS, VISITS_TEXTS);
  return useTranslation(NS, { lng: lang });
}
