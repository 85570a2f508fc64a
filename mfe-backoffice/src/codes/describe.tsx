import type { Lang } from '@nougaterie/contracts';
import type { AdminDiscountCode, DiscountCodeState } from '@nougaterie/contracts/admin';
import { formatEuros } from '@nougaterie/ui';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../common/format.js';
import { Pill } from '../common/ui.js';
import { useT } from '../i18n/useBackofficeText.js';

/** What a code takes off: "−15 %", "−5,50 €", "Livraison offerte". */
export function discountText(code: AdminDiscountCode, t: TFunction, lang: Lang): string {
  if (code.kind === 'percent') return t('codes.percentOff', { value: code.value });
  if (code.kind === 'amount') return t('codes.amountOff', { amount: formatEuros(code.value, lang) });
  return t('codes.kind.free_shipping');
}

/** Its minimum and its per-customer limit. */
export function conditionsText(code: AdminDiscountCode, t: TFunction, lang: Lang): string {
  const minimum = code.min_amount > 0 ? t('codes.minimum', { amount: formatEuros(code.min_amount, lang) }) : t('codes.noMinimum');
  return [minimum, ...(code.once_per_customer ? [t('codes.oncePerCustomer')] : [])].join(' · ');
}

/** Its dates on the shop's (Paris) clock. */
export function validityText(code: AdminDiscountCode, t: TFunction, lang: Lang): string {
  const from = code.starts_at && formatDateTime(code.starts_at, lang);
  const to = code.ends_at && formatDateTime(code.ends_at, lang);
  if (from && to) return t('codes.range', { from, to });
  if (from) return t('codes.fromOnly', { from });
  if (to) return t('codes.toOnly', { to });
  return t('codes.always');
}

export function usesText(code: AdminDiscountCode, t: TFunction): string {
  return code.max_uses === null ? t('codes.usesNoLimit', { uses: code.uses }) : t('codes.uses', { uses: code.uses, max: code.max_uses });
}

const STATE_COLOURS: Record<DiscountCodeState, string> = {
  active: '#e8f3e8',
  disabled: '#eeeeee',
  not_yet_valid: '#e3ecfb',
  expired: '#fff3d6',
  used_up: '#fff3d6',
};

export function CodeStateBadge({ state }: { state: DiscountCodeState }) {
  const { t } = useT();
  return <Pill $background={STATE_COLOURS[state]}>{t(`codes.state.${state}`)}</Pill>;
}
