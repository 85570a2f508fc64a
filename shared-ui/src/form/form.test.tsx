import { ApiError } from '@nougaterie/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FormTextField, all, apiRefusal, requiredField, type Validator } from './index.js';

const short: Validator = (value) => ((value ?? '').length < 3 ? 'short' : undefined);
const english = (lang: string) => (lang === 'en' ? 'Not English' : 'Pas anglais');

describe('form validators', () => {
  it('all() answers the first error in order, requiredField() refuses blank values', () => {
    const check = all(requiredField('required'), short);
    expect(check('   ', {})).toBe('required');
    expect(check('ab', {})).toBe('short');
    expect(check('abc', {})).toBeUndefined();
  });
});

describe('apiRefusal', () => {
  const texts = { network: 'Réseau indisponible', fallback: 'Échec' };
  it("gives the api's own sentence, the network text, or the fallback, never axios' text", () => {
    expect(apiRefusal(new ApiError('Request failed with status code 409', { status: 409, body: { message: 'Déjà utilisé' } } as never), texts)).toBe(
      'Déjà utilisé',
    );
    expect(apiRefusal(new ApiError('Network Error', { status: 0 }), texts)).toBe('Réseau indisponible');
    expect(apiRefusal(new Error('Request failed with status code 500'), texts)).toBe('Échec');
  });
});

describe('FormTextField', () => {
  it('shows its error in words once the field is left, and a rule sentence in the language', async () => {
    const user = userEvent.setup();
    render(
      <Form onSubmit={() => undefined}>
        {() => (
          <form>
            <FormTextField
              name="name"
              label="Nom"
              validate={requiredField('required')}
              errorText={(error) => (typeof error === 'function' ? error('en') : `[${error}]`)}
            />
            <FormTextField
              name="other"
              label="Autre"
              validate={() => english}
              errorText={(error) => (typeof error === 'function' ? error('en') : `[${error}]`)}
            />
          </form>
        )}
      </Form>,
    );
    expect(screen.queryByText('[required]')).toBeNull();
    await user.click(screen.getByLabelText('Nom'));
    await user.click(screen.getByLabelText('Autre'));
    expect(screen.getByText('[required]')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Nom'));
    expect(screen.getByText('Not English')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom'), 'Léa');
    expect(screen.queryByText('[required]')).toBeNull();
  });
});
