import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { CardFields } from './CardFields.js';
import { paymentTexts } from './testTexts.js';

const t = paymentTexts();

function setup() {
  const onSubmit = jest.fn();
  render(
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <CardFields t={t} />
          <button type="submit">Envoyer</button>
        </form>
      )}
    </Form>,
  );
  const user = userEvent.setup({ delay: null });
  const number = screen.getByRole('textbox', { name: 'Numéro' });
  const expiry = screen.getByRole('textbox', { name: 'Fin de validité' });
  const cvc = screen.getByRole('textbox', { name: 'Code au dos' });
  return { onSubmit, user, number, expiry, cvc, submit: () => user.click(screen.getByRole('button', { name: 'Envoyer' })) };
}

describe('CardFields', () => {
  it('labels the three fields with the texts it is given, for the browser to fill the card in', () => {
    const { number, expiry, cvc } = setup();
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAttribute('placeholder', 'MM/AA');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    for (const field of [number, expiry, cvc]) expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('writes the card as printed while it is typed', async () => {
    const { user, number, expiry, cvc } = setup();
    await user.type(number, '4242424242424242');
    await user.type(expiry, '1239');
    await user.type(cvc, '12a345');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(expiry).toHaveValue('12/39');
    expect(cvc).toHaveValue('1234');
  });

  it('says what is wrong once a field is left, in the given texts, tied to the field', async () => {
    const { user, number, expiry, cvc } = setup();
    await user.type(number, '4242424242424241');
    expect(number).not.toHaveAccessibleDescription();
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Numéro faux.');

    await user.type(expiry, '0120');
    await user.type(cvc, '12');
    await user.tab();
    expect(expiry).toHaveAccessibleDescription('Carte périmée.');
    expect(cvc).toHaveAccessibleDescription('Code de 3 ou 4 chiffres.');

    await user.clear(expiry);
    await user.type(expiry, '1327');
    await user.tab();
    expect(expiry).toHaveAccessibleDescription('Date en MM/AA.');
  });

  it('holds the form back until the card is whole, then hands over its values', async () => {
    const { user, number, expiry, cvc, onSubmit, submit } = setup();
    await submit();
    for (const field of [number, expiry, cvc]) expect(field).toHaveAccessibleDescription('À remplir.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(number, '4242424242424242');
    await user.type(expiry, '1239');
    await user.type(cvc, '123');
    await submit();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, expect.anything(), expect.anything());
  });
});
