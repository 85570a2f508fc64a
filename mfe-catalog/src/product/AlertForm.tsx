import { FORM_ERROR } from 'final-form';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { emailSchema, type RemoteContext } from '@nougaterie/contracts';
import { Button, Field, theme } from '@nougaterie/ui';
import { refusalMessage } from '../common/errorStatus.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Failure = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.danger};
`;

interface Values {
  email?: string;
}

/**
 * The 'alert form': an e-mail to write to when the product is back. An address already on the list
 * is thanked like a new one (the api answers both alike, so as not to tell who is subscribed). The
 * api's refusal (back in stock meanwhile) is its own polite sentence, shown as it comes.
 */
export function AlertForm({ ctx, itemId, onDone }: { ctx: RemoteContext; itemId: number; onDone: (email: string) => void }) {
  const { t } = useCatalogTranslation();

  const validate = ({ email = '' }: Values) => {
    if (!email.trim()) return { email: t('alert.errors.required') };
    if (!emailSchema.safeParse(email).success) return { email: t('alert.errors.email') };
    return {};
  };

  const submit = async ({ email = '' }: Values) => {
    const address = emailSchema.parse(email);
    try {
      await ctx.api.shop.stockAlert({ item_id: itemId, email: address });
      onDone(address);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: refusalMessage(error) ?? t('alert.errors.failed') };
    }
  };

  return (
    <Form<Values> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <p>{t('alert.intro')}</p>
          <FinalField<string> name="email">
            {({ input, meta }) => (
              <Field {...input} type="email" autoComplete="email" label={t('alert.email')} error={meta.touched && meta.error ? (meta.error as string) : null} />
            )}
          </FinalField>
          {submitError && <Failure role="alert">{submitError}</Failure>}
          <Button type="submit" $block disabled={submitting}>
            {submitting ? t('alert.sending') : t('alert.submit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
