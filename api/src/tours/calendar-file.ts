import { FIRM, type Firm } from '@nougaterie/contracts';
import { createEvent } from 'ics';
import type { MailAttachment } from '../mail/mailer.js';

export interface CalendarVisit {
  reference: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  description: string;
  url: string;
  cancelled: boolean;
}

/**
 * The visit as an iCalendar file (RFC 5545) for the booking mails: one tap adds it to the
 * visitor's calendar. The same UID in the cancellation mail, with METHOD:CANCEL and a higher
 * sequence, takes it out of the calendars that added it. `firm`: the shop's stored identity
 * (shop-identity/store.ts loadFirm, read in the mail's transaction); the demonstration firm is only
 * the default of callers not moved to it yet.
 */
export function visitCalendarFile(visit: CalendarVisit, firm: Firm = FIRM): MailAttachment {
  const { error, value } = createEvent({
    uid: `${visit.reference.toLowerCase()}@nougaterie-saint-didier.fr`,
    productId: '-//Nougaterie de Saint-Didier//Visites//FR',
    method: visit.cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: visit.cancelled ? 1 : 0,
    status: visit.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: visit.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: visit.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: visit.title,
    description: visit.description,
    location: `${firm.name}, ${firm.street}, ${firm.zipcode} ${firm.city}`,
    geo: { lat: firm.geo.latitude, lon: firm.geo.longitude },
    url: visit.url,
    organizer: { name: firm.name, email: firm.email },
  });
  // The library refuses only malformed input, which these typed values cannot be.
  if (error || !value) throw error ?? new Error('calendar file not made');
  return {
    filename: `visite-${visit.reference}.ics`,
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${visit.cancelled ? 'CANCEL' : 'PUBLISH'}`,
  };
}
