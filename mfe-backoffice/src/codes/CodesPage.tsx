import { VisuallyHidden } from '@nougaterie/ui';
import { Link } from 'react-router-dom';
import { PATHS } from '../common/paths.js';
import { Cards, LoadState, PageHead, Table } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useWide } from '../common/useWide.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { CodeStateBadge, conditionsText, discountText, usesText, validityText } from './describe.js';

/** /gestion/codes: every discount code, newest first, with its state and its uses; a table on a computer, cards on a phone. */
export function CodesPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const { data, error, reload } = useAdminData('codes', () => api.discountCodes());
  const wide = useWide();
  useStaffTitle(t('codes.title'));

  return (
    <>
      <PageHead>
        <h1>{t('codes.title')}</h1>
        <Link to={PATHS.newCode}>{t('codes.new')}</Link>
      </PageHead>
      <p>{t('codes.intro')}</p>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.codes.length === 0 ? (
        <p>{t('codes.empty')}</p>
      ) : wide ? (
        <Table>
          <caption>
            <VisuallyHidden>{t('codes.list')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('codes.columns.code')}</th>
              <th scope="col">{t('codes.columns.discount')}</th>
              <th scope="col">{t('codes.columns.conditions')}</th>
              <th scope="col">{t('codes.columns.validity')}</th>
              <th scope="col" className="num">
                {t('codes.columns.uses')}
              </th>
              <th scope="col">{t('codes.columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {data.codes.map((code) => (
              <tr key={code.id}>
                <th scope="row">
                  <Link to={PATHS.code(code.id)}>{code.code}</Link>
                </th>
                <td>{discountText(code, t, lang)}</td>
                <td>{conditionsText(code, t, lang)}</td>
                <td>{validityText(code, t, lang)}</td>
                <td className="num">{usesText(code, t)}</td>
                <td>
                  <CodeStateBadge state={code.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Cards aria-label={t('codes.list')}>
          {data.codes.map((code) => (
            <li key={code.id}>
              <Link to={PATHS.code(code.id)}>
                <strong>{code.code}</strong>
              </Link>{' '}
              <CodeStateBadge state={code.state} />
              <br />
              {discountText(code, t, lang)} · {conditionsText(code, t, lang)}
              <br />
              <small>
                {validityText(code, t, lang)} · {t('codes.usesLine', { uses: usesText(code, t) })}
              </small>
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}
