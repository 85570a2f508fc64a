import {
  ADDRESS_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  type Address,
  type AddressBook,
  type AddressField,
  type AddressKind,
  type Lang,
  type RemoteContext,
  loadPhoneRule,
} from '@nougaterie/contracts';
import { DEFAULT_COUNTRY, countryCode } from '@nougaterie/contracts';
import { Button, FormAlert, formError, Modal, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import styled from 'styled-components';
import { CountryField } from '../form/CountryField.js';
import { serverError } from '../form/serverError.js';
import { TextField } from '../form/TextField.js';
import { addressRule, all, email, required, type Validator } from '../form/validate.js';
import { useAccountText } from '../i18n/useAccountText.js';

export type FormAddress = Partial<Record<AddressField, string>>;
interface AddressValues {
  shipping: FormAddress;
  billing: FormAddress;
  same_as_shipping: boolean;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  zipcode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  firstname: 'given-name',
  lastname: 'family-name',
  phone: 'tel',
  email: 'email',
};

/** The order a person fills an address in, rather than the storage order of ADDRESS_FIELDS. */
const ORDER: AddressField[] = ['firstname', 'lastname', 'company', 'address1', 'address2', 'zipcode', 'city', 'country', 'phone', 'email'];

const isRequired = (field: AddressField) => (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field);

function validatorFor(group: string, field: AddressField): Validator | undefined {
  if (field === 'email') return all(required, email);
  if (field === 'zipcode' || field === 'phone') return all(required, addressRule(group, field));
  return isRequired(field) ? required : undefined;
}

const Set = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
`;
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-bottom: 1rem;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/**
 * The ten fields of one address, named `<group>.<field>` in the form (group: shipping, billing, or
 * the address book's entry), under a legend; `kind` says what the browser may autofill them with.
 */
export function AddressFields({ kind, lang, group = kind, legend }: { kind: AddressKind; lang: Lang; group?: string; legend?: string }) {
  const { t } = useAccountText(lang);
  // The phone rule's library (contracts' loadPhoneRule) loads once the form shows, long before a
  // number is typed; not with the module, which the account's first page shares.
  useEffect(() => void loadPhoneRule(), []);
  return (
    <Set>
      <legend>{legend ?? t(`space.addresses.${kind}`)}</legend>
      {ORDER.map((field) =>
        field === 'country' ? (
          <CountryField
            key={field}
            name={`${group}.${field}`}
            autoComplete={`${kind} ${AUTOCOMPLETE[field]}`}
            label={t(`fields.address.${field}`)}
            lang={lang}
            validate={required}
          />
        ) : (
          <TextField
            key={field}
            name={`${group}.${field}`}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={`${kind} ${AUTOCOMPLETE[field]}`}
            label={isRequired(field) ? t(`fields.address.${field}`) : t('fields.optional', { label: t(`fields.address.${field}`) })}
            lang={lang}
            validate={validatorFor(group, field)}
            required={isRequired(field)}
          />
        ),
      )}
    </Set>
  );
}

/**
 * Where the form starts for one address: as saved, its country as the select holds it (the ISO
 * code, also for a country saved as typed before), France for an address not given yet.
 */
export function initialAddress(address: Address | null): FormAddress {
  if (!address) return { country: DEFAULT_COUNTRY };
  return { ...address, country: address.country.trim() ? countryCode(address.country) : DEFAULT_COUNTRY };
}

/** Every one of the ten fields as a string: what the api's address schema takes. */
export function complete(address: FormAddress | undefined): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (address?.[field] ?? '').trim()])) as Address;
}

/** Nested names: errors come as { shipping: { city } }, the inputs are named shipping.city. */
export function nestedErrors(errors: object | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((errors ?? {}) as Record<string, unknown>).flatMap(([group, fields]) =>
      fields && typeof fields === 'object' ? Object.entries(fields).map(([field, e]) => [`${group}.${field}`, e]) : [[group, fields]],
    ),
  );
}

/** The address-form modal: delivery and billing addresses, the latter possibly the same. */
export function AddressFormModal({
  ctx,
  book,
  onClose,
  onSaved,
}: {
  ctx: RemoteContext;
  book: AddressBook;
  onClose: () => void;
  onSaved: (book: AddressBook) => void;
}) {
  const { t } = useAccountText(ctx.lang);
  const onSubmit = async (values: AddressValues) => {
    try {
      const saved = await ctx.api.auth.addressesUpdate(
        values.same_as_shipping
          ? { shipping: complete(values.shipping), same_as_shipping: true }
          : { shipping: complete(values.shipping), billing: complete(values.billing), same_as_shipping: false },
      );
      onSaved(saved);
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t, 'errors.addresses') };
    }
    return undefined;
  };
  return (
    <Modal open side title={t('space.addresses.formTitle')} closeLabel={t('space.close')} onClose={onClose}>
      <Form<AddressValues>
        onSubmit={onSubmit}
        initialValues={{
          shipping: initialAddress(book.shipping),
          billing: initialAddress(book.billing),
          same_as_shipping: book.same_as_shipping || (!book.billing && !book.shipping),
        }}
      >
        {({ handleSubmit, submitting, submitError, form, values }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => nestedErrors(form.getState().errors))} noValidate>
            <FormAlert message={formError(submitError)} />
            <p>{t('space.addresses.requiredNote')}</p>
            <AddressFields kind="shipping" lang={ctx.lang} />
            <FormField name="same_as_shipping" type="checkbox">
              {({ input }) => (
                <Check>
                  <input {...input} />
                  {t('space.addresses.same')}
                </Check>
              )}
            </FormField>
            {!values.same_as_shipping && <AddressFields kind="billing" lang={ctx.lang} />}
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
