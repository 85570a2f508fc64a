import type { Party, Pricing } from '../tours/types.js';

/** One line of a quote; `key` names its text in the i18n files (booking.lines.*). */
export interface QuoteLine {
  key: 'adult' | 'child' | 'flat' | 'person' | 'notebook';
  quantity: number;
  unit: number;
  amount: number;
}

export type QuoteRefusal = 'noAdult' | 'childrenNotAdmitted' | 'partyTooLarge';

export type Quote =
  | { ok: true; total: number; lines: QuoteLine[] }
  | { ok: false; reason: QuoteRefusal; max?: number };

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

/**
 * Price of a party for a tour, in cents. An indication for the visitor only: the server
 * computes the price that is charged (issue 6), from the same data.
 */
export function quote(pricing: Pricing, party: Party): Quote {
  const adults = Math.max(0, Math.floor(party.adults));
  const children = Math.max(0, Math.floor(party.children));
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
