import { isApiError } from '@nougaterie/contracts';
import type { CustomerDetail, PointsAdjustment } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, formatEuros, media, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { TextField } from '../common/fields.js';
import { formatDate, formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Announce, Cards, Fact, Facts, LoadState, Notice, PageHead, Panel, StatusBadge } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { all, required, type Validator } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;
const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 10rem 1fr;
  }
`;

/** A whole number of points, given or taken (a minus sign takes). */
const delta: Validator = (value) =>
  /^[-−]?\d{1,6}$/.test((value ?? '').trim()) && Number((value ?? '').trim().replace('−', '-')) !== 0 ? undefined : 'customers.adjust.deltaInvalid';

function AdjustPoints({ detail, onDone }: { detail: CustomerDetail; onDone: (detail: CustomerDetail) => void }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = async (values: { delta: string; reason: string }, form: { restart: () => void }) => {
    const adjustment: PointsAdjustment = { delta: Number(values.delta.trim().replace('−', '-')), reason: values.reason.trim() };
    try {
      onDone(await api.adjustPoints(detail.customer.id, adjustment));
      setDone(t('customers.adjust.done', { count: adjustment.delta }));
      form.restart();
      return undefined;
    } catch (error) {
      if (endsSession(error)) return undefined;
      return { [FORM_ERROR]: errorMessage(error, t, 'customers.adjust.failed') };
    }
  };
  return (
    <Panel aria-labelledby="customer-adjust">
      <h2 id="customer-adjust">{t('customers.adjust.title')}</h2>
      <p>{t('customers.adjust.intro')}</p>
      <Announce message={done} />
      <Form<{ delta: string; reason: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form
            onSubmit={submitFocusingErrors(
              (event) => {
                setDone(null);
                return handleSubmit(event);
              },
              () => form.getState().errors,
            )}
            noValidate
          >
            <FormAlert message={formError(submitError)} />
            <Row>
              <TextField name="delta" inputMode="numeric" label={t('customers.adjust.delta')} validate={all(required, delta)} />
              <TextField name="reason" label={t('customers.adjust.reason')} maxLength={200} validate={required} />
            </Row>
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('customers.adjust.submit')}
            </Button>
          </form>
        )}
      </Form>
    </Panel>
  );
}

/** /gestion/clients/:id: a customer's orders, tour bookings and points, and a points adjustment. */
export function CustomerPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { id = '' } = useParams();
  const customerId = Number(id);
  const { data, error, reload, replace } = useAdminData(id, () => api.customer(customerId));
  const name = data ? `${data.customer.firstname} ${data.customer.lastname}`.trim() || data.customer.email : '';
  useStaffTitle(name || t('customers.title'));

  if (!data) {
    return (
      <>
        <p>
          <Link to={PATHS.customers}>{t('customers.back')}</Link>
        </p>
        {isApiError(error) && error.status === 404 ? (
          <Notice $tone="error" role="alert">
            {errorMessage(error, t, 'customers.notFound')}
          </Notice>
        ) : (
          <LoadState error={error} onRetry={reload} />
        )}
      </>
    );
  }
  const { customer, orders, bookings, points } = data;
  return (
    <>
      <p>
        <Link to={PATHS.customers}>{t('customers.back')}</Link>
      </p>
      <PageHead>
        <h1>{name}</h1>
      </PageHead>
      <Grid>
        <div>
          <Panel aria-labelledby="customer-facts">
            <h2 id="customer-facts">{t('customers.details')}</h2>
            <Facts>
              <Fact term={t('customers.email')}>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </Fact>
              {customer.phone && (
                <Fact term={t('customers.phone')}>
                  <a href={`tel:${customer.phone}`}>{customer.phone}</a>
                </Fact>
              )}
              <Fact term={t('customers.since')}>{formatDate(customer.created_at, lang)}</Fact>
              <Fact term={t('customers.points')}>{points.balance}</Fact>
            </Facts>
          </Panel>
          <Panel aria-labelledby="customer-orders">
            <h2 id="customer-orders">{t('customers.ordersTitle', { count: orders.length })}</h2>
            {orders.length === 0 ? (
              <p>{t('customers.noOrders')}</p>
            ) : (
              <Cards>
                {orders.map((order) => (
                  <li key={order.reference}>
                    <Link to={PATHS.order(order.reference)}>{order.reference}</Link> <StatusBadge status={order.status} />
                    <br />
                    <small>
                      {formatDateTime(order.created_at, lang)} · {formatEuros(order.amount_total, lang)}
                    </small>
                  </li>
                ))}
              </Cards>
            )}
          </Panel>
          <Panel aria-labelledby="customer-bookings">
            <h2 id="customer-bookings">{t('customers.bookingsTitle', { count: bookings.length })}</h2>
            {bookings.length === 0 ? (
              <p>{t('customers.noBookings')}</p>
            ) : (
              <Cards>
                {bookings.map((booking) => (
                  <li key={booking.reference}>
                    <strong>{booking.tour_name}</strong> · {formatDateTime(booking.starts_at, lang)}
                    <br />
                    <small>
                      {booking.reference} · {t('dashboard.party', { count: booking.party })} ·{' '}
                      {t(`customers.booking.${booking.status}`, { defaultValue: booking.status })}
                    </small>
                  </li>
                ))}
              </Cards>
            )}
          </Panel>
        </div>
        <div>
          <AdjustPoints detail={data} onDone={replace} />
          <Panel aria-labelledby="customer-points">
            <h2 id="customer-points">{t('customers.pointsTitle', { count: points.balance })}</h2>
            {points.history.length === 0 ? (
              <p>{t('customers.noPoints')}</p>
            ) : (
              <Cards>
                {points.history.map((entry, i) => (
                  <li key={`${entry.created_at}-${i}`}>
                    <strong>
                      {entry.delta > 0 ? '+' : ''}
                      {entry.delta}
                    </strong>{' '}
                    · {t(`customers.pointsReason.${entry.reason}`)}
                    {entry.order_reference && ` · ${entry.order_reference}`}
                    {entry.note && ` · ${entry.note}`}
                    <br />
                    <small>{formatDateTime(entry.created_at, lang)}</small>
                  </li>
                ))}
              </Cards>
            )}
          </Panel>
        </div>
      </Grid>
    </>
  );
}
