import { CONSENT_VERSION, consentChoice, everyPurpose, isConsentChoice, isConsentCurrent, storedConsentChoice } from './consent.js';

const choice = (date: string, version = CONSENT_VERSION) => ({ version, date, purposes: { audience: true, marketing: false } });

describe('consent choice', () => {
  const now = new Date('2025-07-01T12:00:00Z');

  it('holds for six months, then no longer', () => {
    expect(isConsentCurrent(choice('2025-01-03T12:00:00Z'), now)).toBe(true);
    expect(isConsentCurrent(choice('2024-12-30T12:00:00Z'), now)).toBe(false);
  });

  it('falls with a new version or a date in the future', () => {
    expect(isConsentCurrent(choice('2025-06-30T12:00:00Z', CONSENT_VERSION - 1), now)).toBe(false);
    expect(isConsentCurrent(choice('2025-08-01T12:00:00Z'), now)).toBe(false);
  });

  it('reads back only a complete choice', () => {
    expect(isConsentChoice(choice('2025-06-30T12:00:00Z'))).toBe(true);
    for (const damaged of [
      null,
      'yes',
      { version: 1, date: 'x', purposes: { audience: true } },
      { version: 1.5, date: 'x', purposes: { audience: true, marketing: true } },
      { version: 1, date: 3, purposes: { audience: true, marketing: true } },
      { version: 1, date: 'x', purposes: { audience: 'true', marketing: true } },
      { version: 1, date: 'x', purposes: null },
    ]) {
      expect([damaged, isConsentChoice(damaged)]).toEqual([damaged, false]);
    }
  });

  it('reads a stored choice that still holds, and nothing else', () => {
    expect(storedConsentChoice(JSON.stringify(choice('2025-06-30T12:00:00Z')), now)).toEqual(choice('2025-06-30T12:00:00Z'));
    expect(storedConsentChoice(JSON.stringify(choice('2024-06-30T12:00:00Z')), now)).toBeNull();
    expect(storedConsentChoice(null, now)).toBeNull();
    expect(storedConsentChoice('{"version":', now)).toBeNull();
  });

  it('makes a choice of this version, dated now', () => {
    expect(consentChoice(everyPurpose(false), now)).toEqual({
      version: CONSENT_VERSION,
      date: '2025-07-01T12:00:00.000Z',
      purposes: { audience: false, marketing: false },
    });
    expect(everyPurpose(true)).toEqual({ audience: true, marketing: true });
  });
});
