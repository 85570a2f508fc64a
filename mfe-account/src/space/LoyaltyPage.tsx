import { earnedPoints, type RemoteProps } from '@nougaterie/contracts';
import { formatEuros, theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useAccountText } from '../i18n/useAccountText.js';
import { Panel } from './Panel.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useSettings, useUser } from './useSession.js';

const Balance = styled.p`
  font-family: ${theme.fonts.title};
  font-size: 2.2rem;
  color: ${theme.colors.lavender};
  margin: 0;
`;

/** An amount that makes the rule tangible: a few points and some change. */
const EXAMPLE_STEPS = 5.75;

/** /mon-compte/mes-points-de-fidelite: the balance and how points are earned (SPEC §9). */
export function LoyaltyPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const user = useUser(ctx.store);
  const settings = useSettings(ctx.store);
  const euros = (amount: number) => formatEuros(amount, ctx.lang);
  const example = settings && Math.round(settings.fidelite_from * EXAMPLE_STEPS * 100) / 100;

  return (
    <SpaceLayout lang={ctx.lang} title={t('space.loyalty.title')}>
      <Panel aria-labelledby="loyalty-balance">
        <h2 id="loyalty-balance">{t('space.loyalty.balance')}</h2>
        {user ? <Balance>{t('space.loyalty.points', { count: user.points })}</Balance> : <p role="status">{t('space.loading')}</p>}
      </Panel>
      <Panel aria-labelledby="loyalty-how">
        <h2 id="loyalty-how">{t('space.loyalty.how')}</h2>
        {settings && example !== null ? (
          <>
            <p>{t('space.loyalty.rule', { amount: euros(settings.fidelite_from) })}</p>
            <p>{t('space.loyalty.example', { total: euros(example), count: earnedPoints(example, settings.fidelite_from) })}</p>
            {settings.point_value > 0 && <p>{t('space.loyalty.value', { value: euros(settings.point_value) })}</p>}
          </>
        ) : (
          <p>{t('space.loyalty.noSettings')}</p>
        )}
      </Panel>
    </SpaceLayout>
  );
}
