import type { Lang } from '@nougaterie/contracts';
import type { TourProblem } from '@nougaterie/contracts/admin';

/** Why a tour's form is refused (contracts' tourProblems), one sentence each. */
const tourProblems: Record<TourProblem, { fr: string; en: string }> = {
  name_required: { fr: 'Le nom de la visite est obligatoire, en français et en anglais.', en: 'The tour’s name is required, in French and in English.' },
  text_too_long: {
    fr: 'Un texte est trop long : nom 120 caractères, présentation 2 000, public 500 au plus.',
    en: 'A text is too long: name 120 characters, summary 2,000, audience 500 at most.',
  },
  duration_range: { fr: 'La durée est un nombre entier de minutes, de 1 à 1 440.', en: 'The duration is a whole number of minutes, from 1 to 1,440.' },
  capacity_range: {
    fr: 'La capacité d’un créneau est un nombre entier de 1 à 1 000 places.',
    en: 'A slot’s capacity is a whole number from 1 to 1,000 seats.',
  },
  max_party_range: {
    fr: 'Le groupe le plus grand est un nombre entier d’au moins 1, sans dépasser la capacité du créneau.',
    en: 'The largest party is a whole number of at least 1, no more than the slot’s capacity.',
  },
  price_positive: {
    fr: 'Un prix doit être supérieur à 0 € (seul le prix enfant peut être gratuit).',
    en: 'A price must be more than €0 (only the child price may be free).',
  },
  price_range: { fr: 'Un prix TTC va de 0 € à 10 000 €, au centime près.', en: 'A price including VAT is from €0 to €10,000, to the cent.' },
  bands_order: {
    fr: 'Les tranches de tarif vont dans l’ordre, sans se chevaucher (de 1 à 6, puis de 7 à 15…).',
    en: 'The price bands go in order without overlapping (1 to 6, then 7 to 15…).',
  },
  seasons_required: { fr: 'Les horaires ont de 1 à 10 saisons.', en: 'The timetable has 1 to 10 seasons.' },
  season_dates: {
    fr: 'Les dates d’une saison s’écrivent MM-JJ (par exemple 04-01 pour le 1er avril).',
    en: 'A season’s dates are written MM-DD (for example 04-01 for 1 April).',
  },
  season_weekdays: { fr: 'Choisissez au moins un jour de la semaine pour chaque saison.', en: 'Choose at least one day of the week for each season.' },
  season_times: {
    fr: 'Chaque saison a au moins un horaire de départ, au format HH:MM (par exemple 14:30), sans doublon.',
    en: 'Each season has at least one start time, written HH:MM (for example 14:30), with no duplicates.',
  },
  season_minutes: {
    fr: 'Une visite sans durée donne, pour chaque saison, la durée d’ouverture en minutes (1 à 1 440).',
    en: 'A tour without a duration gives, for each season, how long it is open in minutes (1 to 1,440).',
  },
};

const messages = {
  tourNotFound: { fr: () => "Cette visite n'existe pas.", en: () => 'There is no such tour.' },
  slotNotFound: { fr: () => "Ce créneau n'existe pas.", en: () => 'There is no such time slot.' },
  bookingNotFound: { fr: () => "Cette réservation n'existe pas.", en: () => 'There is no such booking.' },
  dayInvalid: {
    fr: () => 'Le jour s’écrit AAAA-MM-JJ et doit exister au calendrier.',
    en: () => 'The day is written YYYY-MM-DD and must exist in the calendar.',
  },
  slotsRange: {
    fr: (p: { max: number }) => `Demandez au plus ${p.max} jours de créneaux à la fois, la fin après le début.`,
    en: (p: { max: number }) => `Ask for at most ${p.max} days of slots at once, the end after the start.`,
  },
  tourProblem: {
    fr: (p: { problem: TourProblem }) => tourProblems[p.problem].fr,
    en: (p: { problem: TourProblem }) => tourProblems[p.problem].en,
  },
  capacityBelowBooked: {
    fr: (p: { capacity: number; date: string; seats: number }) =>
      `La capacité ne peut pas descendre à ${p.capacity} : le créneau du ${p.date} a déjà ${p.seats} places réservées. Déplacez ou annulez des réservations d'abord.`,
    en: (p: { capacity: number; date: string; seats: number }) =>
      `The capacity cannot go down to ${p.capacity}: the slot of ${p.date} already has ${p.seats} seats booked. Move or cancel bookings first.`,
  },
  slotHasBookings: {
    fr: (p: { count: number; seats: number; references: string }) =>
      `Ce créneau a ${p.count} réservation${p.count > 1 ? 's' : ''} (${p.seats} place${p.seats > 1 ? 's' : ''}) : ${p.references}. Choisissez de les déplacer vers un autre créneau ou de les annuler (avec remboursement).`,
    en: (p: { count: number; seats: number; references: string }) =>
      `This slot has ${p.count} booking${p.count > 1 ? 's' : ''} (${p.seats} seat${p.seats > 1 ? 's' : ''}): ${p.references}. Choose to move them to another slot or to cancel them (with a refund).`,
  },
  moveTargetRequired: {
    fr: () => 'Choisissez le créneau vers lequel déplacer les réservations.',
    en: () => 'Choose the slot to move the bookings to.',
  },
  moveTargetInvalid: {
    fr: () => 'Les réservations se déplacent vers un autre créneau ouvert et à venir de la même visite.',
    en: () => 'Bookings move to another open, coming slot of the same tour.',
  },
  moveNotEnoughRoom: {
    fr: (p: { left: number; seats: number }) =>
      `Le créneau choisi n'a que ${p.left} place${p.left > 1 ? 's' : ''} libre${p.left > 1 ? 's' : ''} pour ${p.seats} à déplacer : choisissez-en un autre ou annulez.`,
    en: (p: { left: number; seats: number }) =>
      `The chosen slot has only ${p.left} seat${p.left === 1 ? '' : 's'} left for ${p.seats} to move: choose another or cancel.`,
  },
  dayMoveRefused: {
    fr: () => 'Une journée entière se ferme en annulant ses réservations ; pour les déplacer, fermez les créneaux un à un.',
    en: () => 'A whole day is closed by cancelling its bookings; to move them, close the slots one by one.',
  },
  slotPast: { fr: () => 'Ce créneau est passé : il ne se ferme ni ne se rouvre plus.', en: () => 'This slot is over: it can no longer be closed or reopened.' },
  bookingNotPayable: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} est annulée ou expirée : aucun paiement ne peut y être enregistré.`,
    en: (p: { reference: string }) => `Booking ${p.reference} is cancelled or expired: no payment can be recorded on it.`,
  },
  bookingAlreadyPaid: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} est déjà payée.`,
    en: (p: { reference: string }) => `Booking ${p.reference} is already paid.`,
  },
  bookingNotCancellable: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} a expiré : il n'y a rien à annuler.`,
    en: (p: { reference: string }) => `Booking ${p.reference} expired: there is nothing to cancel.`,
  },
} as const;

type Key = keyof typeof messages;
type Params<K extends Key> = Parameters<(typeof messages)[K]['fr']>[0];

/** The tours' back-office sentences in the staff member's language. */
export function tm<K extends Key>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
