import { DISCOUNT_KINDS } from '@nougaterie/contracts';
import { formatInParis, parisDay } from '@nougaterie/contracts/rules';
import { discountCodeProblems, type AdminDiscountCode, type DiscountCodeForm } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, media, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form, Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { SelectField, TextField, checkboxProps } from '../common/fields.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/** The form as typed: text everywhere, dates as a day and a time on the shop's (Paris) clock. */
export interface CodeValues {
  code: string;
  kind: DiscountCodeForm['kind'];
  value: string;
  min_amount: string;
  start_day: string;
  start_time: string;
  end_day: string;
  end_time: string;
  once_per_customer: boolean;
  max_uses: string;
}

/** A new code's form: the end time is the last minute of its day, as a shop owner means "until the 31st". */
export const EMPTY_CODE: CodeValues = {
  code: '',
  kind: 'percent',
  value: '',
  min_amount: '0',
  start_day: '',
  start_time: '00:00',
  end_day: '',
  end_time: '23:59',
  once_per_customer: false,
  max_uses: '',
};

/** An instant as the day and time a Paris clock shows. */
function parisWallClock(iso: string | null, fallbackTime: string): [string, string] {
  if (!iso) return ['', fallbackTime];
  return [parisDay(iso), formatInParis(iso, 'fr', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })];
}

export function valuesOf(code: AdminDiscountCode): CodeValues {
  const [start_day, start_time] = parisWallClock(code.starts_at, EMPTY_CODE.start_time);
  const [end_day, end_time] = parisWallClock(code.ends_at, EMPTY_CODE.end_time);
  /** Euros as typed in France: 30, 5,50. */
  const euros = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ','));
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'free_shipping' ? '' : code.kind === 'amount' ? euros(code.value) : String(code.value),
    min_amount: euros(code.min_amount),
    start_day,
    start_time,
    end_day,
    end_time,
    once_per_customer: code.once_per_customer,
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
  };
}

/** A number as typed in France ("5,50", "1 000"); anything else is NaN, which the rules refuse. */
const number = (text: string) =>
  /^-?[\d\s\u202f\u00a0]*[.,]?\d*$/.test(text.trim()) && /\d/.test(text) ? Number(text.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.')) : NaN;

export function formOf(values: CodeValues): DiscountCodeForm {
  const minute = (day: string, time: string, fallback: string) => (day.trim() ? `${day.trim()}T${time.trim() || fallback}` : null);
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.kind === 'free_shipping' ? 0 : number(values.value ?? ''),
    min_amount: (values.min_amount ?? '').trim() ? number(values.min_amount) : 0,
    starts_at: minute(values.start_day ?? '', values.start_time ?? '', EMPTY_CODE.start_time),
    ends_at: minute(values.end_day ?? '', values.end_time ?? '', EMPTY_CODE.end_time),
    once_per_customer: Boolean(values.once_per_customer),
    max_uses: (values.max_uses ?? '').trim() ? number(values.max_uses) : null,
  };
}

/** Contracts' rules (the api's own), each problem shown under its field; a date's under its day. */
function validate(values: CodeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, problem } of discountCodeProblems(formOf(values))) {
    const name = field === 'starts_at' ? 'start_day' : field === 'ends_at' ? 'end_day' : field;
    errors[name] ??= `codes.errors.${problem}`;
  }
  return errors;
}

const Pair = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 0.5rem;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  p {
    margin: 0 0 0.75rem;
    font-size: 0.95rem;
  }
`;
const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0 0 1rem;
  input {
    margin-top: 0.3rem;
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }
`;

/**
 * A discount code's form, for a new code and an existing one: checked with contracts' rules
 * before the api is asked, and the api's refusal (a code that exists) shown above it.
 */
export function CodeForm({ initial, submitLabel, onSave }: { initial: CodeValues; submitLabel: string; onSave: (form: DiscountCodeForm) => Promise<void> }) {
  const { t } = useT();
  const { endsSession } = useStaff();
  const onSubmit = async (values: CodeValues) => {
    try {
      await onSave(formOf(values));
      return undefined;
    } catch (failure) {
      if (endsSession(failure)) return undefined;
      return { [FORM_ERROR]: errorMessage(failure, t, 'codes.form.failed') };
    }
  };
  return (
    <Form<CodeValues> initialValues={initial} validate={validate} onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError, form, values }) => (
        <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
          <FormAlert message={formError(submitError)} />
          <TextField name="code" label={t('codes.form.code')} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
          <SelectField name="kind" label={t('codes.form.kind')}>
            {DISCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`codes.kind.${kind}`)}
              </option>
            ))}
          </SelectField>
          {values.kind !== 'free_shipping' && (
            <TextField
              key={values.kind}
              name="value"
              inputMode={values.kind === 'percent' ? 'numeric' : 'decimal'}
              label={t(values.kind === 'percent' ? 'codes.form.percent' : 'codes.form.amount')}
            />
          )}
          <TextField name="min_amount" inputMode="decimal" label={t('codes.form.minAmount')} />
          <Fieldset>
            <legend>{t('codes.form.validity')}</legend>
            <p>{t('codes.form.validityHint')}</p>
            <Pair>
              <TextField name="start_day" type="date" label={t('codes.form.startDay')} />
              <TextField name="start_time" type="time" label={t('codes.form.startTime')} />
            </Pair>
            <Pair>
              <TextField name="end_day" type="date" label={t('codes.form.endDay')} />
              <TextField name="end_time" type="time" label={t('codes.form.endTime')} />
            </Pair>
          </Fieldset>
          <FormField<boolean> name="once_per_customer" type="checkbox">
            {({ input }) => (
              <Check>
                <input {...checkboxProps(input)} type="checkbox" /> <span>{t('codes.form.oncePerCustomer')}</span>
              </Check>
            )}
          </FormField>
          <TextField name="max_uses" inputMode="numeric" label={t('codes.form.maxUses')} />
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitLabel}
          </Button>
        </form>
      )}
    </Form>
  );
}
