import type { StockItem, StockQuery, StockUpdate } from '@nougaterie/contracts/admin';
import { Button, VisuallyHidden, formatEuros, media, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { PATHS } from '../common/paths.js';
import { TextField, checkboxProps } from '../common/fields.js';
import { Cards, LoadState, PageHead, Panel, Table } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useWide } from '../common/useWide.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Editor = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
  label {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
  }
  input {
    font: inherit;
    width: 6.5rem;
    min-height: 40px;
    padding: 0.3rem 0.5rem;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
  }
  button {
    min-height: 40px;
    padding: 0.3em 0.9em;
  }
  p {
    margin: 0;
    align-self: center;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${theme.colors.success};
  }
  p[data-tone='error'] {
    color: ${theme.colors.danger};
  }
`;
const Low = styled.span`
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0 0.5rem;
  border-radius: 999px;
  background: #fbeceb;
  color: ${theme.colors.danger};
  font-size: 0.8rem;
  font-weight: 700;
`;
const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 1rem;
  > div:first-child {
    flex: 1 1 14rem;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    margin-bottom: 1rem;
    font-weight: 600;
  }
  button {
    margin-bottom: 1rem;
  }
  ${media.md} {
    flex-wrap: nowrap;
  }
`;

type EditValues = { stock: string; low_stock_threshold: string };
const whole = (value: string | undefined) => /^\d{1,7}$/.test((value ?? '').trim());

/** One product's stock and alert threshold, saved together; a row of the list. */
function StockEditor({ item, onSaved }: { item: StockItem; onSaved: (item: StockItem) => void }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const [saved, setSaved] = useState(false);
  const onSubmit = async (values: EditValues) => {
    const update: StockUpdate = { stock: Number(values.stock), low_stock_threshold: Number(values.low_stock_threshold) };
    try {
      onSaved(await api.updateStock(item.id, update));
      setSaved(true);
      return undefined;
    } catch (error) {
      if (endsSession(error)) return undefined;
      return { [FORM_ERROR]: errorMessage(error, t, 'stock.failed') };
    }
  };
  return (
    <Form<EditValues>
      initialValues={{ stock: String(item.stock), low_stock_threshold: String(item.low_stock_threshold) }}
      validate={(values) => ({
        ...(!whole(values.stock) && { stock: 'stock.invalid' }),
        ...(!whole(values.low_stock_threshold) && { low_stock_threshold: 'stock.invalid' }),
      })}
      onSubmit={onSubmit}
    >
      {({ handleSubmit, submitting, submitError, dirty, hasValidationErrors }) => (
        <Editor
          // The saved item comes back as the form's new initial values: the form is then pristine.
          onSubmit={(event) => {
            setSaved(false);
            void handleSubmit(event);
          }}
          noValidate
          aria-label={t('stock.editLabel', { name: item.name })}
        >
          {(['stock', 'low_stock_threshold'] as const).map((name) => (
            <FormField<string> key={name} name={name}>
              {({ input, meta }) => (
                <div>
                  <label htmlFor={`${name}-${item.id}`}>
                    {t(`stock.${name === 'stock' ? 'quantity' : 'threshold'}`)}
                    <VisuallyHidden> — {item.name}</VisuallyHidden>
                  </label>
                  <input
                    {...input}
                    id={`${name}-${item.id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    aria-invalid={meta.error && meta.touched ? true : undefined}
                  />
                </div>
              )}
            </FormField>
          ))}
          <Button type="submit" disabled={!dirty || submitting || hasValidationErrors} aria-busy={submitting}>
            {t('stock.save')}
          </Button>
          {/* One live region a row, there before its sentence: saved, or why not. */}
          <p aria-live="polite" data-tone={submitError || (hasValidationErrors && dirty) ? 'error' : 'ok'}>
            {hasValidationErrors && dirty ? t('stock.invalid') : (submitError ?? (saved && !dirty ? t('stock.saved') : ''))}
          </p>
        </Editor>
      )}
    </Form>
  );
}

const isLow = (item: StockItem) => item.stock <= item.low_stock_threshold;

/** /gestion/stock: every product's stock, editable in place; ?low=1 keeps those at or below their threshold. */
export function StockPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const [search, setSearch] = useSearchParams();
  const query: StockQuery = { ...(search.get('q')?.trim() && { q: search.get('q')!.trim() }), ...(search.get('low') === '1' && { low: '1' as const }) };
  const { data, error, loading, reload, replace } = useAdminData(JSON.stringify(query), () => api.stock(query));
  const wide = useWide();
  useStaffTitle(t('stock.title'));

  const onSaved = (item: StockItem) => data && replace({ products: data.products.map((p) => (p.id === item.id ? item : p)) });

  return (
    <>
      <PageHead>
        <h1>{t('stock.title')}</h1>
      </PageHead>
      <Panel aria-label={t('stock.filters')}>
        <Form<{ q?: string; low?: boolean }>
          initialValues={{ q: query.q ?? '', low: query.low === '1' }}
          onSubmit={(values) => setSearch({ ...(values.q?.trim() && { q: values.q.trim() }), ...(values.low && { low: '1' }) })}
        >
          {({ handleSubmit }) => (
            <Search onSubmit={(event) => void handleSubmit(event)} role="search">
              <TextField name="q" type="search" label={t('stock.search')} />
              <FormField<boolean> name="low" type="checkbox">
                {({ input }) => (
                  <label className="check">
                    <input {...checkboxProps(input)} type="checkbox" /> {t('stock.lowOnly')}
                  </label>
                )}
              </FormField>
              <Button type="submit">{t('stock.apply')}</Button>
            </Search>
          )}
        </Form>
      </Panel>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : data.products.length === 0 ? (
        <p>{t('stock.empty')}</p>
      ) : wide ? (
        <Table aria-busy={loading}>
          <caption>
            <VisuallyHidden>{t('stock.title')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('stock.product')}</th>
              <th scope="col" className="num">
                {t('stock.price')}
              </th>
              <th scope="col">{t('stock.edit')}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={PATHS.product(item.id)}>{item.name}</Link>
                  {isLow(item) && <Low>{t('stock.low')}</Low>}
                </th>
                <td className="num">{formatEuros(item.price, lang)}</td>
                <td>
                  <StockEditor item={item} onSaved={onSaved} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Cards aria-busy={loading} aria-label={t('stock.title')}>
          {data.products.map((item) => (
            <li key={item.id}>
              <Link to={PATHS.product(item.id)}>
                <strong>{item.name}</strong>
              </Link>{' '}
              · {formatEuros(item.price, lang)}
              {isLow(item) && <Low>{t('stock.low')}</Low>}
              <StockEditor item={item} onSaved={onSaved} />
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}
