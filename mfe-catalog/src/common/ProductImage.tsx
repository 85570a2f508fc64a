import styled from 'styled-components';
import type { PictureSource } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${theme.colors.almond};
`;

/** How much of the viewport a card of ProductGrid takes, column count by breakpoint. */
export const GRID_SIZES = '(min-width: 1200px) 280px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, 48vw';

/**
 * A product photo with its intrinsic size, so the page does not jump while it loads. Lazy unless
 * it is on screen at once (`eager`); the page's main picture (`priority`) also jumps the queue.
 * `sizes` tells the browser which width of `srcSet` or of the `sources` to fetch. A photo comes
 * with `sources` (AVIF, then WebP, in several widths): a <picture> around the JPEG `src`.
 */
export function ProductImage({
  src,
  srcSet,
  sources,
  alt,
  size = 400,
  eager = false,
  priority = false,
  sizes = GRID_SIZES,
}: {
  src: string;
  srcSet?: string;
  sources?: PictureSource[];
  alt: string;
  size?: number;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
}) {
  const img = (
    <Img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  return sources?.length ? (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  ) : (
    img
  );
}
