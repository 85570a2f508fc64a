import { BUILD_SHOP_INFO, setShopInfo } from '@nougaterie/contracts';
import { act, render, screen } from '@testing-library/react';
import { BankAccountRows } from './BankAccountRows.js';

afterEach(() => setShopInfo(BUILD_SHOP_INFO));

describe('BankAccountRows', () => {
  it("shows the shop's stored account and the transfer's label, and follows a change of it", () => {
    render(
      <dl>
        <BankAccountRows holderLabel="Titulaire" referenceLabel="Libellé du virement" reference="CMD-2026-0042" />
      </dl>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Titulaire', 'IBAN', 'BIC', 'Libellé du virement']);
    expect(values).toEqual([BUILD_SHOP_INFO.firm.bank.holder, BUILD_SHOP_INFO.firm.bank.iban, BUILD_SHOP_INFO.firm.bank.bic, 'CMD-2026-0042']);

    const bank = { holder: 'Nougats Reynaud SARL', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };
    act(() => setShopInfo({ ...BUILD_SHOP_INFO, firm: { ...BUILD_SHOP_INFO.firm, bank } }));
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([bank.holder, bank.iban, bank.bic, 'CMD-2026-0042']);
  });
});
