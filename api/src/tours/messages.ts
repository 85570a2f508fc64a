/**
 * The api's sentences of tours/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const toursMessages = {
  contactRequired: {
    fr: () => 'Indiquez vos coordonnées (prénom, nom, e-mail et téléphone) ou connectez-vous pour réserver.',
    en: () => 'Please give your contact details (first name, last name, e-mail and phone) or log in to book.',
  },
  partyNoAdult: {
    fr: () => 'Les enfants de moins de 10 ans viennent avec un adulte : indiquez au moins un adulte.',
    en: () => 'Children under 10 come with an adult: please count at least one adult.',
  },
  partyChildrenNotAdmitted: {
    fr: (p: { tour: string; minAge: number }) => `${p.tour} n'accueille pas les enfants de moins de ${p.minAge} ans.`,
    en: (p: { tour: string; minAge: number }) => `${p.tour} does not take children under ${p.minAge}.`,
  },
  partyChildRequired: {
    fr: (p: { tour: string }) => `${p.tour} est conçue pour les enfants : indiquez au moins un enfant de moins de 10 ans.`,
    en: (p: { tour: string }) => `${p.tour} is made for children: please count at least one child under 10.`,
  },
  partyTooLarge: {
    fr: (p: { tour: string; max: number }) => `${p.tour} se réserve pour ${p.max} personnes au plus. Pour un groupe plus grand, contactez-nous.`,
    en: (p: { tour: string; max: number }) => `${p.tour} can be booked for ${p.max} people at most. For a larger group, please contact us.`,
  },
  leadTime: {
    fr: (p: { tour: string; days: number; date: string }) =>
      `${p.tour} se réserve au moins ${p.days} jours à l'avance : choisissez une date à partir du ${p.date}.`,
    en: (p: { tour: string; days: number; date: string }) => `${p.tour} must be booked at least ${p.days} days ahead: please choose a date from ${p.date}.`,
  },
  slotClosed: {
    fr: () => "Ce créneau vient d'être fermé par la Nougaterie. Choisissez-en un autre dans le calendrier.",
    en: () => 'This time slot has just been closed by the Nougaterie. Please choose another one in the calendar.',
  },
  slotFull: {
    fr: () => 'Ce créneau est complet. Choisissez-en un autre.',
    en: () => 'This time slot is fully booked. Please choose another one.',
  },
  notEnoughSeats: {
    fr: (p: { left: number; asked: number }) => `Il ne reste que ${p.left} place${p.left > 1 ? 's' : ''} sur ce créneau : impossible d'en réserver ${p.asked}.`,
    en: (p: { left: number; asked: number }) => `Only ${p.left} place${p.left > 1 ? 's are' : ' is'} left on this time slot: ${p.asked} cannot be booked.`,
  },
  bookingCancelTooLate: {
    fr: (p: { hours: number; date: string }) =>
      `Une réservation s'annule au plus tard ${p.hours} heures avant la visite (ici, jusqu'au ${p.date}). Contactez-nous si besoin.`,
    en: (p: { hours: number; date: string }) =>
      `A booking can be cancelled up to ${p.hours} hours before the visit (here, until ${p.date}). Please contact us if needed.`,
  },
  bookingPaid: {
    fr: (p: { reference: string }) => `Paiement accepté : merci ! Votre réservation ${p.reference} est confirmée.`,
    en: (p: { reference: string }) => `Payment accepted: thank you! Your booking ${p.reference} is confirmed.`,
  },
  bookingAwaitingTransfer: {
    fr: (p: { reference: string; amount: string }) =>
      `Votre réservation ${p.reference} attend votre virement de ${p.amount} : les coordonnées bancaires vous sont envoyées par e-mail.`,
    en: (p: { reference: string; amount: string }) =>
      `Your booking ${p.reference} is waiting for your transfer of ${p.amount}: the bank details are in the e-mail we sent you.`,
  },
  bookingPayAtShop: {
    fr: (p: { reference: string; amount: string }) =>
      `Votre réservation ${p.reference} est confirmée : vous réglerez ${p.amount} à la boutique le jour de la visite.`,
    en: (p: { reference: string; amount: string }) => `Your booking ${p.reference} is confirmed: you will pay ${p.amount} at the shop on the day of the visit.`,
  },
  bookingDeclined: {
    fr: (p: { time: string }) =>
      `Paiement refusé par la banque. Vos places restent réservées jusqu'à ${p.time} : essayez une autre carte ou un autre moyen de paiement.`,
    en: (p: { time: string }) => `Payment declined by the bank. Your places stay held until ${p.time}: try another card or another payment method.`,
  },
} as const;
