import { render } from '@testing-library/react';
import { isPageMetaClaimed, usePageMeta, type PageMeta } from './usePageMeta.js';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const nougat: PageMeta = {
  title: 'Nougat noir | Nougaterie',
  description: 'Un nougat croquant au miel de lavande.',
  canonical: 'https://nougat.example/boutique/nougats/nougat-noir',
  alternates: {
    fr: 'https://nougat.example/boutique/nougats/nougat-noir?lang=fr',
    en: 'https://nougat.example/boutique/nougats/nougat-noir?lang=en',
  },
  jsonLd: { '@type': 'Product', name: 'Nougat noir </script><b>' },
};

const head = (selector: string) => document.head.querySelector(selector);
const jsonLd = () => head('script[type="application/ld+json"]');

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Site description">';
    document.title = 'Site';
  });

  it('writes the title, description, canonical URL, language alternates and JSON-LD', () => {
    render(<Page meta={nougat} />);
    expect(document.title).toBe('Nougat noir | Nougaterie');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Un nougat croquant au miel de lavande.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://nougat.example/boutique/nougats/nougat-noir');
    expect(head('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', nougat.alternates!.fr);
    expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', nougat.alternates!.en);
    expect(JSON.parse(jsonLd()!.textContent)).toEqual(nougat.jsonLd);
  });

  it('keeps a closing script tag in the data from ending the JSON-LD element', () => {
    render(<Page meta={nougat} />);
    expect(jsonLd()!.textContent).not.toContain('</script>');
    expect(jsonLd()!.textContent).toContain('\\u003c/script>');
  });

  it('updates the same tags when the page changes, without duplicates', () => {
    const { rerender } = render(<Page meta={nougat} />);
    rerender(<Page meta={{ ...nougat, title: 'Miel | Nougaterie', canonical: 'https://nougat.example/boutique/miels', jsonLd: undefined }} />);
    expect(document.title).toBe('Miel | Nougaterie');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://nougat.example/boutique/miels');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(2);
    expect(jsonLd()).toBeNull();
  });

  it('removes what it added and gives back the site description and title when the page goes', () => {
    const { unmount } = render(<Page meta={nougat} />);
    unmount();
    expect(document.title).toBe('Site');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Site description');
    expect(head('link')).toBeNull();
    expect(jsonLd()).toBeNull();
  });

  it('leaves the head alone while the page has nothing to say', () => {
    render(<Page meta={null} />);
    expect(document.title).toBe('Site');
    expect(head('link')).toBeNull();
  });

  it('claims the head while shown, so a host knows not to set its generic title', () => {
    const { unmount } = render(<Page meta={nougat} />);
    expect(isPageMetaClaimed()).toBe(true);
    unmount();
    expect(isPageMetaClaimed()).toBe(false);
  });
});
