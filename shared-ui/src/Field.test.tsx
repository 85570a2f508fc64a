import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './Field.js';

describe('Field', () => {
  it('labels its input', async () => {
    render(<Field label="Adresse e-mail" name="email" type="email" />);
    const input = screen.getByLabelText('Adresse e-mail');
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'a@b.fr');
    expect(input).toHaveValue('a@b.fr');
  });

  it('labels a multi-line field too', () => {
    render(<Field label="Message" multiline />);
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
  });

  it('is valid and undescribed without an error', () => {
    render(<Field label="Prénom" />);
    const input = screen.getByLabelText('Prénom');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces its error and ties it to the input', () => {
    render(<Field label="Prénom" error="Ce champ est obligatoire." />);
    const input = screen.getByLabelText('Prénom');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce champ est obligatoire.');
    expect(input).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });

  it('gives each field its own id', () => {
    render(
      <>
        <Field label="Nom" />
        <Field label="Ville" />
      </>,
    );
    expect(screen.getByLabelText('Nom').id).not.toBe(screen.getByLabelText('Ville').id);
  });
});
