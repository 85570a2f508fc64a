import type { AuditEntry } from '@nougaterie/contracts/admin';
import { theme } from '@nougaterie/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../common/format.js';
import { Cards, LoadState, PageHead, Pager } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Change = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.1rem 0.6rem;
  margin: 0.4rem 0 0;
  font-size: 0.9rem;
  dt {
    color: ${theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    word-break: break-word;
  }
`;

/** A before or after value as one short line: the api records whatever the change touched. */
function compact(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useT();
  const { lang } = useStaff();
  return (
    <li>
      {/* An action is named with dots (order.status), which i18next would read as nested keys. */}
      <strong>{t(`audit.actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}</strong> · {entry.target}
      <br />
      <small>
        {formatDateTime(entry.at, lang)} · {entry.staff ? `${entry.staff.name} (${entry.staff.email})` : t('audit.system')}
      </small>
      <Change>
        <dt>{t('audit.before')}</dt>
        <dd>{compact(entry.before)}</dd>
        <dt>{t('audit.after')}</dt>
        <dd>{compact(entry.after)}</dd>
      </Change>
    </li>
  );
}

/** /gestion/journal (owners): every write of the back office, newest first. */
export function AuditPage() {
  const { t } = useT();
  const { api } = useStaff();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(/^[1-9]\d{0,4}$/.test(search.get('page') ?? '') ? search.get('page') : 1));
  const { data, error, loading, reload } = useAdminData(String(page), () => api.audit(page));
  useStaffTitle(t('audit.title'));
  return (
    <>
      <PageHead>
        <h1>{t('audit.title')}</h1>
      </PageHead>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <section aria-label={t('audit.title')} aria-busy={loading}>
          <Cards>
            {data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Cards>
          <Pager page={data.page} pages={data.pages} label={t('audit.pages')} onPage={(next) => setSearch({ page: String(next) })} />
        </section>
      )}
    </>
  );
}
