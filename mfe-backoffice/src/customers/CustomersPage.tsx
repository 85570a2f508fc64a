import type { CustomerSummary } from '@nougaterie/contracts/admin';
import { Button, VisuallyHidden, media } from '@nougaterie/ui';
import { Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TextField } from '../common/fields.js';
import { formatDate } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Cards, LoadState, PageHead, Pager, Panel, Table } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useWide } from '../common/useWide.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 1rem;
  > div {
    flex: 1 1 16rem;
  }
  button {
    margin-bottom: 1rem;
  }
  ${media.md} {
    flex-wrap: nowrap;
  }
`;

const fullName = (customer: CustomerSummary) => `${customer.firstname} ${customer.lastname}`.trim() || customer.email;

/** /gestion/clients: find a customer by name, e-mail or phone. */
export function CustomersPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const page = /^[1-9]\d{0,4}$/.test(search.get('page') ?? '') ? search.get('page')! : undefined;
  const query = { ...(q && { q }), ...(page && { page }) };
  const { data, error, loading, reload } = useAdminData(JSON.stringify(query), () => api.customers(query));
  const wide = useWide();
  useStaffTitle(t('customers.title'));

  return (
    <>
      <PageHead>
        <h1>{t('customers.title')}</h1>
      </PageHead>
      <Panel aria-label={t('customers.searchLabel')}>
        <Form<{ q?: string }> initialValues={{ q }} onSubmit={(values) => setSearch(values.q?.trim() ? { q: values.q.trim() } : {})}>
          {({ handleSubmit }) => (
            <Search onSubmit={(event) => void handleSubmit(event)} role="search">
              <TextField name="q" type="search" label={t('customers.search')} />
              <Button type="submit">{t('customers.submit')}</Button>
            </Search>
          )}
        </Form>
      </Panel>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <section aria-labelledby="customers-results" aria-busy={loading}>
          <h2 id="customers-results">{t('customers.results', { count: data.total })}</h2>
          {data.customers.length === 0 ? (
            <p>{t('customers.empty')}</p>
          ) : wide ? (
            <Table>
              <caption>
                <VisuallyHidden>{t('customers.title')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('customers.name')}</th>
                  <th scope="col">{t('customers.email')}</th>
                  <th scope="col">{t('customers.phone')}</th>
                  <th scope="col" className="num">
                    {t('customers.orders')}
                  </th>
                  <th scope="col" className="num">
                    {t('customers.points')}
                  </th>
                  <th scope="col">{t('customers.since')}</th>
                </tr>
              </thead>
              <tbody>
                {data.customers.map((customer) => (
                  <tr key={customer.id}>
                    <td>
                      <Link to={PATHS.customer(customer.id)}>{fullName(customer)}</Link>
                    </td>
                    <td>{customer.email}</td>
                    <td>{customer.phone ?? ''}</td>
                    <td className="num">{customer.orders_count}</td>
                    <td className="num">{customer.points}</td>
                    <td>{formatDate(customer.created_at, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Cards aria-label={t('customers.title')}>
              {data.customers.map((customer) => (
                <li key={customer.id}>
                  <Link to={PATHS.customer(customer.id)}>
                    <strong>{fullName(customer)}</strong>
                  </Link>
                  <br />
                  {customer.email}
                  <br />
                  <small>
                    {t('customers.ordersCount', { count: customer.orders_count })} · {t('customers.pointsCount', { count: customer.points })}
                  </small>
                </li>
              ))}
            </Cards>
          )}
          <Pager page={data.page} pages={data.pages} label={t('customers.pages')} onPage={(next) => setSearch({ ...(q && { q }), page: String(next) })} />
        </section>
      )}
    </>
  );
}
