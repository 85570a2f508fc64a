import { SAVED_ADDRESS_LABEL_MAX_LENGTH, type AddressBook, type RemoteContext, type SavedAddress } from '@nougaterie/contracts';
import { Button, FormAlert, formError, Modal, submitFocusingErrors } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { AddressFields, complete, initialAddress, nestedErrors, type FormAddress } from './AddressForm.js';

interface SavedValues {
  label?: string;
  entry: FormAddress;
}

/**
 * Adds an address to the book, or changes one (`address` given): the ten fields, checked as the
 * defaults are, and the customer's own name for it ("Chez mes parents").
 */
export function SavedAddressModal({
  ctx,
  address,
  onClose,
  onSaved,
}: {
  ctx: RemoteContext;
  address?: SavedAddress;
  onClose: () => void;
  onSaved: (book: AddressBook) => void;
}) {
  const { t } = useAccountText(ctx.lang);
  const onSubmit = async (values: SavedValues) => {
    const form = { ...complete(values.entry), label: (values.label ?? '').trim() };
    try {
      onSaved(address ? await ctx.api.auth.savedAddressUpdate(address.id, form) : await ctx.api.auth.savedAddressAdd(form));
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.addresses') };
    }
    return undefined;
  };
  const title = t(address ? 'space.addresses.book.editTitle' : 'space.addresses.book.addTitle');
  return (
    <Modal open side title={title} closeLabel={t('space.close')} onClose={onClose}>
      <Form<SavedValues> onSubmit={onSubmit} initialValues={{ label: address?.label ?? '', entry: initialAddress(address ?? null) }}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => nestedErrors(form.getState().errors))} noValidate>
            <FormAlert message={formError(submitError)} />
            <p>{t('space.addresses.requiredNote')}</p>
            <p>{t('space.addresses.book.labelHint')}</p>
            <TextField
              name="label"
              label={t('fields.optional', { label: t('space.addresses.book.label') })}
              lang={ctx.lang}
              maxLength={SAVED_ADDRESS_LABEL_MAX_LENGTH}
            />
            <AddressFields kind="shipping" group="entry" legend={t('space.addresses.book.address')} lang={ctx.lang} />
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('space.save')}
            </Button>{' '}
            <Button type="button" $variant="ghost" onClick={onClose}>
              {t('space.cancel')}
            </Button>
          </form>
        )}
      </Form>
    </Modal>
  );
}
