import type { Tour } from '@nougaterie/contracts';
import { numberFormat } from '@nougaterie/contracts/rules';
import { formatEuros } from '@nougaterie/ui';
import type { TFunction } from 'i18next';

export const euros = (cents: number, lang: string) => formatEuros(cents / 100, lang);

export function formatDuration(minutes: number | null, t: TFunction): string {
  if (minutes === null) return t('format.atOwnPace');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('format.minutes', { m });
  return m === 0 ? t('format.hours', { h }) : t('format.hoursMinutes', { h, m });
}

export function formatDistance(km: number, lang: string): string {
  return numberFormat(lang).format(km);
}

/** The price rules of a tour as sentences, written from its data (SPEC §9). */
export function priceRules(tour: Tour, t: TFunction, lang: string): string[] {
  const price = (cents: number) => euros(cents, lang);
  const { pricing } = tour;
  const rules: string[] = [];
  if (tour.publicPrice !== null) rules.push(t('price.public', { price: price(tour.publicPrice) }));
  switch (pricing.kind) {
    case 'perPerson':
      rules.push(t('price.perPerson', { price: price(pricing.adult) }));
      if (pricing.child === 0) rules.push(t('price.childFree'));
      else if (pricing.child !== null && pricing.child !== pricing.adult) {
        rules.push(t('price.child', { price: price(pricing.child) }));
      }
      break;
    case 'bands':
      for (const band of pricing.bands) {
        const key = band.per === 'party' ? 'price.bandParty' : 'price.bandPerson';
        rules.push(t(key, { min: band.min, max: band.max, price: price(band.amount) }));
      }
      break;
    case 'perParty':
      rules.push(t('price.perParty', { price: price(pricing.amount) }));
      break;
  }
  if (tour.minAge !== null) rules.push(t('price.minAge', { age: tour.minAge }));
  if (tour.leadDays > 0) rules.push(t('price.lead', { count: tour.leadDays }));
  return rules;
}

/** Lowest price a visitor can pay, for the tour cards. */
export function fromPrice(tour: Tour): number {
  const { pricing } = tour;
  switch (pricing.kind) {
    case 'perPerson':
      return pricing.adult;
    case 'bands':
      return Math.min(...pricing.bands.map((b) => b.amount), tour.publicPrice ?? Infinity);
    case 'perParty':
      return pricing.amount;
  }
}
