import { LANGS } from '@nougaterie/contracts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * One <url> per page, with its address in each language: the site keeps one path for both and
 * `?lang=` opens it in the other (as the pages' own hreflang links say).
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entry = (path: string) => {
    const loc = `${siteUrl}${path}`;
    const alternates = [
      ...LANGS.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${loc}?lang=${lang}`)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(loc)}"/>`,
    ];
    return [`  <url>`, `    <loc>${escapeXml(loc)}</loc>`, ...alternates, `  </url>`].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}
