/**
 * The api's sentences of payment/, in French and English: merged with the others into
 * http/messages.ts, whose `t(lang, key, params)` every call uses.
 */
export const paymentMessages = {
  paymentInProgress: {
    fr: () => 'Un paiement est déjà en cours pour cette commande. Patientez quelques secondes, puis réessayez.',
    en: () => 'A payment is already under way for this order. Wait a few seconds, then try again.',
  },
  cardNumbersRefused: {
    fr: () => 'Le paiement par carte se fait sur la page de paiement sécurisée de notre prestataire : la boutique ne reçoit aucun numéro de carte.',
    en: () => "Card payments are made on our payment provider's secure page: the shop receives no card number.",
  },
  hostedPaymentsUnavailable: {
    fr: () => "Le paiement en ligne par carte n'est pas disponible pour le moment : choisissez le virement ou le paiement à la boutique.",
    en: () => 'Online card payment is not available at the moment: choose a bank transfer or payment at the shop.',
  },
  unknownPaymentProvider: {
    fr: () => "Ce prestataire de paiement n'est pas celui de la boutique : notification ignorée.",
    en: () => "This payment provider is not the shop's: notification ignored.",
  },
  notificationRefused: {
    fr: () => 'Notification de paiement refusée : sa signature est absente, fausse ou trop ancienne.',
    en: () => 'Payment notification refused: its signature is missing, wrong or too old.',
  },
  paymentEventNotRecorded: {
    fr: () => "La notification de paiement n'a pas pu être enregistrée. Renvoyez-la dans quelques instants.",
    en: () => 'The payment notification could not be recorded. Send it again in a moment.',
  },
  hostedSessionNotFound: {
    fr: () => 'Ce paiement est introuvable.',
    en: () => 'This payment cannot be found.',
  },
  hostedOrderDescription: {
    fr: (p: { reference: string }) => `Commande ${p.reference}`,
    en: (p: { reference: string }) => `Order ${p.reference}`,
  },
  hostedBookingDescription: {
    fr: (p: { reference: string }) => `Visite de la fabrique, réservation ${p.reference}`,
    en: (p: { reference: string }) => `Factory tour, booking ${p.reference}`,
  },
  orderNotPayable: {
    fr: (p: { reference: string }) => `La commande ${p.reference} n'attend plus de paiement.`,
    en: (p: { reference: string }) => `The order ${p.reference} is no longer awaiting payment.`,
  },
  cardInvalid: {
    fr: () => "Ce numéro de carte n'est pas valide : vérifiez-le.",
    en: () => 'This card number is not valid: please check it.',
  },
  cardExpired: {
    fr: () => 'Cette carte a expiré.',
    en: () => 'This card has expired.',
  },
  paymentPaid: {
    fr: (p: { reference: string }) => `Paiement accepté : merci ! Votre commande ${p.reference} est confirmée.`,
    en: (p: { reference: string }) => `Payment accepted: thank you! Your order ${p.reference} is confirmed.`,
  },
} as const;
