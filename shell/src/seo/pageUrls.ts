import { LANGS } from '@nougaterie/contracts';

/**
 * A page's canonical address and its address in each language: the site keeps one path for
 * both languages, and `?lang=` names the language to open in (the shell honours it at start).
 */
export function pageUrls(path: string) {
  const origin = window.location.origin;
  const canonical = `${origin}${path}`;
  const alternates: Record<string, string> = { 'x-default': canonical };
  for (const lang of LANGS) alternates[lang] = `${origin}${path}?lang=${lang}`;
  return { canonical, alternates };
}
