import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Basket, RemoteContext } from '@nougaterie/contracts';
import { Button, FormAlert, formatEuros, useObservable } from '@nougaterie/ui';
import { useSubmitOnce } from '@nougaterie/ui/form';
import { errorText } from '../../common/errorText.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { BASKET_PATH, signPath } from '../steps.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
  }
`;
const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0.75rem 0 0;
  a {
    font-weight: 700;
  }
`;

/**
 * Loyalty points: a customer sees their balance and spends it (the api takes all it can) or gives
 * it back; a visitor is invited to log in or register to earn and use points (SPEC §1, §6).
 */
export function LoyaltyPoints({ ctx, basket }: { ctx: RemoteContext; basket: Basket }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const user = useObservable(ctx.store.user$, ctx.store.get().user);
  const settings = useObservable(ctx.store.settings$, ctx.store.get().settings);
  const { busy, error, run } = useSubmitOnce((failure) => errorText(failure, t));

  const euros = (amount: number) => formatEuros(amount, ctx.lang);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('points.title')}</h2>
      <FormAlert message={error} />
      {!user ? (
        <>
          <p>{t('points.invite')}</p>
          <Links>
            <Link to={signPath('login', BASKET_PATH)}>{t('points.login')}</Link>
            <Link to={signPath('register', BASKET_PATH)}>{t('points.register')}</Link>
          </Links>
        </>
      ) : basket.fidelity_points > 0 ? (
        <Row>
          <p>{t('points.used', { count: basket.fidelity_points, amount: euros(basket.amount_points) })}</p>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(() => ctx.store.removePoints())}>
            {t('points.remove')}
          </Button>
        </Row>
      ) : user.points > 0 ? (
        <Row>
          <p>{t('points.balance', { count: user.points, amount: euros(user.points * (settings?.point_value ?? 0)) })}</p>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(() => ctx.store.addPoints())}>
            {t('points.use')}
          </Button>
        </Row>
      ) : (
        <p>{t('points.none')}</p>
      )}
      {user && basket.earned_points > 0 && <p>{t('points.earn', { count: basket.earned_points })}</p>}
    </Panel>
  );
}
