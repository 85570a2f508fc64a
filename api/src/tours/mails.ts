import { BOOKING_CANCEL_HOURS, type Firm, type Lang } from '@nougaterie/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { formatDateTime, formatEuros } from '../http/format.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';
import { loadFirm } from '../shop-identity/store.js';
import { visitCalendarFile } from './calendar-file.js';
import { cancellableUntil, tourName } from './mapping.js';
import { loadBooking, type BookingDetails } from './queries.js';
import { tourBookings } from './schema.js';

/** The shop's address on one line, from its stored identity (#22). */
const shopAddress = (firm: Firm) => `${firm.name}, ${firm.street}, ${firm.zipcode} ${firm.city}`;

type MailKind = 'confirmed' | 'transfer' | 'cancelled';

const texts = {
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    subject: { confirmed: 'Votre visite est confirmée', transfer: 'Votre réservation attend votre virement', cancelled: 'Votre réservation est annulée' },
    confirmed: (paid: boolean, amount: string) =>
      paid
        ? [`Nous avons bien reçu votre paiement de ${amount} : votre visite est confirmée.`]
        : [`Votre visite est confirmée. Vous réglerez ${amount} à la boutique le jour de la visite.`],
    transfer: (amount: string, reference: string, firm: Firm) => [
      `Votre réservation attend votre virement de ${amount} :`,
      `Titulaire : ${firm.bank.holder} · IBAN : ${firm.bank.iban} · BIC : ${firm.bank.bic} · Référence : ${reference}`,
      'Les places restent réservées pour vous ; la visite est confirmée à réception du virement.',
    ],
    cancelled: (refund: boolean) => [
      'Votre réservation est annulée et les places sont libérées.',
      ...(refund ? ['Votre paiement vous sera remboursé sous quatorze jours.'] : []),
    ],
    details: 'Votre réservation',
    reference: 'Référence',
    tour: 'Visite',
    when: 'Date',
    party: (adults: number, children: number) =>
      `${adults} adulte${adults > 1 ? 's' : ''}${children ? `, ${children} enfant${children > 1 ? 's' : ''} de moins de 10 ans` : ''}`,
    who: 'Participants',
    amount: 'Montant TTC',
    where: (firm: Firm) => `Rendez-vous à la boutique : ${shopAddress(firm)}, dix minutes avant le départ.`,
    cancel: (until: string) => `Vous pouvez annuler jusqu'à ${BOOKING_CANCEL_HOURS} heures avant la visite, soit jusqu'au ${until}.`,
    link: 'Retrouver votre réservation',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: { confirmed: 'Your visit is confirmed', transfer: 'Your booking is waiting for your transfer', cancelled: 'Your booking is cancelled' },
    confirmed: (paid: boolean, amount: string) =>
      paid
        ? [`We received your payment of ${amount}: your visit is confirmed.`]
        : [`Your visit is confirmed. You will pay ${amount} at the shop on the day of the visit.`],
    transfer: (amount: string, reference: string, firm: Firm) => [
      `Your booking is waiting for your bank transfer of ${amount}:`,
      `Holder: ${firm.bank.holder} · IBAN: ${firm.bank.iban} · BIC: ${firm.bank.bic} · Reference: ${reference}`,
      'The places stay held for you; the visit is confirmed when the transfer arrives.',
    ],
    cancelled: (refund: boolean) => [
      'Your booking is cancelled and the places are released.',
      ...(refund ? ['Your payment will be refunded within fourteen days.'] : []),
    ],
    details: 'Your booking',
    reference: 'Reference',
    tour: 'Tour',
    when: 'Date',
    party: (adults: number, children: number) =>
      `${adults} adult${adults > 1 ? 's' : ''}${children ? `, ${children} child${children > 1 ? 'ren' : ''} under 10` : ''}`,
    who: 'Party',
    amount: 'Amount (VAT incl.)',
    where: (firm: Firm) => `Meet us at the shop: ${shopAddress(firm)}, ten minutes before the start.`,
    cancel: (until: string) => `You can cancel up to ${BOOKING_CANCEL_HOURS} hours before the visit, that is until ${until}.`,
    link: 'Your booking online',
  },
} as const;

/** The visitor's mail about their booking, in the language they booked in. */
export function bookingMail(details: BookingDetails, kind: MailKind, siteUrl: string, token: string | null, firm: Firm): MailMessage | null {
  const { booking, tour, slot } = details;
  if (!booking.contactEmail) return null;
  const lang: Lang = booking.lang === 'en' ? 'en' : 'fr';
  const text = texts[lang];
  const amount = formatEuros(lang, booking.amountCents);
  const intro =
    kind === 'confirmed'
      ? text.confirmed(booking.paidAt !== null, amount)
      : kind === 'transfer'
        ? text.transfer(amount, booking.reference, firm)
        : text.cancelled(booking.refund === 'due');
  const link = `${siteUrl}/visites/confirmation?booking=${booking.id}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
  const body = [
    text.greeting(booking.contactFirstname),
    '',
    ...intro,
    '',
    `${text.details}`,
    `- ${text.reference} : ${booking.reference}`,
    `- ${text.tour} : ${tourName(tour, lang)}`,
    `- ${text.when} : ${formatDateTime(lang, slot.startsAt)}`,
    `- ${text.who} : ${text.party(booking.adults, booking.children)}`,
    `- ${text.amount} : ${amount}`,
    '',
    ...(kind === 'cancelled' ? [] : [text.where(firm), text.cancel(formatDateTime(lang, cancellableUntil(slot))), '']),
    `${text.link} : ${link}`,
    '',
    firm.name,
  ];
  const calendar = visitCalendarFile(
    {
      reference: booking.reference,
      title: `${tourName(tour, lang)} – ${firm.name}`,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      description: `${text.reference} : ${booking.reference}\n${text.who} : ${text.party(booking.adults, booking.children)}`,
      url: link,
      cancelled: kind === 'cancelled',
    },
    firm,
  );
  return {
    to: booking.contactEmail,
    subject: `${text.subject[kind]} – ${booking.reference} – ${firm.name}`,
    text: body.join('\n'),
    attachments: [calendar],
  };
}

const KIND_OF_STATUS = { confirmed: 'confirmed', awaiting_payment: 'transfer', cancelled: 'cancelled' } as const;
type MailedStatus = keyof typeof KIND_OF_STATUS;

/**
 * Queues, in `tx`, the visitor's mail about the state their booking is in if they were not told of
 * it yet: run last in every transaction that changes a booking, it goes with the change's commit.
 * The mark is taken in the same statement, so two clicks or two replicas queue one mail. `token`
 * (the visitor's, from the request) opens the booking from the mail's link.
 */
export async function queueBookingMail(tx: Db, bookingId: number, siteUrl: string, token: string | null): Promise<void> {
  // Read first, without a lock: most transactions have nothing to tell, and must not lock the
  // booking after the rows they locked (a payment's: the booking comes first).
  const [now] = await tx.select({ status: tourBookings.status, told: tourBookings.mailedStatus }).from(tourBookings).where(eq(tourBookings.id, bookingId));
  if (!now || !(now.status in KIND_OF_STATUS) || now.told === now.status || (now.status === 'cancelled' && now.told === null)) return;
  const [marked] = await tx
    .update(tourBookings)
    .set({ mailedStatus: sql`${tourBookings.status}` })
    .where(
      and(
        eq(tourBookings.id, bookingId),
        inArray(tourBookings.status, Object.keys(KIND_OF_STATUS) as MailedStatus[]),
        sql`${tourBookings.mailedStatus} IS DISTINCT FROM ${tourBookings.status}`,
        // A hold let go before any mail needs none: nobody was told of a booking.
        sql`(${tourBookings.status} <> 'cancelled' OR ${tourBookings.mailedStatus} IS NOT NULL)`,
      ),
    )
    .returning({ status: tourBookings.status });
  if (!marked) return;
  const message = bookingMail((await loadBooking(tx, bookingId))!, KIND_OF_STATUS[marked.status as MailedStatus], siteUrl, token, await loadFirm(tx));
  if (message) await queueMail(tx, message);
}
