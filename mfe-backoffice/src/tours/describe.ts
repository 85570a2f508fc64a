import type { Lang, Pricing } from '@nougaterie/contracts';
import type { TourSeasonForm } from '@nougaterie/contracts/admin';
import { formatEuros } from '@nougaterie/ui';
import type { TFunction } from 'i18next';

export const euros = (cents: number, lang: Lang) => formatEuros(cents / 100, lang);

/** A tour's prices in a sentence (SPEC §9 bands included). */
export function priceText(pricing: Pricing, t: TFunction, lang: Lang): string {
  switch (pricing.kind) {
    case 'perPerson':
      return pricing.child === null
        ? t('tours.price.perPersonNoChild', { adult: euros(pricing.adult, lang) })
        : t('tours.price.perPerson', { adult: euros(pricing.adult, lang), child: euros(pricing.child, lang) });
    case 'perParty':
      return t('tours.price.perParty', { amount: euros(pricing.amount, lang) });
    default:
      return pricing.bands
        .map((band) =>
          t('tours.price.band', {
            min: band.min,
            max: band.max,
            amount: euros(band.amount, lang),
            per: t(band.per === 'party' ? 'tours.price.perPartyShort' : 'tours.price.perPersonShort'),
          }),
        )
        .join(' ; ');
  }
}

/** A season in a line: 04-01 → 10-31 · Tue Wed · 10:00, 14:30. */
export function seasonText(season: TourSeasonForm, t: TFunction): string {
  const days = season.weekdays.map((day) => t(`tours.weekday.${day}`)).join(' ');
  return `${season.from} → ${season.to} · ${days} · ${season.times.join(', ')}`;
}

/**
 * What an action said, kept as a text key rather than a sentence: switching the language
 * re-words it. `text` is the api's own sentence (already in the staff member's language).
 */
export interface Said {
  key?: string;
  params?: Record<string, unknown>;
  text?: string;
  tone: 'ok' | 'error';
}

export const saidText = (said: Said | null, t: TFunction): string | null => (said ? (said.text ?? t(said.key!, said.params)) : null);
