import type { Lang } from '@nougaterie/contracts';
import type { DiscountCodeState } from '@nougaterie/contracts/admin';
import type { DiscountCodeRow } from '../db/schema.js';
import { formatDate, formatEuros } from '../http/format.js';
import { t } from '../http/messages.js';

export type CodeRefusal =
  | { reason: 'disabled' }
  | { reason: 'not_yet_valid'; from: Date }
  | { reason: 'expired'; on: Date }
  | { reason: 'minimum'; minCents: number; missingCents: number }
  | { reason: 'used_up' }
  | { reason: 'already_used' }
  | { reason: 'account_required' };

export interface CodeContext {
  productsCents: number;
  userId: number | null;
  /** How many orders this customer already paid with the code (0 for a visitor). */
  usesByCustomer: number;
  now: Date;
}

type CodeRow = Pick<DiscountCodeRow, 'disabledAt' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>;

/** Why a code is unusable by anyone now (the back office's state of it), or null. */
function refuseForAll(code: CodeRow, now: Date): CodeRefusal | null {
  if (code.disabledAt) return { reason: 'disabled' };
  if (code.startsAt && now < code.startsAt) return { reason: 'not_yet_valid', from: code.startsAt };
  if (code.endsAt && now >= code.endsAt) return { reason: 'expired', on: new Date(code.endsAt.getTime() - 1) };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { reason: 'used_up' };
  return null;
}

/** Where the code stands for every shopper, as the back office lists it: the basket's own first checks. */
export function codeState(code: CodeRow, now = new Date()): DiscountCodeState {
  return (refuseForAll(code, now)?.reason as Exclude<DiscountCodeState, 'active'> | undefined) ?? 'active';
}

/** Why a code cannot be used on a basket now, or null when it can. The order of checks is the order a shopper can act on. */
export function refuseCode(code: DiscountCodeRow, context: CodeContext): CodeRefusal | null {
  const forAll = refuseForAll(code, context.now);
  if (forAll) return forAll;
  if (code.maxUsesPerCustomer !== null) {
    if (context.userId === null) return { reason: 'account_required' };
    if (context.usesByCustomer >= code.maxUsesPerCustomer) return { reason: 'already_used' };
  }
  if (context.productsCents < code.minAmountCents) {
    return { reason: 'minimum', minCents: code.minAmountCents, missingCents: code.minAmountCents - context.productsCents };
  }
  return null;
}

export function refusalMessage(lang: Lang, code: string, refusal: CodeRefusal): string {
  switch (refusal.reason) {
    case 'disabled':
      return t(lang, 'codeDisabled', { code });
    case 'not_yet_valid':
      return t(lang, 'codeNotYetValid', { code, date: formatDate(lang, refusal.from) });
    case 'expired':
      return t(lang, 'codeExpired', { code, date: formatDate(lang, refusal.on) });
    case 'minimum':
      return t(lang, 'codeMinimum', { code, min: formatEuros(lang, refusal.minCents), missing: formatEuros(lang, refusal.missingCents) });
    case 'used_up':
      return t(lang, 'codeUsedUp', { code });
    case 'already_used':
      return t(lang, 'codeAlreadyUsed', { code });
    case 'account_required':
      return t(lang, 'codeAccountRequired', { code });
  }
}

/** What the code takes off the products amount; free shipping is handled with the shipping price. */
export function discountCents(code: Pick<DiscountCodeRow, 'kind' | 'value'>, productsCents: number): number {
  switch (code.kind) {
    case 'percent':
      return Math.round((productsCents * code.value) / 100);
    case 'amount':
      return Math.min(code.value, productsCents);
    case 'free_shipping':
      return 0;
  }
}
