import { ADDRESS_FIELDS, type Address, type AddressBook, type AddressKind } from '@nougaterie/contracts';
import { addressesEqual } from '@nougaterie/contracts/rules';
import { FieldFrame } from '@nougaterie/ui';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { withCountry } from './addressForm.js';

interface Choice {
  /** The customer's name for it, or which default it is; null when it has none. */
  name: string | null;
  address: Address;
}

/**
 * The customer's addresses, each once: the default delivery and billing ones first, then the
 * book's others, under the name the customer gave them.
 */
export function addressChoices(book: AddressBook): Choice[] {
  const choices: Choice[] = [];
  const add = (name: string | null, address: Address | null) => {
    if (address && !choices.some((choice) => addressesEqual(choice.address, address))) choices.push({ name, address });
  };
  add('information.book.shipping', book.shipping);
  add('information.book.billing', book.billing);
  for (const entry of book.saved) add(entry.label || null, entry);
  return choices;
}

const describe = (a: Address) => [`${a.firstname} ${a.lastname}`.trim(), a.address1, `${a.zipcode} ${a.city}`.trim()].filter(Boolean).join(', ');

/**
 * "Choose from my addresses" above an address's fields: picking one fills the ten fields, which
 * the customer may still change. Shown when the account holds an address other than the one the
 * form starts with.
 */
export function AddressPicker({ kind, book }: { kind: AddressKind; book: AddressBook }) {
  const { t } = useCheckoutTranslation();
  const form = useForm();
  const [picked, setPicked] = useState('');
  const choices = addressChoices(book);
  // Nothing to choose when the only address the account holds is the one the form starts with.
  const start = (form.getState().initialValues as Partial<Record<AddressKind, Address>> | undefined)?.[kind];
  if (choices.every((choice) => start && addressesEqual(withCountry(choice.address), withCountry(start)))) return null;
  const text = ({ name, address }: Choice) => {
    if (!name) return describe(address);
    return t('information.book.named', { name: name.startsWith('information.book.') ? t(name) : name, address: describe(address) });
  };
  return (
    <FieldFrame label={t('information.book.choose')}>
      {(control) => (
        <select
          {...control}
          value={picked}
          onChange={(event) => {
            setPicked(event.target.value);
            const choice = choices[Number(event.target.value)];
            if (!choice) return;
            const address = withCountry(choice.address);
            form.batch(() => {
              for (const field of ADDRESS_FIELDS) form.change(`${kind}.${field}`, address[field]);
            });
          }}
        >
          <option value="">{t('information.book.placeholder')}</option>
          {choices.map((choice, index) => (
            <option key={index} value={index}>
              {text(choice)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
