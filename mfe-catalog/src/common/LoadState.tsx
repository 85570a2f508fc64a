import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { Button, theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { SHOP_PATH } from './paths.js';

/**
 * How faint the loading text gets as it pulses: its words stay readable at every moment of the
 * pulse (WCAG 1.4.3, 4.5:1; inkSoft on paper at 0.8 is 4.9:1, at the 0.45 it had, 2.2:1).
 */
export const LOADING_MIN_OPACITY = 0.8;

const pulse = keyframes`
  from { opacity: ${LOADING_MIN_OPACITY}; }
  to { opacity: 1; }
`;
const Box = styled.div`
  margin: 2rem 0;
  padding: 1.5rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  text-align: center;
  p {
    margin: 0 0 1rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    display: inline-block;
    margin-top: 1rem;
  }
`;
const Loading = styled.p`
  color: ${theme.colors.inkSoft};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 0.9s ease-in-out infinite alternate;
  }
`;

export function PageLoading() {
  const { t } = useCatalogTranslation();
  return (
    <Box role="status">
      <Loading>{t('common.loading')}</Loading>
    </Box>
  );
}

/** A failed load, in words a shopper understands, with a way to try again and, on a page, a way out. */
export function LoadError({ message, onRetry, withShopLink = false }: { message?: string; onRetry: () => void; withShopLink?: boolean }) {
  const { t } = useCatalogTranslation();
  return (
    <Box role="alert">
      <p>{message ?? t('common.loadError')}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
      {withShopLink && (
        <div>
          <Link to={SHOP_PATH}>{t('product.backToShop')}</Link>
        </div>
      )}
    </Box>
  );
}
