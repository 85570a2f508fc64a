import styled from 'styled-components';
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
 * `sizes` tells the browser which width of `srcSet` to fetch (the api sends one only for photos
 * that exist in several widths).
 */
export function ProductImage({
  src,
  srcSet,
  alt,
  size = 400,
  eager = false,
  priority = false,
  sizes = GRID_SIZES,
}: {
  src: string;
  srcSet?: string;
  alt: string;
  size?: number;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
}) {
  return (
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
}
