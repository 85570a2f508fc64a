const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'fr-FR');

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long' }).format(date);
}
