import type { OrderStatus } from '@nougaterie/contracts';
import { Button, media, theme } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useT } from '../i18n/useBackofficeText.js';

export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin: 0.5rem 0 1rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
  ${media.md} {
    h1 {
      font-size: 1.9rem;
    }
  }
`;

export const panelStyle = css`
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin-bottom: 1rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
`;

export const Panel = styled.section`
  ${panelStyle}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.paper};
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.6rem;
    border-bottom: 1px solid ${theme.colors.line};
    vertical-align: top;
  }
  th {
    font-size: 0.85rem;
    color: ${theme.colors.inkSoft};
    font-weight: 600;
  }
  tbody th {
    font-size: 1rem;
    color: ${theme.colors.ink};
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
`;

/** A list of cards: the phone's version of a table. */
export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li {
    background: ${theme.colors.paper};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    padding: 0.75rem;
    /* A long code or e-mail breaks instead of pushing the page sideways at 375 px. */
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0;
`;

export const SmallButton = styled(Button)`
  min-height: 40px;
  padding: 0.35em 0.9em;
  font-size: 0.95rem;
`;

/** A sentence that appears after an action, read out by screen readers. */
export const Notice = styled.p<{ $tone?: 'ok' | 'error' }>`
  margin: 0 0 1rem;
  padding: 0.6rem 0.9rem;
  border-radius: ${theme.radius};
  border-left: 4px solid ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ $tone }) => ($tone === 'error' ? '#fbeceb' : '#e8f3e8')};
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;

/** Where an action's outcome is announced: the live region is there before its sentence is. */
export function Announce({ message, tone = 'ok' }: { message: string | null; tone?: 'ok' | 'error' }) {
  return <div role={tone === 'error' ? 'alert' : 'status'}>{message && <Notice $tone={tone}>{message}</Notice>}</div>;
}

const STATUS_COLOURS: Record<OrderStatus, string> = {
  awaiting_payment: '#fff3d6',
  paid: '#e3ecfb',
  preparing: '#efe6fb',
  shipped: '#e2f1f4',
  ready_for_pickup: '#e2f1f4',
  delivered: '#e8f3e8',
  cancelled: '#eeeeee',
};

/** A short state in a coloured pill: an order's, a discount code's. */
export const Pill = styled.span<{ $background: string }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${theme.colors.ink};
  background: ${({ $background }) => $background};
`;

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useT();
  return <Pill $background={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Pill>;
}

/** A page's data still on its way, or not had: a sentence, and a retry for the second. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  if (!error) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <div role="alert">
      <Notice $tone="error">{t('errors.load')}</Notice>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

const PagerNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin: 1rem 0;
`;

/** Previous / next through a paged list; the page number lives in the address. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <PagerNav aria-label={label}>
      <SmallButton type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </SmallButton>
      <span aria-current="page">{t('pager.page', { page, pages })}</span>
      <SmallButton type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </SmallButton>
    </PagerNav>
  );
}

/** A term and its value, in a grid of two columns from tablet width. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${theme.colors.inkSoft};
    font-size: 0.9rem;
  }
  dd {
    margin: 0 0 0.4rem;
  }
  ${media.sm} {
    grid-template-columns: minmax(9rem, max-content) 1fr;
    dd {
      margin: 0;
    }
  }
`;

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
