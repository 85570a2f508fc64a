import { CONSENT_VERSION, consentChoiceSchema, isConsentCurrent } from './consent.js';

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

  it('parses only a complete choice', () => {
    expect(consentChoiceSchema.safeParse(choice('2025-06-30T12:00:00Z')).success).toBe(true);
    expect(consentChoiceSchema.safeParse({ version: 1, date: 'x', purposes: { audience: true } }).success).toBe(false);
  });
});
