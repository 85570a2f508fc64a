import { intlLocale } from './locale.js';
import { addDays, parisDay } from './paris-time.js';

/*
 * The shop's closing days, worded for its pages and mails. Exported by @nougaterie/contracts/legal
 * (with the terms of sale: what the shop tells its customers), not by the shop pages' index, so
 * only the pages that show them load them: the footer's lazy part, the practical information page.
 */

/** A day or a run of days the shop is closed (holidays, inventory), whatever its hours say. */
export interface ShopClosure {
  /** Paris days, YYYY-MM-DD, both included (one day: from = to). */
  from: string;
  to: string;
  /** Why, as the shop's pages and mails say it ('Noël', 'Christmas'). */
  reason: { fr: string; en: string };
}

/** How far ahead the shop's pages and mails announce closing days. */
export const CLOSURES_AHEAD_DAYS = 60;

/** The closures not over on `now`'s Paris day and starting within `days`, in date order. */
export function closuresAhead(closures: readonly ShopClosure[], now: Date = new Date(), days = CLOSURES_AHEAD_DAYS): ShopClosure[] {
  const today = parisDay(now);
  const last = addDays(today, days);
  return closures.filter((closure) => closure.to >= today && closure.from <= last).sort((a, b) => a.from.localeCompare(b.from));
}

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'Fermé le 25 décembre (Noël)', 'Closed 24–26 December (Christmas)'. */
export function closureLine(closure: ShopClosure, lang: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const en = !lang.startsWith('fr');
  const reason = (en ? closure.reason.en : closure.reason.fr).trim();
  const said = reason ? ` (${reason})` : '';
  if (closure.from === closure.to) return `${en ? 'Closed on' : 'Fermé le'} ${format.format(dayDate(closure.from))}${said}`;
  if (en) return `Closed ${format.formatRange(dayDate(closure.from), dayDate(closure.to))}${said}`;
  // 'du 4 au 6 janvier' within a month, 'du 30 décembre au 2 janvier' across two.
  const sameMonth = closure.from.slice(0, 7) === closure.to.slice(0, 7);
  const first = sameMonth ? String(Number(closure.from.slice(8))) : format.format(dayDate(closure.from));
  return `Fermé du ${first === '1' ? '1er' : first} au ${format.format(dayDate(closure.to))}${said}`;
}
