import { media, theme } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Cards, LoadState, PageHead, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { ordersLink } from '../orders/query.js';

const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.75rem;
  margin-bottom: 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Tile = styled(Link)`
  display: block;
  padding: 1rem;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  text-decoration: none;
  strong {
    display: block;
    font-size: 2.2rem;
    line-height: 1.1;
    color: ${theme.colors.honeyDark};
  }
  &:hover {
    border-color: ${theme.colors.honeyDark};
  }
`;
const Columns = styled.div`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** /gestion: what the morning needs first. */
export function DashboardPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { data, error, reload } = useAdminData('dashboard', () => api.dashboard());
  useStaffTitle(t('dashboard.title'));
  return (
    <>
      <PageHead>
        <h1>{t('dashboard.title')}</h1>
      </PageHead>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <>
          <Tiles>
            <Tile to={ordersLink({ status: 'paid' })}>
              <strong>{data.to_prepare}</strong>
              {t('dashboard.toPrepare', { count: data.to_prepare })}
            </Tile>
            <Tile to={ordersLink({ status: 'awaiting_payment', payment: 'transfer' })}>
              <strong>{data.transfers_awaited}</strong>
              {t('dashboard.transfers', { count: data.transfers_awaited })}
            </Tile>
          </Tiles>
          <Columns>
            <Panel aria-labelledby="dashboard-stock">
              <h2 id="dashboard-stock">{t('dashboard.lowStock')}</h2>
              {data.low_stock.length === 0 ? (
                <p>{t('dashboard.noLowStock')}</p>
              ) : (
                <Cards>
                  {data.low_stock.map((item) => (
                    <li key={item.id}>
                      <Link to={PATHS.product(item.id)}>
                        <strong>{item.name}</strong>
                      </Link>{' '}
                      — {t('dashboard.stockLeft', { count: item.stock, threshold: item.low_stock_threshold })}
                    </li>
                  ))}
                </Cards>
              )}
              <p>
                <Link to={`${PATHS.stock}?low=1`}>{t('dashboard.seeStock')}</Link>
              </p>
            </Panel>
            <Panel aria-labelledby="dashboard-tours">
              <h2 id="dashboard-tours">{t('dashboard.tomorrow')}</h2>
              {data.tomorrow_bookings.length === 0 ? (
                <p>{t('dashboard.noBookings')}</p>
              ) : (
                <Cards>
                  {data.tomorrow_bookings.map((booking) => (
                    <li key={booking.reference}>
                      <strong>
                        {formatTime(booking.starts_at, lang)} · {booking.tour_name}
                      </strong>
                      <br />
                      {booking.name} · {t('dashboard.party', { count: booking.party })}
                      {booking.phone && (
                        <>
                          {' · '}
                          <a href={`tel:${booking.phone}`}>{booking.phone}</a>
                        </>
                      )}
                      <br />
                      {booking.reference} · {booking.paid ? t('dashboard.paid') : t('dashboard.payOnSite')}
                    </li>
                  ))}
                </Cards>
              )}
            </Panel>
          </Columns>
        </>
      )}
    </>
  );
}
