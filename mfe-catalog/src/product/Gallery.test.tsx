import { render, screen } from '@testing-library/react';
import type { Picture } from '@nougaterie/contracts';
import { initTestI18n, setupUser } from '@nougaterie/ui/testing';
import { ProductImage } from '../common/ProductImage.js';
import { Gallery } from './Gallery.js';

const API = 'https://api.example.fr/media/photos';
const photo = (hash: string, alt: string): Picture => ({
  src: `${API}/${hash}-640.jpg`,
  width: 1280,
  height: 960,
  alt,
  sources: (['avif', 'webp'] as const).map((ext) => ({
    type: `image/${ext}` as const,
    srcset: [320, 640, 960, 1280].map((w) => `${API}/${hash}-${w}.${ext} ${w}w`).join(', '),
  })),
});
const pictures = [photo('a'.repeat(32), 'Nougat blanc tranché'), photo('b'.repeat(32), '')];

/** The <source>s of the <picture> around an image, as [type, srcset, sizes]. */
const sourcesOf = (img: HTMLElement) => {
  expect(img.parentElement?.tagName).toBe('PICTURE');
  return [...img.parentElement!.querySelectorAll('source')].map((s) => [s.type, s.srcset, s.sizes]);
};

describe('product photos as <picture>', () => {
  beforeEach(() => initTestI18n('fr'));

  it('gives the large photo AVIF then WebP widths, its alt text, its size, and no lazy loading', () => {
    render(<Gallery name="Nougat blanc" images={pictures.map((p) => p.src)} pictures={pictures} />);
    const main = screen.getByRole('img', { name: 'Nougat blanc tranché' });
    expect(main).toHaveAttribute('src', pictures[0].src);
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '800');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const sizes = '(min-width: 1200px) 560px, (min-width: 768px) 47vw, 100vw';
    expect(sourcesOf(main)).toEqual([
      ['image/avif', pictures[0].sources[0].srcset, sizes],
      ['image/webp', pictures[0].sources[1].srcset, sizes],
    ]);
    expect(pictures[0].sources[0].srcset).toContain('-1280.avif 1280w');
  });

  it('lazy-loads the thumbnails from their small widths, and shows the one chosen', async () => {
    const user = setupUser();
    render(<Gallery name="Nougat blanc" images={pictures.map((p) => p.src)} pictures={pictures} />);
    const second = screen.getByRole('button', { name: /photo 2/i });
    const thumb = second.querySelector('img')!;
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(sourcesOf(thumb).map(([, , sizes]) => sizes)).toEqual(['72px', '72px']);
    await user.click(second);
    // No alt text written for it: the product's name says what it shows.
    const main = screen.getByRole('img', { name: 'Nougat blanc' });
    expect(main).toHaveAttribute('src', pictures[1].src);
    expect(sourcesOf(main)[0][1]).toBe(pictures[1].sources[0].srcset);
  });

  it('keeps a drawing a plain <img>', () => {
    render(<ProductImage src="https://api.example.fr/media/products/nougat.svg" alt="Nougat" />);
    const img = screen.getByRole('img', { name: 'Nougat' });
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('sizes');
  });
});
