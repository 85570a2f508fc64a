import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@nougaterie/ui';
import { ProductImage } from '../common/ProductImage.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Thumbs = styled.ul`
  list-style: none;
  display: flex;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  button {
    width: 72px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius};
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed='true'] { border-color: ${theme.colors.honeyDark}; }
`;
const Main = styled.div`
  border-radius: ${theme.radius};
  overflow: hidden;
  border: 1px solid ${theme.colors.line};
`;

/** The product photos: the chosen one large, the others as thumbnails to pick from. */
export function Gallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useCatalogTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <section aria-label={t('product.gallery', { name })}>
      <Main>
        <ProductImage src={current} alt={name} size={800} eager sizes="(min-width: 768px) 50vw, 100vw" />
      </Main>
      {images.length > 1 && (
        <Thumbs>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t('product.photoOf', { name, n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <ProductImage src={src} alt="" size={72} />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </section>
  );
}
