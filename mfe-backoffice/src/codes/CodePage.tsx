import type { DiscountCodeDetail, DiscountCodeOrder } from '@nougaterie/contracts/admin';
import { Button, formatEuros, media } from '@nougaterie/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Announce, Fact, Facts, LoadState, PageHead, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useWide } from '../common/useWide.js';
import { useT } from '../i18n/useBackofficeText.js';
import { OrderCards, OrdersTable } from '../orders/OrderList.js';
import { useStaff } from '../session/StaffSession.js';
import { CodeForm, EMPTY_CODE, valuesOf } from './CodeForm.js';
import { CodeStateBadge, conditionsText, discountText, usesText, validityText } from './describe.js';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The orders that used the code, newest first, each a link to its page in the back office. */
function CodeOrders({ detail }: { detail: DiscountCodeDetail }) {
  const { t } = useT();
  const { lang } = useStaff();
  const wide = useWide();
  const list = {
    orders: detail.orders,
    label: t('codes.orders.list'),
    extra: { header: t('codes.orders.discount'), cell: (order: DiscountCodeOrder) => formatEuros(order.amount_discount, lang) },
  };
  return (
    <Panel aria-labelledby="code-orders">
      <h2 id="code-orders">{t('codes.orders.title')}</h2>
      <p>{t('codes.orders.count', { count: detail.code.uses })}</p>
      {detail.orders.length === 0 ? <p>{t('codes.orders.none')}</p> : wide ? <OrdersTable {...list} /> : <OrderCards {...list} />}
      {detail.orders.some((order) => order.status === 'cancelled') && <p>{t('codes.orders.cancelledNote')}</p>}
    </Panel>
  );
}

/** Disable (the basket refuses it from now on) or enable again. */
function OnOff({ detail, onDone }: { detail: DiscountCodeDetail; onDone: (detail: DiscountCodeDetail, messageKey: string) => void }) {
  const { t } = useT();
  const { api, lang, endsSession } = useStaff();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const disabled = detail.code.disabled_at !== null;
  const toggle = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const next = disabled ? await api.enableDiscountCode(detail.code.id) : await api.disableDiscountCode(detail.code.id);
      onDone(next, disabled ? 'codes.onOff.enabled' : 'codes.onOff.disabled');
    } catch (error) {
      if (!endsSession(error)) setFailed(errorMessage(error, t, 'codes.onOff.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-labelledby="code-on-off">
      <h2 id="code-on-off">{t('codes.onOff.title')}</h2>
      <p>{disabled ? t('codes.onOff.disabledIntro', { date: formatDateTime(detail.code.disabled_at!, lang) }) : t('codes.onOff.activeIntro')}</p>
      <Announce message={failed} tone="error" />
      <Button type="button" $variant={disabled ? 'primary' : 'secondary'} disabled={busy} aria-busy={busy} onClick={() => void toggle()}>
        {t(disabled ? 'codes.onOff.enable' : 'codes.onOff.disable')}
      </Button>
    </Panel>
  );
}

/** /gestion/codes/:id: a code, what it does, the orders that used it; its form and its switch. */
export function CodePage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const { data, error, reload, replace } = useAdminData(`code:${id}`, () => api.discountCode(Number(id)));
  // The key of the last action's sentence, so that it follows a change of language.
  const [notice, setNotice] = useState<string | null>(created ? 'codes.form.created' : null);
  // A new form after each save: its initial values are the code as the api now has it.
  const [saves, setSaves] = useState(0);
  useStaffTitle(data ? data.code.code : t('codes.title'));

  const done = (next: DiscountCodeDetail, messageKey: string) => {
    replace(next);
    setSaves((n) => n + 1);
    setNotice(messageKey);
  };

  return (
    <>
      <p>
        <Link to={PATHS.codes}>{t('codes.back')}</Link>
      </p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <>
          <PageHead>
            <h1>{data.code.code}</h1>
            <CodeStateBadge state={data.code.state} />
          </PageHead>
          <Announce message={notice && t(notice)} />
          <Grid>
            <div>
              <Panel aria-label={t('codes.title')}>
                <Facts>
                  <Fact term={t('codes.columns.discount')}>{discountText(data.code, t, lang)}</Fact>
                  <Fact term={t('codes.columns.conditions')}>{conditionsText(data.code, t, lang)}</Fact>
                  <Fact term={t('codes.columns.validity')}>{validityText(data.code, t, lang)}</Fact>
                  <Fact term={t('codes.columns.uses')}>{usesText(data.code, t)}</Fact>
                </Facts>
              </Panel>
              <OnOff detail={data} onDone={done} />
            </div>
            <Panel aria-labelledby="code-form">
              <h2 id="code-form">{t('codes.form.title')}</h2>
              <CodeForm
                key={saves}
                initial={valuesOf(data.code)}
                submitLabel={t('codes.form.save')}
                onSave={async (form) => {
                  setNotice(null);
                  done(await api.updateDiscountCode(data.code.id, form), 'codes.form.saved');
                }}
              />
            </Panel>
          </Grid>
          <CodeOrders detail={data} />
        </>
      )}
    </>
  );
}

/** /gestion/codes/nouveau: a new code; once made, its page. */
export function NewCodePage() {
  const { t } = useT();
  const { api } = useStaff();
  const navigate = useNavigate();
  useStaffTitle(t('codes.newTitle'));
  return (
    <>
      <p>
        <Link to={PATHS.codes}>{t('codes.back')}</Link>
      </p>
      <PageHead>
        <h1>{t('codes.newTitle')}</h1>
      </PageHead>
      <Panel aria-label={t('codes.newTitle')}>
        <CodeForm
          initial={EMPTY_CODE}
          submitLabel={t('codes.form.create')}
          onSave={async (form) => {
            const made = await api.createDiscountCode(form);
            void navigate(PATHS.code(made.code.id), { state: { created: true } });
          }}
        />
      </Panel>
    </>
  );
}
