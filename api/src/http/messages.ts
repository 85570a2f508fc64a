import type { AddressField, Lang } from '@nougaterie/contracts';
import { alertsMessages } from '../alerts/messages.js';
import { authMessages } from '../auth/messages.js';
import { basketMessages } from '../basket/messages.js';
import { catalogMessages } from '../catalog/messages.js';
import { contactMessages } from '../contact/messages.js';
import { discountsMessages } from '../discounts/messages.js';
import { gdprMessages } from '../gdpr/messages.js';
import { invoicesMessages } from '../invoices/messages.js';
import { ordersMessages } from '../orders/messages.js';
import { paymentMessages } from '../payment/messages.js';
import { proMessages } from '../pro/messages.js';
import { ratelimitMessages } from '../ratelimit/messages.js';
import { resetMessages } from '../reset/messages.js';
import { toursMessages } from '../tours/messages.js';
import { userMessages } from '../user/messages.js';

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
/** The sentences several features share, or none owns (errors, validation, addresses). */
const shared = {
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
  paymentProviderUnavailable: {
    fr: () => "Le service de paiement n'a pas répondu. Aucun paiement n'a été validé ; réessayez dans quelques instants.",
    en: () => 'The payment service did not answer. No payment was confirmed; please try again in a moment.',
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
  productIdNotFound: {
    fr: (p: { id: number }) => `Aucun produit ne porte le numéro ${p.id}.`,
    en: (p: { id: number }) => `There is no product number ${p.id}.`,
  },
  authRequired: {
    fr: () => 'Connectez-vous pour accéder à cette page.',
    en: () => 'Please log in to access this page.',
  },
  basketNotFound: {
    fr: () => "Ce panier est introuvable ou a déjà été commandé. Rechargez la page pour repartir d'un panier à jour.",
    en: () => 'This basket cannot be found or has already been ordered. Reload the page to start from an up-to-date basket.',
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
  shippingUnavailable: {
    fr: () => "Ce mode de livraison n'est pas disponible pour cette adresse ou ce poids de colis.",
    en: () => 'This shipping method is not available for this address or parcel weight.',
  },
  orderNotFound: {
    fr: () => 'Cette commande est introuvable.',
    en: () => 'This order cannot be found.',
  },
  paymentDeclined: {
    fr: () => 'Paiement refusé par la banque. Votre commande reste en attente : essayez une autre carte ou un autre moyen de paiement.',
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
    fr: () => 'Cette demande de confirmation est introuvable ou a déjà été traitée.',
    en: () => 'This confirmation request cannot be found or has already been handled.',
  },
  challengeFailed: {
    fr: () => 'Code de confirmation incorrect : paiement refusé. Vous pouvez payer de nouveau.',
    en: () => 'Wrong confirmation code: payment declined. You can pay again.',
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
  slotPast: {
    fr: () => 'Ce créneau est déjà commencé ou passé. Choisissez-en un autre.',
    en: () => 'This time slot has already started or passed. Please choose another one.',
  },
  bookingNotFound: {
    fr: () => 'Cette réservation est introuvable.',
    en: () => 'This booking cannot be found.',
  },
  holdExpired: {
    fr: (p: { minutes: number }) => `Les places étaient réservées ${p.minutes} minutes le temps du paiement ; ce délai est passé. Recommencez la réservation.`,
    en: (p: { minutes: number }) => `The places were held for ${p.minutes} minutes while you paid; that time is over. Please book again.`,
  },
  bookingNotPayable: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} est annulée : elle ne peut plus être payée.`,
    en: (p: { reference: string }) => `The booking ${p.reference} is cancelled: it can no longer be paid.`,
  },
  bookingNotCancellable: {
    fr: (p: { reference: string }) => `La réservation ${p.reference} a expiré : il n'y a rien à annuler.`,
    en: (p: { reference: string }) => `The booking ${p.reference} has expired: there is nothing to cancel.`,
  },
} as const;

/** Each home of sentences, for the test that no key is in two of them (the later would win). */
export const MESSAGE_PARTS = {
  shared,
  alertsMessages,
  authMessages,
  basketMessages,
  catalogMessages,
  contactMessages,
  discountsMessages,
  gdprMessages,
  invoicesMessages,
  ordersMessages,
  paymentMessages,
  proMessages,
  ratelimitMessages,
  resetMessages,
  toursMessages,
  userMessages,
} as const;

/**
 * Every sentence of the api: the shared ones above, and each feature's, kept beside the code that
 * says it (`<feature>/messages.ts`). A key is unique across them (a test checks it).
 */
const messages = {
  ...shared,
  ...alertsMessages,
  ...authMessages,
  ...basketMessages,
  ...catalogMessages,
  ...contactMessages,
  ...discountsMessages,
  ...gdprMessages,
  ...invoicesMessages,
  ...ordersMessages,
  ...paymentMessages,
  ...proMessages,
  ...ratelimitMessages,
  ...resetMessages,
  ...toursMessages,
  ...userMessages,
} as const;

export type MessageKey = keyof typeof messages;
type Params<K extends MessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function t<K extends MessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
