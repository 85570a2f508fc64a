import { parisDay } from '@nougaterie/contracts/rules';
import type { ExportQuery } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, media, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { TextField } from '../common/fields.js';
import { Panel } from '../common/ui.js';
import { required, type Validator } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { downloadCsv } from './download.js';

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const notBeforeFrom: Validator = (value, values) => {
  const { from } = values as Partial<ExportQuery>;
  return value && from && value < from ? 'orders.export.order' : undefined;
};

/** The accountant's file: orders of a range of days, one line per order and VAT rate. */
export function ExportOrders() {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const today = parisDay();
  const initial: ExportQuery = { from: `${today.slice(0, 8)}01`, to: today };

  const onSubmit = async (range: ExportQuery) => {
    try {
      downloadCsv(await api.exportOrders(range), `commandes-${range.from}-${range.to}.csv`);
      return undefined;
    } catch (error) {
      if (endsSession(error)) return undefined;
      return { [FORM_ERROR]: errorMessage(error, t, 'orders.export.failed') };
    }
  };

  return (
    <Panel aria-labelledby="orders-export">
      <h2 id="orders-export">{t('orders.export.title')}</h2>
      <p>{t('orders.export.intro')}</p>
      <Form<ExportQuery> initialValues={initial} onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <Row>
              <TextField name="from" type="date" label={t('orders.export.from')} validate={required} />
              <TextField
                name="to"
                type="date"
                label={t('orders.export.to')}
                validate={(value, values) => required(value, values) ?? notBeforeFrom(value, values)}
              />
            </Row>
            <Button type="submit" $variant="secondary" disabled={submitting} aria-busy={submitting}>
              {t('orders.export.submit')}
            </Button>
          </form>
        )}
      </Form>
    </Panel>
  );
}
