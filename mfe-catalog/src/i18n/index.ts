import { useRemoteTranslation } from '@nougaterie/ui';
import en from './en.json';
import fr from './fr.json';

const resources = { fr, en };

/** The catalogue's texts, under its own i18next namespace so no other package can clash with them. */
export function useCatalogTranslation() {
  return useRemoteTranslation('catalog', resources);
}
