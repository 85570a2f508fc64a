import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Picture } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { MAIN_SIZES } from '../common/photoSizes.js';
import { ProductImage } from '../common/ProductImage.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Thumbs = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  button {
    display: block;
    width: 72px;
    padding: 0;
    border: 2px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.colors.honeyDark};
    box-shadow: 0 0 0 1px ${theme.colors.honeyDark};
  }
  button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Main = styled.div`
  border-radius: ${theme.radius};
  overflow: hidden;
  border: 1px solid ${theme.colors.line};
`;

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The product photos: the chosen one large, the others as thumbnails. Thumbnails are buttons
 * (Tab, Enter, Space), and the arrow keys step through them as in any toolbar. `pictures`, in the
 * order of `images`, give uploaded photos their AVIF/WebP sources and alt texts.
 */
export function Gallery({ name, images, pictures }: { name: string; images: string[]; pictures?: Picture[] }) {
  const { t } = useCatalogTranslation();
  const [index, setIndex] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const current = images[index] ? index : 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, images.length);
    setIndex(next);
    list.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <section aria-label={t('product.gallery', { name })}>
      <Main>
        <ProductImage
          src={images[current]}
          sources={pictures?.[current]?.sources}
          alt={pictures?.[current]?.alt || name}
          size={800}
          priority
          sizes={MAIN_SIZES}
        />
      </Main>
      {images.length > 1 && (
        <Thumbs ref={list} onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" aria-pressed={i === index} aria-label={t('product.photoOf', { name, n: i + 1 })} onClick={() => setIndex(i)}>
                <ProductImage src={src} sources={pictures?.[i]?.sources} alt="" size={72} sizes="72px" />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </section>
  );
}
