import type { PaymentMethod } from '@nougaterie/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { PaymentMethods } from './PaymentMethods.js';
import { paymentTexts } from './testTexts.js';

const t = paymentTexts();

function setup(methods: PaymentMethod[], method: PaymentMethod = 'card') {
  const onSubmit = jest.fn();
  render(
    <Form onSubmit={onSubmit} initialValues={{ method }}>
      {({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <PaymentMethods methods={methods} t={t} />
          <button type="submit">Envoyer</button>
        </form>
      )}
    </Form>,
  );
  const user = userEvent.setup({ delay: null });
  return { onSubmit, user, submit: () => user.click(screen.getByRole('button', { name: 'Envoyer' })) };
}

describe('PaymentMethods', () => {
  it('offers the given methods, in their order, and explains the chosen one, with no card field', () => {
    setup(['card', 'transfer', 'shop']);
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Par carte', 'Par virement', 'Sur place']);
    expect(screen.getByRole('radio', { name: 'Par carte' })).toBeChecked();
    expect(screen.getByText('La carte est débitée.')).toBeInTheDocument();
    expect(screen.queryByText('Le virement est attendu.')).not.toBeInTheDocument();
    // The card is typed on the provider's page: none of our pages holds a card number.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('submits the card as a method alone, and explains another method once chosen', async () => {
    const { user, onSubmit, submit } = setup(['card', 'transfer']);
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ method: 'card' }, expect.anything(), expect.anything());

    await user.click(screen.getByRole('radio', { name: 'Par virement' }));
    expect(screen.getByText('Le virement est attendu.')).toBeInTheDocument();
    expect(screen.queryByText('La carte est débitée.')).not.toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ method: 'transfer' }, expect.anything(), expect.anything());
  });

  it('starts on the method the form holds', () => {
    setup(['card', 'transfer'], 'transfer');
    expect(screen.getByRole('radio', { name: 'Par virement' })).toBeChecked();
    expect(screen.getByText('Le virement est attendu.')).toBeInTheDocument();
  });
});
