import type { Admission, Party, Pricing, QuoteLine, Tour } from '../schemas/tours.js';

/** Why a party cannot book; each has a translated text on both sides (api messages, booking.refusals.*). */
export type QuoteRefusal = 'noAdult' | 'childrenNotAdmitted' | 'childRequired' | 'partyTooLarge';

/** The api's error code for each refusal (422). */
export const QUOTE_REFUSAL_CODES: Record<QuoteRefusal, string> = {
  noAdult: 'PARTY_NO_ADULT',
  childrenNotAdmitted: 'PARTY_CHILDREN_NOT_ADMITTED',
  childRequired: 'PARTY_CHILD_REQUIRED',
  partyTooLarge: 'PARTY_TOO_LARGE',
};

export type Quote = { ok: true; total: number; lines: QuoteLine[] } | { ok: false; reason: QuoteRefusal; max?: number };

const line = (key: QuoteLine['key'], quantity: number, unit: number): QuoteLine => ({
  key,
  quantity,
  unit,
  amount: quantity * unit,
});

const accept = (lines: QuoteLine[]): Quote => ({
  ok: true,
  lines,
  total: lines.reduce((sum, l) => sum + l.amount, 0),
});

/** Counts as typed may be fractional or negative: only whole, non-negative people come. */
export function normaliseParty(party: Party): Party {
  return { adults: Math.max(0, Math.floor(party.adults)), children: Math.max(0, Math.floor(party.children)) };
}

export const partySize = (party: Party): number => party.adults + party.children;

/**
 * Price of a party for a tour, in cents (SPEC §9). The front end shows it as an indication; the
 * api charges what this same function computes from its own tour data.
 */
export function quoteTour(pricing: Pricing, party: Party): Quote {
  const { adults, children } = normaliseParty(party);
  // Children under 10 always come with an adult.
  if (adults < 1) return { ok: false, reason: 'noAdult' };

  switch (pricing.kind) {
    case 'perPerson': {
      if (children > 0 && pricing.child === null) return { ok: false, reason: 'childrenNotAdmitted' };
      const lines = [line('adult', adults, pricing.adult)];
      if (children > 0) lines.push(line('child', children, pricing.child ?? 0));
      return accept(lines);
    }
    case 'bands': {
      const size = adults + children;
      const band = pricing.bands.find((b) => size >= b.min && size <= b.max);
      if (!band) {
        return { ok: false, reason: 'partyTooLarge', max: Math.max(...pricing.bands.map((b) => b.max)) };
      }
      return accept([band.per === 'party' ? line('flat', 1, band.amount) : line('person', size, band.amount)]);
    }
    case 'perParty':
      return accept([line('notebook', 1, pricing.amount)]);
  }
}

/** The admission rules beyond the price: the largest party, and a child for the little ones' visit. */
export function admissionRefusal(admission: Admission, party: Party): Extract<Quote, { ok: false }> | null {
  const normalised = normaliseParty(party);
  if (partySize(normalised) > admission.maxParty) return { ok: false, reason: 'partyTooLarge', max: admission.maxParty };
  if (admission.childRequired && normalised.children < 1) return { ok: false, reason: 'childRequired' };
  return null;
}

/** Everything a booking's party must pass, then its price: what the booking form and the api both use. */
export function quoteBooking(tour: Pick<Tour, 'pricing' | 'admission'>, party: Party): Quote {
  const priced = quoteTour(tour.pricing, party);
  if (!priced.ok) return priced;
  return admissionRefusal(tour.admission, party) ?? priced;
}
