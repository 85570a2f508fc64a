import { usePageMeta } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { pageUrls } from './pageUrls.js';

export interface CatalogMeta {
  /** The page's own name; the site's name is added after it. */
  title: string;
  description: string;
  path: string;
  /** Query parameters that make a different page (a search), not a different view of one (a sort). */
  query?: Record<string, string>;
  jsonLd?: object;
}

/** A catalogue page's head tags; `null` while the page does not know yet what it shows. */
export function useCatalogMeta(meta: CatalogMeta | null) {
  const { t } = useCatalogTranslation();
  usePageMeta(
    meta && {
      title: t('meta.site', { page: meta.title }),
      description: meta.description,
      ...pageUrls(meta.path, meta.query),
      jsonLd: meta.jsonLd,
    },
  );
}

/** Search engines show about 160 characters of a description: cut at a word, not mid-word. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
