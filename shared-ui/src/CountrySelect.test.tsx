import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CountrySelect } from './CountrySelect.js';

function Chooser({ initial, lang = 'fr' }: { initial: string; lang?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountrySelect label="Pays" lang={lang} name="country" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('CountrySelect', () => {
  it('offers the countries parcels go to by name, France first, and keeps the ISO code', async () => {
    render(<Chooser initial="FR" />);
    const select = screen.getByRole('combobox', { name: 'Pays' });
    expect(select).toHaveValue('FR');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('France');
    expect(options[1]).toHaveTextContent('Allemagne');
    expect(options.map((option) => option.textContent)).not.toContain('Suisse');
    await userEvent.selectOptions(select, 'Belgique');
    expect(screen.getByRole('status')).toHaveTextContent('BE');
  });

  it('names the countries in English for an English shopper', () => {
    render(<Chooser initial="DE" lang="en" />);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Germany');
  });

  it('selects the country of an address typed before the list', () => {
    render(<Chooser initial="France" />);
    expect(screen.getByRole('combobox')).toHaveValue('FR');
  });

  it('starts blank on a country no parcel goes to, so the shopper chooses', () => {
    render(<Chooser initial="Suisse" />);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('announces its error', () => {
    render(<CountrySelect label="Pays" lang="fr" value="" error="Ce champ est obligatoire." onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });
});
