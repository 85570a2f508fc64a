import { INBOX_FILTERS, INBOX_KINDS, type InboxFilter, type InboxKind } from '@nougaterie/contracts/admin';
import { theme } from '@nougaterie/ui';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Cards, LoadState, PageHead, Pager, Panel, Pill } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0 0 0.75rem;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    min-height: 44px;
    box-sizing: border-box;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
    border-bottom: 3px solid ${theme.colors.honeyDark};
  }
`;
const Excerpt = styled.p`
  margin: 0.25rem 0;
  color: ${theme.colors.inkSoft};
  overflow-wrap: anywhere;
`;

const isFilter = (value: string | null): value is InboxFilter => (INBOX_FILTERS as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is InboxKind => (INBOX_KINDS as readonly (string | null)[]).includes(value);

/**
 * /gestion/messages: the contact form's messages and the professional requests, those still to
 * deal with first (the oldest on top), each opening to its answer.
 */
export function InboxPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const [search, setSearch] = useSearchParams();
  const filter: InboxFilter = isFilter(search.get('filtre')) ? (search.get('filtre') as InboxFilter) : 'open';
  const kind = isKind(search.get('type')) ? (search.get('type') as InboxKind) : undefined;
  const page = /^[1-9]\d{0,4}$/.test(search.get('page') ?? '') ? search.get('page')! : undefined;
  const query = { filter, ...(kind && { kind }), ...(page && { page }) };
  const { data, error, loading, reload } = useAdminData(JSON.stringify(query), () => api.inbox(query));
  useStaffTitle(t('inbox.title'));

  const href = (next: { filtre?: InboxFilter; type?: InboxKind | undefined }) => {
    const params = new URLSearchParams();
    const nextFilter = 'filtre' in next ? next.filtre : filter;
    const nextKind = 'type' in next ? next.type : kind;
    if (nextFilter && nextFilter !== 'open') params.set('filtre', nextFilter);
    if (nextKind) params.set('type', nextKind);
    const text = params.toString();
    return `${PATHS.inbox}${text ? `?${text}` : ''}`;
  };
  const openCount = data ? data.open.contact + data.open.pro : 0;

  return (
    <>
      <PageHead>
        <h1>{t('inbox.title')}</h1>
      </PageHead>
      <Panel aria-label={t('inbox.filters')}>
        <nav aria-label={t('inbox.filterLabel')}>
          <Choices>
            {INBOX_FILTERS.map((value) => (
              <li key={value}>
                <Link to={href({ filtre: value })} aria-current={value === filter ? 'page' : undefined}>
                  {value === 'open' && data ? t('inbox.filter.openCount', { count: openCount }) : t(`inbox.filter.${value}`)}
                </Link>
              </li>
            ))}
          </Choices>
        </nav>
        <nav aria-label={t('inbox.kindLabel')}>
          <Choices>
            {[undefined, ...INBOX_KINDS].map((value) => (
              <li key={value ?? 'all'}>
                <Link to={href({ type: value })} aria-current={value === kind ? 'page' : undefined}>
                  {t(`inbox.kind.${value ?? 'all'}`)}
                </Link>
              </li>
            ))}
          </Choices>
        </nav>
      </Panel>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <section aria-labelledby="inbox-results" aria-busy={loading}>
          <h2 id="inbox-results">{t(`inbox.results.${filter}`, { count: data.total })}</h2>
          {data.items.length === 0 ? (
            <p>{t(`inbox.empty.${filter}`)}</p>
          ) : (
            <Cards aria-label={t('inbox.title')}>
              {data.items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Pill $background={item.kind === 'pro' ? theme.colors.honeyLight : theme.colors.almond}>{t(`inbox.kind.${item.kind}`)}</Pill>{' '}
                  <Link to={PATHS.inboxMessage(item.kind, item.id)}>
                    <strong>{item.subject}</strong>
                  </Link>
                  <br />
                  {item.from} · {item.email}
                  <Excerpt>{item.excerpt}</Excerpt>
                  <small>
                    {formatDateTime(item.created_at, lang)}
                    {item.handled_at
                      ? ` · ${item.answers > 0 ? t('inbox.answered', { count: item.answers }) : t('inbox.handled')}`
                      : ` · ${t('inbox.toHandle')}`}
                  </small>
                </li>
              ))}
            </Cards>
          )}
          <Pager
            page={data.page}
            pages={data.pages}
            label={t('inbox.pages')}
            onPage={(next) => setSearch({ ...Object.fromEntries(search), page: String(next) })}
          />
        </section>
      )}
    </>
  );
}
