import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { formatEuros, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';

const Message = styled.p<{ $free: boolean }>`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${theme.radius};
  font-weight: 600;
  background: ${({ $free }) => ($free ? '#e4f1e4' : theme.colors.honeyLight)};
  color: ${({ $free }) => ($free ? theme.colors.success : theme.colors.ink)};
`;

/**
 * 'Livraison offerte', or what is left to buy for it (franco_port, SPEC §9), as the session store
 * computes them. Nothing while the settings are unknown: a wrong promise is worse than none.
 */
export function FreeDelivery({ ctx, hasSettings }: { ctx: RemoteContext; hasSettings: boolean }) {
  const { t } = useCheckoutTranslation();
  if (ctx.store.isShippingFree()) return <Message $free>{t('basket.freeDelivery')}</Message>;
  const remaining = ctx.store.freightRemaining();
  if (!hasSettings || remaining <= 0) return null;
  return <Message $free={false}>{t('basket.freightRemaining', { amount: formatEuros(remaining, ctx.lang) })}</Message>;
}
