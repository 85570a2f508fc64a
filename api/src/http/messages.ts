import type { AddressField, Lang } from '@nougaterie/contracts';

const ADDRESS_FIELD_NAMES: Record<Lang, Record<AddressField, string>> = {
  fr: {
    company: 'société',
    address1: 'adresse',
    address2: "complément d'adresse",
    zipcode: 'code postal',
    email: 'e-mail',
    firstname: 'prénom',
    lastname: 'nom',
    country: 'pays',
    phone: 'téléphone',
    city: 'ville',
  },
  en: {
    company: 'company',
    address1: 'address',
    address2: 'address line 2',
    zipcode: 'postcode',
    email: 'e-mail',
    firstname: 'first name',
    lastname: 'last name',
    country: 'country',
    phone: 'phone',
    city: 'city',
  },
};
const fieldNames = (lang: Lang, fields: readonly AddressField[]) => fields.map((f) => ADDRESS_FIELD_NAMES[lang][f]).join(', ');

/** Every sentence the api says to a person, in both languages of the site. */
const messages = {
  routeNotFound: {
    fr: (p: { method: string; url: string }) => `La ressource ${p.method} ${p.url} n'existe pas.`,
    en: (p: { method: string; url: string }) => `There is no ${p.method} ${p.url} here.`,
  },
  invalidJson: {
    fr: () => "Le corps de la requête n'est pas un JSON valide.",
    en: () => 'The request body is not valid JSON.',
  },
  emptyJson: {
    fr: () => 'Le corps de la requête est vide alors que du JSON est annoncé.',
    en: () => 'The request body is empty although JSON was announced.',
  },
  unsupportedMediaType: {
    fr: (p: { type: string }) => `Type de contenu non pris en charge : ${p.type}. Envoyez application/json.`,
    en: (p: { type: string }) => `Unsupported content type: ${p.type}. Send application/json.`,
  },
  bodyTooLarge: {
    fr: () => 'Le corps de la requête est trop volumineux.',
    en: () => 'The request body is too large.',
  },
  invalidRequest: {
    fr: (p: { details: string }) => `Requête invalide${p.details ? ` : ${p.details}` : '.'}`,
    en: (p: { details: string }) => `Invalid request${p.details ? `: ${p.details}` : '.'}`,
  },
  invalidInput: {
    fr: (p: { where: string; details: string }) => `Données invalides (${p.where}) : ${p.details}`,
    en: (p: { where: string; details: string }) => `Invalid data (${p.where}): ${p.details}`,
  },
  nulCharacter: {
    fr: () => 'le caractère nul (U+0000) est interdit',
    en: () => 'the null character (U+0000) is not allowed',
  },
  invalidEmail: {
    fr: () => 'une seule adresse e-mail est attendue, de la forme nom@exemple.fr',
    en: () => 'a single e-mail address is expected, such as name@example.com',
  },
  databaseUnavailable: {
    fr: () => 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
    en: () => 'The database is temporarily unavailable. Please try again in a moment.',
  },
  paymentInProgress: {
    fr: () => 'Un paiement est déjà en cours pour cette commande. Patientez quelques secondes, puis réessayez.',
    en: () => 'A payment is already under way for this order. Wait a few seconds, then try again.',
  },
  paymentProviderUnavailable: {
    fr: () => "Le service de paiement n'a pas répondu. Aucun paiement n'a été validé ; réessayez dans quelques instants.",
    en: () => 'The payment service did not answer. No payment was confirmed; please try again in a moment.',
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
    fr: () => "Notification de paiement refusée : sa signature est absente, fausse ou trop ancienne.",
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
  basketAlreadyOrdered: {
    fr: () => "Ce panier vient d'être commandé et ne peut plus être modifié. Vos prochains articles iront dans un nouveau panier.",
    en: () => 'This basket has just been ordered and can no longer be changed. Your next items will go into a new basket.',
  },
  requestTimeout: {
    fr: () => 'Le service a mis trop de temps à répondre. Réessayez dans quelques instants.',
    en: () => 'The service took too long to answer. Please try again in a moment.',
  },
  internal: {
    fr: () => 'Une erreur inattendue est survenue. Réessayez plus tard.',
    en: () => 'An unexpected error occurred. Please try again later.',
  },
  imageNotFound: {
    fr: (p: { name: string }) => `Aucune image nommée ${p.name}.`,
    en: (p: { name: string }) => `No image named ${p.name}.`,
  },
  categoryNotFound: {
    fr: (p: { slug: string }) => `La catégorie « ${p.slug} » n'existe pas.`,
    en: (p: { slug: string }) => `There is no category "${p.slug}".`,
  },
  productNotFound: {
    fr: (p: { slug: string }) => `Le produit « ${p.slug} » n'existe pas ou n'est plus vendu.`,
    en: (p: { slug: string }) => `The product "${p.slug}" does not exist or is no longer sold.`,
  },
  productIdNotFound: {
    fr: (p: { id: number }) => `Aucun produit ne porte le numéro ${p.id}.`,
    en: (p: { id: number }) => `There is no product number ${p.id}.`,
  },
  authRequired: {
    fr: () => 'Connectez-vous pour accéder à cette page.',
    en: () => 'Please log in to access this page.',
  },
  sessionExpired: {
    fr: () => "Votre session a expiré ou n'est plus valide. Reconnectez-vous.",
    en: () => 'Your session has expired or is no longer valid. Please log in again.',
  },
  invalidCredentials: {
    fr: () => 'E-mail ou mot de passe incorrect.',
    en: () => 'Incorrect e-mail or password.',
  },
  emailTaken: {
    fr: () => 'Un compte existe déjà avec cet e-mail. Connectez-vous ou choisissez « Mot de passe oublié ».',
    en: () => 'An account already exists with this e-mail. Log in or choose "Forgot password".',
  },
  loggedOut: {
    fr: () => 'Vous êtes déconnecté. À bientôt !',
    en: () => 'You are logged out. See you soon!',
  },
  alertCreated: {
    fr: (p: { email: string }) => `C'est noté : nous écrirons à ${p.email} dès que ce produit sera de retour.`,
    en: (p: { email: string }) => `Noted: we will write to ${p.email} as soon as this product is back.`,
  },
  productAvailable: {
    fr: () => 'Bonne nouvelle : ce produit est disponible, vous pouvez le commander dès maintenant.',
    en: () => 'Good news: this product is available, you can order it right now.',
  },
  basketNotFound: {
    fr: () => "Ce panier est introuvable ou a déjà été commandé. Rechargez la page pour repartir d'un panier à jour.",
    en: () => 'This basket cannot be found or has already been ordered. Reload the page to start from an up-to-date basket.',
  },
  outOfStock: {
    fr: (p: { name: string }) => `« ${p.name} » est épuisé pour le moment.`,
    en: (p: { name: string }) => `"${p.name}" is out of stock for now.`,
  },
  productHidden: {
    fr: (p: { name: string }) => `« ${p.name} » n'est plus en vente : retirez-le du panier pour continuer.`,
    en: (p: { name: string }) => `"${p.name}" is no longer on sale: remove it from the basket to go on.`,
  },
  notEnoughStock: {
    fr: (p: { name: string; stock: number; qty: number }) =>
      `Il ne reste que ${p.stock} « ${p.name} » en stock : impossible d'en commander ${p.qty}.`,
    en: (p: { name: string; stock: number; qty: number }) =>
      `Only ${p.stock} "${p.name}" left in stock: ${p.qty} cannot be ordered.`,
  },
  addressIncomplete: {
    fr: (p: { which: 'shipping' | 'billing' }) =>
      `L'adresse ${p.which === 'shipping' ? 'de livraison' : 'de facturation'} est incomplète : adresse, code postal, ville, pays, prénom, nom, e-mail et téléphone sont obligatoires.`,
    en: (p: { which: 'shipping' | 'billing' }) =>
      `The ${p.which} address is incomplete: address, postcode, city, country, first name, last name, e-mail and phone are required.`,
  },
  addressMissingFields: {
    fr: (p: { which: 'shipping' | 'billing' | 'saved'; fields: readonly AddressField[] }) =>
      `L'adresse ${{ shipping: 'de livraison ', billing: 'de facturation ', saved: '' }[p.which]}est incomplète : il manque ${fieldNames('fr', p.fields)}.`,
    en: (p: { which: 'shipping' | 'billing' | 'saved'; fields: readonly AddressField[] }) =>
      `The ${p.which === 'saved' ? '' : `${p.which} `}address is incomplete: ${fieldNames('en', p.fields)} missing.`,
  },
  savedAddressNotFound: {
    fr: () => "Cette adresse n'est plus dans votre carnet.",
    en: () => 'This address is no longer in your address book.',
  },
  savedAddressesFull: {
    fr: (p: { max: number }) => `Votre carnet contient déjà ${p.max} adresses : supprimez-en une pour en ajouter une autre.`,
    en: (p: { max: number }) => `Your address book already holds ${p.max} addresses: remove one to add another.`,
  },
  rateLimited: {
    fr: (p: { minutes: number }) =>
      `Trop de tentatives. Par sécurité, réessayez dans ${p.minutes} minute${p.minutes > 1 ? 's' : ''}.`,
    en: (p: { minutes: number }) => `Too many attempts. For your security, try again in ${p.minutes} minute${p.minutes > 1 ? 's' : ''}.`,
  },
  wrongPassword: {
    fr: () => 'Le mot de passe actuel est incorrect.',
    en: () => 'The current password is incorrect.',
  },
  samePassword: {
    fr: () => "Le nouveau mot de passe doit être différent de l'actuel.",
    en: () => 'The new password must differ from the current one.',
  },
  passwordChanged: {
    fr: () => 'Votre mot de passe est modifié. Vos autres sessions ont été fermées.',
    en: () => 'Your password has been changed. Your other sessions have been closed.',
  },
  resetRequested: {
    fr: () =>
      "Si un compte existe avec cet e-mail, nous venons d'y envoyer un lien pour choisir un nouveau mot de passe. Il est valable une heure.",
    en: () => 'If an account exists with this e-mail, we have just sent it a link to choose a new password. It is valid for one hour.',
  },
  resetTokenUnknown: {
    fr: () => "Ce lien de réinitialisation n'est pas valide. Demandez-en un nouveau depuis « Mot de passe oublié ».",
    en: () => 'This reset link is not valid. Ask for a new one from "Forgot password".',
  },
  resetTokenExpired: {
    fr: () => 'Ce lien de réinitialisation a expiré (il est valable une heure). Demandez-en un nouveau.',
    en: () => 'This reset link has expired (it is valid for one hour). Please ask for a new one.',
  },
  resetTokenUsed: {
    fr: () => 'Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau si besoin.',
    en: () => 'This reset link has already been used. Ask for a new one if needed.',
  },
  passwordReset: {
    fr: () => 'Votre mot de passe est modifié. Connectez-vous avec le nouveau.',
    en: () => 'Your password has been changed. Log in with the new one.',
  },
  accountDeleted: {
    fr: () =>
      'Votre compte et vos données sont supprimés. Les commandes que la loi nous oblige à conserver le sont, anonymisées.',
    en: () => 'Your account and your data are deleted. The orders the law requires us to keep are kept, anonymised.',
  },
  codeUnknown: {
    fr: (p: { code: string }) => `« ${p.code} » n'est pas un code de réduction valide.`,
    en: (p: { code: string }) => `"${p.code}" is not a valid discount code.`,
  },
  codeNotYetValid: {
    fr: (p: { code: string; date: string }) => `Le code ${p.code} ne sera valable qu'à partir du ${p.date}.`,
    en: (p: { code: string; date: string }) => `The code ${p.code} is only valid from ${p.date}.`,
  },
  codeExpired: {
    fr: (p: { code: string; date: string }) => `Le code ${p.code} a expiré le ${p.date}.`,
    en: (p: { code: string; date: string }) => `The code ${p.code} expired on ${p.date}.`,
  },
  codeMinimum: {
    fr: (p: { code: string; min: string; missing: string }) =>
      `Le code ${p.code} demande au moins ${p.min} d'achats : il vous manque ${p.missing}.`,
    en: (p: { code: string; min: string; missing: string }) =>
      `The code ${p.code} needs at least ${p.min} of products: ${p.missing} to go.`,
  },
  codeDisabled: {
    fr: (p: { code: string }) => `Le code ${p.code} n'est plus proposé par la boutique.`,
    en: (p: { code: string }) => `The code ${p.code} is no longer offered by the shop.`,
  },
  codeUsedUp: {
    fr: (p: { code: string }) => `Le code ${p.code} a déjà été utilisé autant de fois que prévu.`,
    en: (p: { code: string }) => `The code ${p.code} has already been used as many times as it allows.`,
  },
  codeAlreadyUsed: {
    fr: (p: { code: string }) => `Vous avez déjà utilisé le code ${p.code}.`,
    en: (p: { code: string }) => `You have already used the code ${p.code}.`,
  },
  codeAccountRequired: {
    fr: (p: { code: string }) => `Le code ${p.code} est réservé aux clients inscrits : connectez-vous ou créez un compte.`,
    en: (p: { code: string }) => `The code ${p.code} is for registered customers: log in or create an account.`,
  },
  codeApplied: {
    fr: (p: { code: string; amount: string }) => `Le code ${p.code} est appliqué : ${p.amount} de réduction.`,
    en: (p: { code: string; amount: string }) => `The code ${p.code} is applied: ${p.amount} off.`,
  },
  codeAppliedFreeShipping: {
    fr: (p: { code: string }) => `Le code ${p.code} est appliqué : la livraison est offerte.`,
    en: (p: { code: string }) => `The code ${p.code} is applied: shipping is free.`,
  },
  noPoints: {
    fr: () => "Vous n'avez pas de points de fidélité à utiliser sur ce panier.",
    en: () => 'You have no loyalty points to use on this basket.',
  },
  pointsUnavailable: {
    fr: () => "Vos points de fidélité ont changé depuis qu'ils ont été ajoutés au panier : retirez-les puis ajoutez-les de nouveau.",
    en: () => 'Your loyalty points changed since they were added to the basket: remove them and add them again.',
  },
  shippingMethodUnknown: {
    fr: (p: { id: number }) => `Aucun mode de livraison ne porte le numéro ${p.id}.`,
    en: (p: { id: number }) => `There is no shipping method number ${p.id}.`,
  },
  shippingUnavailable: {
    fr: () => "Ce mode de livraison n'est pas disponible pour cette adresse ou ce poids de colis.",
    en: () => 'This shipping method is not available for this address or parcel weight.',
  },
  relayRequired: {
    fr: () => 'Choisissez un point relais.',
    en: () => 'Please choose a relay point.',
  },
  relayUnknown: {
    fr: (p: { id: string }) => `Le point relais ${p.id} est introuvable.`,
    en: (p: { id: string }) => `The relay point ${p.id} cannot be found.`,
  },
  shippingRequired: {
    fr: () => 'Choisissez un mode de livraison avant de commander.',
    en: () => 'Please choose a shipping method before ordering.',
  },
  basketEmpty: {
    fr: () => 'Votre panier est vide.',
    en: () => 'Your basket is empty.',
  },
  shopPaymentNeedsPickup: {
    fr: () => 'Le paiement en boutique est réservé au retrait à la boutique de Saint-Didier.',
    en: () => 'Paying at the shop is only possible with pick-up at the Saint-Didier shop.',
  },
  orderNotFound: {
    fr: () => 'Cette commande est introuvable.',
    en: () => 'This order cannot be found.',
  },
  invoiceNotFound: {
    fr: () => 'Cette facture est introuvable.',
    en: () => 'This invoice cannot be found.',
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
  paymentDeclined: {
    fr: () => "Paiement refusé par la banque. Votre commande reste en attente : essayez une autre carte ou un autre moyen de paiement.",
    en: () => 'Payment declined by the bank. Your order is kept waiting: try another card or another payment method.',
  },
  paymentUnknownCard: {
    fr: () => "Cette carte n'est pas une carte de test du bac à sable : paiement refusé.",
    en: () => 'This card is not one of the sandbox test cards: payment declined.',
  },
  paymentChallenge: {
    fr: () => 'Votre banque demande une confirmation : saisissez le code reçu.',
    en: () => 'Your bank asks for a confirmation: enter the code you received.',
  },
  challengeNotFound: {
    fr: () => "Cette demande de confirmation est introuvable ou a déjà été traitée.",
    en: () => 'This confirmation request cannot be found or has already been handled.',
  },
  challengeFailed: {
    fr: () => 'Code de confirmation incorrect : paiement refusé. Vous pouvez payer de nouveau.',
    en: () => 'Wrong confirmation code: payment declined. You can pay again.',
  },
  contactSent: {
    fr: () => 'Merci, votre message est bien envoyé. Nous vous répondons sous deux jours ouvrés.',
    en: () => 'Thank you, your message has been sent. We will answer within two working days.',
  },
  proRequestSent: {
    fr: () => 'Merci, votre demande est enregistrée. Nous vous répondons sous trois jours ouvrés.',
    en: () => 'Thank you, your request has been recorded. We will answer within three working days.',
  },
  tourNotFound: {
    fr: (p: { slug: string }) => `La visite « ${p.slug} » n'existe pas.`,
    en: (p: { slug: string }) => `There is no tour "${p.slug}".`,
  },
  slotNotFound: {
    fr: () => "Ce créneau n'existe pas pour cette visite. Choisissez-en un dans le calendrier.",
    en: () => 'This time slot does not exist for this tour. Please choose one in the calendar.',
  },
  slotsRange: {
    fr: (p: { max: number }) => `Période invalide : la date de fin doit suivre la date de début, sur ${p.max} jours au plus.`,
    en: (p: { max: number }) => `Invalid period: the end date must follow the start date, within ${p.max} days.`,
  },
  contactRequired: {
    fr: () => 'Indiquez vos coordonnées (prénom, nom, e-mail et téléphone) ou connectez-vous pour réserver.',
    en: () => 'Please give your contact details (first name, last name, e-mail and phone) or log in to book.',
  },
  partyNoAdult: {
    fr: () => "Les enfants de moins de 10 ans viennent avec un adulte : indiquez au moins un adulte.",
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
    en: (p: { tour: string; days: number; date: string }) =>
      `${p.tour} must be booked at least ${p.days} days ahead: please choose a date from ${p.date}.`,
  },
  slotPast: {
    fr: () => 'Ce créneau est déjà commencé ou passé. Choisissez-en un autre.',
    en: () => 'This time slot has already started or passed. Please choose another one.',
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
    fr: (p: { left: number; asked: number }) =>
      `Il ne reste que ${p.left} place${p.left > 1 ? 's' : ''} sur ce créneau : impossible d'en réserver ${p.asked}.`,
    en: (p: { left: number; asked: number }) =>
      `Only ${p.left} place${p.left > 1 ? 's are' : ' is'} left on this time slot: ${p.asked} cannot be booked.`,
  },
  bookingNotFound: {
    fr: () => 'Cette réservation est introuvable.',
    en: () => 'This booking cannot be found.',
  },
  holdExpired: {
    fr: (p: { minutes: number }) =>
      `Les places étaient réservées ${p.minutes} minutes le temps du paiement ; ce délai est passé. Recommencez la réservation.`,
    en: (p: { minutes: number }) => `The places were held for ${p.minutes} minutes while you paid; that time is over. Please book again.`,
  },
  bookingNotPayable: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} est annulée : elle ne peut plus être payée.`,
    en: (p: { reference: string }) => `The booking ${p.reference} is cancelled: it can no longer be paid.`,
  },
  bookingCancelTooLate: {
    fr: (p: { hours: number; date: string }) =>
      `Une réservation s'annule au plus tard ${p.hours} heures avant la visite (ici, jusqu'au ${p.date}). Contactez-nous si besoin.`,
    en: (p: { hours: number; date: string }) =>
      `A booking can be cancelled up to ${p.hours} hours before the visit (here, until ${p.date}). Please contact us if needed.`,
  },
  bookingNotCancellable: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} a expiré : il n'y a rien à annuler.`,
    en: (p: { reference: string }) => `The booking ${p.reference} has expired: there is nothing to cancel.`,
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
    en: (p: { reference: string; amount: string }) =>
      `Your booking ${p.reference} is confirmed: you will pay ${p.amount} at the shop on the day of the visit.`,
  },
  bookingDeclined: {
    fr: (p: { time: string }) =>
      `Paiement refusé par la banque. Vos places restent réservées jusqu'à ${p.time} : essayez une autre carte ou un autre moyen de paiement.`,
    en: (p: { time: string }) =>
      `Payment declined by the bank. Your places stay held until ${p.time}: try another card or another payment method.`,
  },
} as const;

export type MessageKey = keyof typeof messages;
type Params<K extends MessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function t<K extends MessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
