import { useRemoteTranslation } from '@nougaterie/ui';
import en from './en.json';
import fr from './fr.json';

const resources = { fr, en };

/** The checkout's texts, under its own i18next namespace. */
export function useCheckoutTranslation() {
  return useRemoteTranslation('checkout', resources);
}
