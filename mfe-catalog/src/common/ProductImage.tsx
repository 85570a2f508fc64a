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

/**
 * A product photo with its intrinsic size, so the page does not jump while it loads, and lazy
 * unless it is the first thing on screen.
 */
export function ProductImage({
  src,
  srcSet,
  alt,
  size = 400,
  eager = false,
  sizes = '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw',
}: {
  src: string;
  srcSet?: string;
  alt: string;
  size?: number;
  eager?: boolean;
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
