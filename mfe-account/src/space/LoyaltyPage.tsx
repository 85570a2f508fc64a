import type { PointsEntry, RemoteProps } from '@nougaterie/contracts';
import { earnedPoints } from '@nougaterie/contracts/rules';
import { Button, FormAlert, formatEuros, theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { serverError } from '../form/serverError.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { formatDate } from './format.js';
import { Panel } from './Panel.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useLoad } from './useLoad.js';
import { useSettings, useUser } from './useSession.js';

const History = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.25rem;
    border-bottom: 1px solid ${theme.colors.line};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
`;

const Balance = styled.p`
  font-family: ${theme.fonts.title};
  font-size: 2.2rem;
  color: ${theme.colors.lavender};
  margin: 0;
`;

/** An amount that makes the rule tangible: a few points and some change. */
const EXAMPLE_STEPS = 5.75;

/** /mon-compte/mes-points-de-fidelite: balance and history (GET /api/user/points), how points are earned (SPEC §9). */
export function LoyaltyPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const user = useUser(ctx.store);
  const settings = useSettings(ctx.store);
  const euros = (amount: number) => formatEuros(amount, ctx.lang);
  const { state, reload } = useLoad(() => ctx.api.auth.points());
  // The store's count shows at once; the api's balance replaces it when it comes.
  const balance = state.status === 'done' ? state.data.balance : user?.points;
  // An adjustment by the shop reads with the reason it gave (the entry's note).
  const reason = (entry: PointsEntry) =>
    entry.order_reference
      ? t(`space.loyalty.reasons.${entry.reason}`, { reference: entry.order_reference, note: entry.note ?? '' })
      : t(`space.loyalty.reasonsNoRef.${entry.reason}`, { note: entry.note ?? '' });
  const example = settings && Math.round(settings.fidelite_from * EXAMPLE_STEPS * 100) / 100;

  return (
    <SpaceLayout lang={ctx.lang} title={t('space.loyalty.title')}>
      <Panel aria-labelledby="loyalty-balance">
        <h2 id="loyalty-balance">{t('space.loyalty.balance')}</h2>
        {balance !== undefined ? <Balance>{t('space.loyalty.points', { count: balance })}</Balance> : <p role="status">{t('space.loading')}</p>}
      </Panel>
      <Panel aria-labelledby="loyalty-history">
        <h2 id="loyalty-history">{t('space.loyalty.history')}</h2>
        {state.status === 'loading' && <p role="status">{t('space.loading')}</p>}
        {state.status === 'error' && (
          <>
            <FormAlert message={serverError(state.error, t, 'errors.load')} />
            <Button type="button" $variant="secondary" onClick={reload}>
              {t('space.retry')}
            </Button>
          </>
        )}
        {state.status === 'done' && state.data.history.length === 0 && <p>{t('space.loyalty.historyEmpty')}</p>}
        {state.status === 'done' && state.data.history.length > 0 && (
          <History>
            <thead>
              <tr>
                <th scope="col">{t('space.loyalty.when')}</th>
                <th scope="col">{t('space.loyalty.what')}</th>
                <th scope="col">{t('space.loyalty.delta')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.history.map((entry, index) => (
                <tr key={`${entry.created_at}-${index}`}>
                  <td>{formatDate(entry.created_at, ctx.lang)}</td>
                  <td>{reason(entry)}</td>
                  <td>{entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}</td>
                </tr>
              ))}
            </tbody>
          </History>
        )}
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
