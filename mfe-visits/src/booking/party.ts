import type { Party } from '@nougaterie/contracts';

/** What the party inputs hold: text, as typed. */
export interface PartyValues {
  adults: string;
  children: string;
}

export const INITIAL_PARTY: PartyValues = { adults: '2', children: '0' };

const WHOLE = /^\s*\d{1,3}\s*$/;

export function isCount(value: string | undefined): boolean {
  return value !== undefined && WHOLE.test(value);
}

/** null until both inputs hold whole numbers. */
export function toParty(values: PartyValues): Party | null {
  if (!isCount(values.adults) || !isCount(values.children)) return null;
  return { adults: Number(values.adults), children: Number(values.children) };
}
