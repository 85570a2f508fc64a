import { loadPhoneRule } from '../phone.js';
import { FIRM, type Firm } from '../firm.js';
import { firmPlaceholders, shopHoursProblems, shopIdentityProblems, tidyFirm } from './shop-identity.js';

/** A real-looking identity: every number checks out and none is the demonstration firm's. */
const realFirm = (): Firm => ({
  ...FIRM,
  capital: '20 000 €',
  phone: '+33490661234',
  phoneDisplay: '04 90 66 12 34',
  email: 'contact@nougat-test.fr',
  dpoEmail: 'rgpd@nougat-test.fr',
  rcs: 'RCS Avignon 812 345 676',
  siret: '812 345 676 00017',
  vat: 'FR 19 812345676',
  director: 'Jeanne Martin',
  bank: { holder: 'SARL Test', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
});

beforeAll(() => loadPhoneRule());

describe('shopIdentityProblems', () => {
  it('lets a real identity through, and the demonstration one with its placeholders listed', () => {
    expect(shopIdentityProblems(realFirm())).toEqual([]);
    expect(firmPlaceholders(realFirm())).toEqual([]);
    expect(shopIdentityProblems({ ...FIRM })).toEqual([]);
    expect(firmPlaceholders({ ...FIRM })).toEqual([
      'capital',
      'phone',
      'phoneDisplay',
      'email',
      'rcs',
      'siret',
      'vat',
      'director',
      'dpoEmail',
      'bank.iban',
      'bank.bic',
    ]);
  });

  it('refuses a SIRET, a VAT number, an IBAN or a BIC whose key fails, and a VAT of another firm', () => {
    const firm = realFirm();
    expect(shopIdentityProblems({ ...firm, siret: '812 345 676 00018' })).toEqual([{ field: 'siret', problem: 'siret' }]);
    expect(shopIdentityProblems({ ...firm, vat: 'FR 20 812345676' })).toEqual([{ field: 'vat', problem: 'vat' }]);
    // A right key, but the SIREN of another firm than the SIRET's.
    expect(shopIdentityProblems({ ...firm, vat: 'FR 44 732829320' })).toEqual([{ field: 'vat', problem: 'vat_siren' }]);
    expect(shopIdentityProblems({ ...firm, bank: { ...firm.bank, iban: 'FR76 3000 6000 0112 3456 7890 188' } })).toEqual([
      { field: 'bank.iban', problem: 'iban' },
    ]);
    expect(shopIdentityProblems({ ...firm, bank: { ...firm.bank, bic: 'AGRI' } })).toEqual([{ field: 'bank.bic', problem: 'bic' }]);
  });

  it('refuses an empty required field, a bad e-mail, phone or URL', () => {
    const firm = realFirm();
    expect(shopIdentityProblems({ ...firm, legalName: ' ', email: 'contact@', phoneDisplay: '12', mediatorUrl: 'cm2c' })).toEqual([
      { field: 'legalName', problem: 'required' },
      { field: 'email', problem: 'email' },
      { field: 'phoneDisplay', problem: 'phone' },
      { field: 'mediatorUrl', problem: 'url' },
    ]);
  });

  it('writes the numbers as papers print them', () => {
    const tidy = tidyFirm({
      ...realFirm(),
      siret: '81234567600017',
      vat: 'fr19812345676',
      bank: { holder: ' SARL Test ', iban: 'fr7630006000011234567890189', bic: 'agrifrpp' },
    });
    expect(tidy.siret).toBe('812 345 676 00017');
    expect(tidy.vat).toBe('FR 19 812345676');
    expect(tidy.bank).toEqual({ holder: 'SARL Test', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' });
  });
});

describe('shopHoursProblems', () => {
  const season = { id: 'all', periods: [{ from: '01-01' as const, to: '12-31' as const }], week: { 1: [{ from: '09:00' as const, to: '12:00' as const }] } };
  const closure = { from: '2026-12-25', to: '2026-12-25', reason: { fr: 'Noël', en: 'Christmas' } };

  it('lets good hours through', () => {
    expect(shopHoursProblems({ seasons: [season], closures: [closure] })).toEqual([]);
  });

  it('names slots backwards or overlapping, dates that do not exist, a closure backwards or without reason', () => {
    expect(
      shopHoursProblems({
        seasons: [
          {
            ...season,
            week: {
              1: [{ from: '12:00', to: '09:00' }],
              2: [
                { from: '09:00', to: '12:00' },
                { from: '11:00', to: '18:00' },
              ],
            },
          },
          { ...season, periods: [{ from: '02-30', to: '03-01' }] },
        ],
        closures: [
          { ...closure, from: '2026-12-26' },
          { ...closure, to: '2026-02-30' },
          { ...closure, reason: { fr: ' ', en: '' } },
        ],
      }),
    ).toEqual([
      { where: 'seasons.0.week.1', problem: 'slot_order' },
      { where: 'seasons.0.week.2', problem: 'slot_overlap' },
      { where: 'seasons.1.id', problem: 'season_id_twice' },
      { where: 'seasons.1.periods.0', problem: 'period_date' },
      { where: 'closures.0', problem: 'closure_order' },
      { where: 'closures.1', problem: 'closure_date' },
      { where: 'closures.2', problem: 'closure_reason' },
    ]);
  });
});
