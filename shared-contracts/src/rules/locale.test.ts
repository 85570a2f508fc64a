import { dateTimeFormat, INTL_LOCALES, intlLocale, numberFormat } from './locale.js';
import { formatInParis } from './paris-time.js';

describe('intlLocale', () => {
  it('writes English the British way and anything else as French, the default', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('fr')).toBe('fr-FR');
    expect(intlLocale('de')).toBe('fr-FR');
    expect(intlLocale('')).toBe('fr-FR');
    expect(Object.keys(INTL_LOCALES).sort()).toEqual(['en', 'fr']);
  });
});

describe('dateTimeFormat and numberFormat', () => {
  afterEach(() => jest.restoreAllMocks());

  it('make one formatter per language and options, then hand the same one back', () => {
    const day = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('fr', day)).toBe(dateTimeFormat('fr', { ...day }));
    expect(dateTimeFormat('fr', day)).not.toBe(dateTimeFormat('en', day));
    expect(dateTimeFormat('fr', day)).not.toBe(dateTimeFormat('fr', { ...day, year: 'numeric' }));
    expect(dateTimeFormat('en', day).resolvedOptions().locale).toBe('en-GB');
    expect(dateTimeFormat('en', day).format(new Date('2026-12-01T00:00:00Z'))).toBe('1 December');
    expect(numberFormat('fr')).toBe(numberFormat('fr', {}));
    expect(numberFormat('fr').format(12.5)).toBe('12,5');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(12.5)).toBe('13');
  });

  it('are what formatInParis writes with: a month of slots makes no new formatter', () => {
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    formatInParis('2026-07-01T08:30:00Z', 'fr', time);
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 31; day += 1) formatInParis(`2026-07-${String(day).padStart(2, '0')}T08:30:00Z`, 'fr', time);
    expect(made).not.toHaveBeenCalled();
    expect(formatInParis('2026-07-14T08:30:00Z', 'fr', time)).toBe('10:30');
  });
});
