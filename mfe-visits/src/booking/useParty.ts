import type { Party } from '@nougaterie/contracts';
import { useField } from 'react-final-form';
import { toParty } from './party.js';

/**
 * The party as typed, read from its two fields alone: what depends on it (the price, the
 * calendar's free days) re-renders when a count changes, not on every key of a name or an email.
 */
export function useParty(): Party | null {
  const adults = useField<string>('adults', { subscription: { value: true } }).input.value;
  const children = useField<string>('children', { subscription: { value: true } }).input.value;
  return toParty({ adults, children });
}
