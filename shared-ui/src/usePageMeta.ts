import { useEffect, useEffectEvent } from 'react';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page's preferred address. */
  canonical: string;
  /** Absolute URL of the page in each language, by hreflang ('fr', 'en', 'x-default'). */
  alternates?: Record<string, string>;
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: object;
}

type Attributes = Record<string, string>;

/**
 * Set on document.head while a page describes itself. A host that gives every route a generic
 * title does so only when no page has claimed the head: React runs a page's effects before its
 * host's, so the page would otherwise lose its title to the generic one.
 */
export const PAGE_META_CLAIM = 'pageMeta';

export function isPageMetaClaimed(): boolean {
  return document.head.dataset[PAGE_META_CLAIM] !== undefined;
}

/**
 * Sets the attributes of the head tag that `selector` finds, creating it when there is none, and
 * returns how to put things back: a tag the page created goes, one it borrowed (the description
 * of index.html) gets its old attributes back.
 */
function claimTag(tag: string, selector: string, attributes: Attributes, text?: string): () => void {
  const existing = document.head.querySelector(selector);
  const element = existing ?? document.createElement(tag);
  const previous = Object.fromEntries(Object.keys(attributes).map((name) => [name, element.getAttribute(name)]));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  if (!existing) {
    document.head.appendChild(element);
    return () => element.remove();
  }
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/** '</script>' inside a string would end the script element early; \u003c is the same JSON. */
const safeJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Writes the page's title, description, canonical URL, language alternates and JSON-LD into
 * document.head while the page is shown, and removes them when it goes. `null` (still loading)
 * leaves the head alone.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta && JSON.stringify(meta);
  // Writes the latest meta, and says how to undo it; run again only when the content changes.
  const write = useEffectEvent(() => {
    if (!meta) return;
    const previousTitle = document.title;
    document.title = meta.title;
    const restores = [
      claimTag('meta', 'meta[name="description"]', { name: 'description', content: meta.description }),
      claimTag('link', 'link[rel="canonical"]', { rel: 'canonical', href: meta.canonical }),
      ...Object.entries(meta.alternates ?? {}).map(([hreflang, href]) =>
        claimTag('link', `link[rel="alternate"][hreflang="${hreflang}"]`, { rel: 'alternate', hreflang, href }),
      ),
      ...(meta.jsonLd ? [claimTag('script', 'script[type="application/ld+json"]', { type: 'application/ld+json' }, safeJson(meta.jsonLd))] : []),
    ];
    document.head.dataset[PAGE_META_CLAIM] = 'page';
    return () => {
      delete document.head.dataset[PAGE_META_CLAIM];
      restores.forEach((restore) => restore());
      document.title = previousTitle;
    };
  });
  // `key` stands for `meta`: a new object with the same content must not rewrite the head.
  useEffect(() => write(), [key]);
}
