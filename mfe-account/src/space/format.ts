import { intlLocale } from '@nougaterie/contracts/rules';

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long' }).format(date);
}
