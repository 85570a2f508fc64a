import { FORM_ERROR } from 'final-form';
import { useEffect, useState, type FormEvent } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { AddressBook, RemoteProps } from '@nougaterie/contracts';
import { FormAlert, formError, useObservable } from '@nougaterie/ui';
import { useBasket } from '../../basket/useBasket.js';
import { errorText } from '../../common/errorText.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { StepActions } from '../StepActions.js';
import { StepLayout } from '../StepLayout.js';
import { signPath, stepPath } from '../steps.js';
import { AddressFields } from './AddressFields.js';
import { AddressPicker } from './AddressPicker.js';
import { addressBookPayload, informationPayload, initialValues, validateInformation, type InformationValues } from './addressForm.js';

const Checkbox = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
const Account = styled.p`
  margin: 0 0 1.25rem;
  a {
    font-weight: 700;
  }
`;

/** Moves the focus to the first field in error, so a keyboard or screen-reader user lands on it. */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * A customer's address book, for the pickers; null for a guest, while it loads, or if it cannot be
 * read (the form works without it: the defaults are pre-filled from the session's user).
 */
function useAddressBook(ctx: RemoteProps['ctx'], loggedIn: boolean): AddressBook | null {
  const [book, setBook] = useState<AddressBook | null>(null);
  // Logged out: the book read for the customer before is dropped at once.
  const [wasLoggedIn, setWasLoggedIn] = useState(loggedIn);
  if (loggedIn !== wasLoggedIn) {
    setWasLoggedIn(loggedIn);
    if (!loggedIn) setBook(null);
  }
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    ctx.api.auth.addresses().then(
      (loaded) => live && setBook(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ctx, loggedIn]);
  return book;
}

/**
 * /boutique/informations, step 2: contact and shipping address, and billing address unless it is
 * the same. Guests may order; customers find their saved addresses. A refusal is shown above the
 * form and every value typed stays in it.
 */
export default function InformationPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { basket } = useBasket(ctx);
  const user = useObservable(ctx.store.user$, ctx.store.get().user);
  // Computed once: a basket or user arriving later must not wipe what the shopper is typing.
  const [initial] = useState(() => initialValues(basket, user));
  const book = useAddressBook(ctx, Boolean(user));

  const onSubmit = async (values: InformationValues) => {
    try {
      const saved = await ctx.store.updateBasket(informationPayload(values));
      if (!saved) return { [FORM_ERROR]: t('information.refused') };
    } catch (error) {
      return { [FORM_ERROR]: errorText(error, t) };
    }
    if (user && values.saveToAccount) await keepInAccount(values);
    void navigate(stepPath('delivery'));
    return undefined;
  };

  // The order goes on whatever happens here: the addresses are on the basket already, and the
  // customer can still save them from their space.
  async function keepInAccount(values: InformationValues) {
    try {
      await ctx.api.auth.addressesUpdate(addressBookPayload(values));
      await ctx.store.loadUser();
    } catch (error) {
      console.warn('[checkout] the addresses could not be kept in the account', error);
    }
  }

  return (
    <StepLayout step="information" title={t('page.information.title')} basket={basket} lang={ctx.lang}>
      {user ? (
        <Account>{t('information.loggedIn', { email: user.email })}</Account>
      ) : (
        <Account>
          {t('information.guest')} <Link to={signPath('login', stepPath('information'))}>{t('information.login')}</Link>
        </Account>
      )}
      <Form<InformationValues> onSubmit={onSubmit} initialValues={initial} validate={validateInformation}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              const form = event.currentTarget;
              void handleSubmit(event);
              focusFirstError(form);
            }}
          >
            <FormAlert message={formError(submitError)} />
            <Panel>
              <fieldset>
                <legend>{t('information.shipping')}</legend>
                {book && <AddressPicker kind="shipping" book={book} />}
                <AddressFields kind="shipping" lang={ctx.lang} />
              </fieldset>
            </Panel>
            <Panel>
              <fieldset>
                <legend>{t('information.billing')}</legend>
                <FormField<boolean> name="sameAsShipping" type="checkbox">
                  {({ input }) => (
                    <Checkbox>
                      <input type="checkbox" name={input.name} checked={input.checked} onChange={input.onChange} onBlur={input.onBlur} />
                      {t('information.sameAsShipping')}
                    </Checkbox>
                  )}
                </FormField>
                {!values.sameAsShipping && (
                  <>
                    {book && <AddressPicker kind="billing" book={book} />}
                    <AddressFields kind="billing" lang={ctx.lang} />
                  </>
                )}
              </fieldset>
            </Panel>
            {user && (
              <FormField<boolean> name="saveToAccount" type="checkbox">
                {({ input }) => (
                  <Checkbox>
                    <input type="checkbox" name={input.name} checked={input.checked} onChange={input.onChange} onBlur={input.onBlur} />
                    {t('information.saveToAccount')}
                  </Checkbox>
                )}
              </FormField>
            )}
            <p>{t('information.requiredNote')}</p>
            <StepActions back="basket" label={t('actions.continue')} busy={Boolean(submitting)} />
          </form>
        )}
      </Form>
    </StepLayout>
  );
}
