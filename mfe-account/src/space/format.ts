import { dateTimeFormat } from '@nougaterie/contracts/rules';

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}
