import { LANGS } from '@nougaterie/contracts';

/**
 * The canonical address of a page and its address in each language. The site keeps the same
 * paths in both languages and the shopper chooses: `?lang=` names the language to open in.
 */
export function pageUrls(path: string, query: Record<string, string> = {}) {
  const url = (extra: Record<string, string>) => {
    const search = new URLSearchParams({ ...query, ...extra }).toString();
    return `${window.location.origin}${path}${search ? `?${search}` : ''}`;
  };
  const canonical = url({});
  const alternates: Record<string, string> = { 'x-default': canonical };
  for (const lang of LANGS) alternates[lang] = url({ lang });
  return { canonical, alternates };
}
