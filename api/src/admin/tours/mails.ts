import type { Firm, Lang } from '@nougaterie/contracts';
import type { Db } from '../../db/client.js';
import { formatDateTime, formatEuros } from '../../http/format.js';
import type { MailMessage } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox.js';
import { visitCalendarFile } from '../../tours/calendar-file.js';
import { tourName } from '../../tours/mapping.js';
import type { BookingDetails } from '../../tours/queries.js';

const texts = {
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    movedSubject: 'Votre visite change d’horaire',
    moved: (tour: string, before: string, after: string) => [
      `Nous avons dû fermer le créneau du ${before} : votre visite « ${tour} » est déplacée au ${after}.`,
      'Votre réservation, votre groupe et votre paiement restent les mêmes.',
      'Si ce nouvel horaire ne vous convient pas, répondez à ce message : nous trouverons une autre date ou nous vous rembourserons.',
    ],
    cancelledSubject: 'Votre visite est annulée',
    cancelled: (tour: string, when: string) => [
      `Nous sommes désolés : nous avons dû annuler la visite « ${tour} » du ${when}, et votre réservation avec elle.`,
    ],
    refunded: (amount: string) => `Votre paiement de ${amount} vous est remboursé en entier.`,
    unpaid: 'Vous n’aviez rien payé : il n’y a rien à rembourser.',
    again: 'Nous serons heureux de vous accueillir à une autre date.',
    reference: 'Référence',
    link: 'Votre réservation',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    movedSubject: 'Your visit has a new time',
    moved: (tour: string, before: string, after: string) => [
      `We had to close the slot of ${before}: your visit "${tour}" is moved to ${after}.`,
      'Your booking, your party and your payment stay the same.',
      'If the new time does not suit you, reply to this message: we will find another date or refund you.',
    ],
    cancelledSubject: 'Your visit is cancelled',
    cancelled: (tour: string, when: string) => [`We are sorry: we had to cancel the visit "${tour}" of ${when}, and your booking with it.`],
    refunded: (amount: string) => `Your payment of ${amount} is refunded in full.`,
    unpaid: 'You had paid nothing: there is nothing to refund.',
    again: 'We will be glad to welcome you on another date.',
    reference: 'Reference',
    link: 'Your booking',
  },
} as const;

const langOf = (details: BookingDetails): Lang => (details.booking.lang === 'en' ? 'en' : 'fr');
const linkOf = (siteUrl: string, details: BookingDetails) => `${siteUrl}/visites/confirmation?booking=${details.booking.id}`;

/** The visitor's mail when the shop moves their booking to another slot, in the language they booked in, signed with the stored identity. */
export function movedMail(before: BookingDetails, after: BookingDetails, siteUrl: string, firm: Firm): MailMessage | null {
  if (!after.booking.contactEmail) return null;
  const lang = langOf(after);
  const text = texts[lang];
  const body = [
    text.greeting(after.booking.contactFirstname),
    '',
    ...text.moved(tourName(after.tour, lang), formatDateTime(lang, before.slot.startsAt), formatDateTime(lang, after.slot.startsAt)),
    '',
    `${text.reference} : ${after.booking.reference}`,
    `${text.link} : ${linkOf(siteUrl, after)}`,
    '',
    firm.name,
  ];
  return { to: after.booking.contactEmail, subject: `${text.movedSubject} – ${after.booking.reference} – ${firm.name}`, text: body.join('\n') };
}

/** The visitor's mail when the shop cancels their booking (a slot closed, or one booking), refund said. */
export function cancelledByShopMail(details: BookingDetails, siteUrl: string, firm: Firm): MailMessage | null {
  const { booking, tour, slot } = details;
  if (!booking.contactEmail) return null;
  const lang = langOf(details);
  const text = texts[lang];
  const name = tourName(tour, lang);
  const body = [
    text.greeting(booking.contactFirstname),
    '',
    ...text.cancelled(name, formatDateTime(lang, slot.startsAt)),
    booking.paidAt ? text.refunded(formatEuros(lang, booking.amountCents)) : text.unpaid,
    text.again,
    '',
    `${text.reference} : ${booking.reference}`,
    `${text.link} : ${linkOf(siteUrl, details)}`,
    '',
    firm.name,
  ];
  const calendar = visitCalendarFile(
    {
      reference: booking.reference,
      title: `${name} – ${firm.name}`,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      description: `${text.reference} : ${booking.reference}`,
      url: linkOf(siteUrl, details),
      cancelled: true,
    },
    firm,
  );
  return {
    to: booking.contactEmail,
    subject: `${text.cancelledSubject} – ${booking.reference} – ${firm.name}`,
    text: body.join('\n'),
    attachments: [calendar],
  };
}

export async function queue(tx: Db, message: MailMessage | null): Promise<void> {
  if (message) await queueMail(tx, message);
}
