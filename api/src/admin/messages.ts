import type { Lang } from '@nougaterie/contracts';
import type { DiscountCodeProblem, ProductProblem } from '@nougaterie/contracts/admin';

/** Why a discount code's form is refused (contracts' discountCodeProblems), one sentence each. */
const discountCodeProblems: Record<DiscountCodeProblem, { fr: string; en: string }> = {
  code_format: {
    fr: 'Le code s’écrit en 3 à 32 caractères, sans espace : lettres sans accent, chiffres, « - » ou « _ ».',
    en: 'The code has 3 to 32 characters and no spaces: letters without accents, digits, "-" or "_".',
  },
  percent_range: {
    fr: 'Le pourcentage de réduction est un nombre entier de 1 à 100.',
    en: 'The percentage off is a whole number from 1 to 100.',
  },
  amount_range: {
    fr: 'Le montant de la réduction est supérieur à 0 € et d’au plus 10 000 €, au centime près.',
    en: 'The amount off is more than €0 and at most €10,000, to the cent.',
  },
  min_amount_range: {
    fr: 'Le minimum d’achats est de 0 € ou plus (au plus 100 000 €), au centime près.',
    en: 'The minimum spend is €0 or more (at most €100,000), to the cent.',
  },
  date_invalid: {
    fr: 'Une date de validité n’existe pas au calendrier (attendu : jour et heure, heure de Paris).',
    en: 'A validity date is not in the calendar (expected: a day and a time, Paris time).',
  },
  end_before_start: {
    fr: 'La fin de validité doit venir après le début.',
    en: 'The end of validity must come after its start.',
  },
  max_uses_range: {
    fr: 'Le nombre total d’utilisations est un nombre entier d’au moins 1 (au plus 1 000 000), ou vide pour aucune limite.',
    en: 'The total number of uses is a whole number of at least 1 (at most 1,000,000), or empty for no limit.',
  },
};

/** Why a product's form is refused (contracts' productProblems), one sentence each. */
const productProblems: Record<ProductProblem, { fr: string; en: string }> = {
  name_fr_required: { fr: 'Le nom en français est obligatoire.', en: 'The French name is required.' },
  name_en_required: { fr: 'Le nom en anglais est obligatoire.', en: 'The English name is required.' },
  name_too_long: { fr: 'Un nom tient en 120 caractères au plus.', en: 'A name has at most 120 characters.' },
  description_too_long: { fr: 'Une description tient en 5 000 caractères au plus.', en: 'A description has at most 5,000 characters.' },
  slug_format: {
    fr: 'L’adresse du produit (slug) s’écrit en minuscules sans accent, chiffres et tirets simples, 120 caractères au plus, par exemple « nougat-blanc-250-g ».',
    en: 'The product’s address (slug) is lower-case letters without accents, digits and single hyphens, at most 120 characters, e.g. "nougat-blanc-250-g".',
  },
  categories_required: {
    fr: 'Choisissez au moins une catégorie (la première est la principale).',
    en: 'Choose at least one category (the first is the main one).',
  },
  categories_duplicate: { fr: 'Une catégorie est choisie deux fois.', en: 'A category is chosen twice.' },
  categories_too_many: { fr: 'Un produit est rangé dans 5 catégories au plus.', en: 'A product is filed in at most 5 categories.' },
  price_range: {
    fr: 'Le prix TTC est supérieur à 0 € et d’au plus 10 000 €, au centime près (deux décimales au plus).',
    en: 'The price including VAT is more than €0 and at most €10,000, to the cent (two decimals at most).',
  },
  discount_range: { fr: 'La promotion est un pourcentage entier de 1 à 99, ou vide.', en: 'The promotion is a whole percentage from 1 to 99, or empty.' },
  vat_rate: {
    fr: 'Le taux de TVA est l’un des taux français : 2,1 %, 5,5 %, 10 % ou 20 %.',
    en: 'The VAT rate is one of the French rates: 2.1%, 5.5%, 10% or 20%.',
  },
  weight_range: { fr: 'Le poids est un nombre entier de grammes, de 0 à 100 000.', en: 'The weight is a whole number of grams, from 0 to 100,000.' },
  stock_range: { fr: 'Le stock est un nombre entier de 0 à 1 000 000.', en: 'The stock is a whole number from 0 to 1,000,000.' },
  low_stock_threshold_range: {
    fr: 'Le seuil de stock bas est un nombre entier de 0 à 100 000.',
    en: 'The low-stock threshold is a whole number from 0 to 100,000.',
  },
};

/**
 * The back office's sentences, in both languages. Kept apart from http/messages.ts (the shop's):
 * staff-only wording. Sections per area; add keys to your area's section.
 */
const messages = {
  // ── staff sessions and accounts ──
  staffAuthRequired: {
    fr: () => 'Connectez-vous à la gestion pour continuer.',
    en: () => 'Please log in to the back office to continue.',
  },
  staffSessionExpired: {
    fr: () => 'Votre session de gestion a expiré ou a été fermée. Reconnectez-vous.',
    en: () => 'Your back-office session has expired or was closed. Please log in again.',
  },
  staffOnly: {
    fr: () => "Cet espace est réservé à l'équipe de la nougaterie.",
    en: () => "This area is for the nougaterie's staff only.",
  },
  ownerOnly: {
    fr: () => 'Seul un responsable (rôle propriétaire) peut faire cela.',
    en: () => 'Only an owner can do this.',
  },
  staffInvalidCredentials: {
    fr: () => 'E-mail, mot de passe ou code incorrect.',
    en: () => 'Wrong e-mail, password or code.',
  },
  staffLoggedOut: {
    fr: () => 'Vous êtes déconnecté de la gestion.',
    en: () => 'You are logged out of the back office.',
  },
  enrolmentNotFound: {
    fr: () => "Ce lien d'inscription n'est plus valable (déjà utilisé, expiré ou inconnu). Demandez-en un nouveau à un responsable.",
    en: () => 'This enrolment link is no longer valid (already used, expired or unknown). Ask an owner for a new one.',
  },
  enrolmentCodeWrong: {
    fr: () => "Ce code ne correspond pas à l'application. Vérifiez que l'heure du téléphone est juste et saisissez le code affiché.",
    en: () => "This code does not match the app. Check that the phone's clock is right and type the code shown.",
  },
  staffEmailTaken: {
    fr: () => "Cette adresse fait déjà partie de l'équipe. Pour lui renvoyer un lien, utilisez « Nouvelle invitation ».",
    en: () => 'This address is already on the team. To send them a new link, use "Invite again".',
  },
  staffNotFound: {
    fr: () => "Ce membre de l'équipe n'existe pas.",
    en: () => 'This staff member does not exist.',
  },
  cannotDisableSelf: {
    fr: () => 'Vous ne pouvez pas désactiver votre propre compte.',
    en: () => 'You cannot disable your own account.',
  },
  lastOwner: {
    fr: () => "C'est le dernier responsable actif : invitez un autre responsable avant de le désactiver.",
    en: () => 'This is the last active owner: invite another owner before disabling them.',
  },
  transferExpiryBeforeReminder: {
    fr: () => "Le délai d'annulation d'un virement doit être plus long que celui de la relance.",
    en: () => 'The transfer cancellation delay must be longer than the reminder delay.',
  },

  // ── orders, stock, customers ──
  adminOrderNotFound: {
    fr: (p: { reference: string }) => `La commande ${p.reference} n'existe pas.`,
    en: (p: { reference: string }) => `There is no order ${p.reference}.`,
  },
  orderTransitionRefused: {
    fr: (p: { reference: string; from: string; to: string }) => `La commande ${p.reference} ne peut pas passer de l'état « ${p.from} » à l'état « ${p.to} ».`,
    en: (p: { reference: string; from: string; to: string }) => `Order ${p.reference} cannot go from “${p.from}” to “${p.to}”.`,
  },
  cardOrderPaidOnline: {
    fr: (p: { reference: string }) => `La commande ${p.reference} se paie par carte, en ligne : seul un virement ou un paiement en boutique s'enregistre ici.`,
    en: (p: { reference: string }) => `Order ${p.reference} is paid by card, online: only a bank transfer or a payment at the shop is recorded here.`,
  },
  trackingRequired: {
    fr: () => 'Pour expédier la commande, indiquez le transporteur et le numéro de suivi.',
    en: () => 'To ship the order, give the carrier and the tracking number.',
  },
  orderPaymentInProgress: {
    fr: (p: { reference: string }) => `Un paiement par carte de la commande ${p.reference} est en cours : réessayez dans quelques secondes.`,
    en: (p: { reference: string }) => `A card payment of order ${p.reference} is under way: try again in a few seconds.`,
  },
  orderNotPaid: {
    fr: (p: { reference: string }) => `La commande ${p.reference} n'a pas été payée : il n'y a rien à rembourser.`,
    en: (p: { reference: string }) => `Order ${p.reference} was never paid: there is nothing to refund.`,
  },
  refundTooLarge: {
    fr: (p: { refundable: string }) => `Le remboursement dépasse ce qui reste remboursable sur cette commande : ${p.refundable}.`,
    en: (p: { refundable: string }) => `The refund is more than is left to refund on this order: ${p.refundable}.`,
  },
  refundTooSmall: {
    fr: () => "Le montant à rembourser est d'au moins 0,01 €.",
    en: () => 'The amount to refund is at least €0.01.',
  },
  refundRefusedByProvider: {
    fr: () => 'Le prestataire de paiement a refusé ce remboursement : rien n’a été enregistré.',
    en: () => 'The payment provider refused this refund: nothing was recorded.',
  },
  refundProviderUnavailable: {
    fr: () =>
      "Le prestataire de paiement ne répond pas : le remboursement lui sera redemandé automatiquement et s'affichera une fois confirmé. Ne le refaites pas.",
    en: () => 'The payment provider does not answer: the refund will be asked again automatically and shows once confirmed. Do not make it again.',
  },
  invalidDay: {
    fr: () => "Cette date n'existe pas au calendrier (attendu : AAAA-MM-JJ).",
    en: () => 'This date is not in the calendar (expected: YYYY-MM-DD).',
  },
  exportRange: {
    fr: () => "La période de l'export va d'un jour à un jour suivant ou égal, sur 366 jours au plus.",
    en: () => 'The export runs from a day to the same or a later day, over 366 days at most.',
  },
  stockProductNotFound: {
    fr: () => "Ce produit n'existe pas.",
    en: () => 'There is no such product.',
  },
  inboxMessageNotFound: {
    fr: () => "Ce message n'existe pas.",
    en: () => 'There is no such message.',
  },
  customerNotFound: {
    fr: () => "Ce client n'existe pas.",
    en: () => 'There is no such customer.',
  },
  pointsBelowZero: {
    fr: (p: { balance: number }) => `Le solde de points ne peut pas devenir négatif : ce client a ${p.balance} point${p.balance > 1 ? 's' : ''}.`,
    en: (p: { balance: number }) => `The points balance cannot go below zero: this customer has ${p.balance} point${p.balance === 1 ? '' : 's'}.`,
  },

  // ── discount codes ──
  discountCodeNotFound: {
    fr: () => "Ce code de réduction n'existe pas.",
    en: () => 'There is no such discount code.',
  },
  discountCodeTaken: {
    fr: (p: { code: string }) => `Le code ${p.code} existe déjà (les majuscules et minuscules ne comptent pas) : choisissez-en un autre ou modifiez celui-là.`,
    en: (p: { code: string }) => `The code ${p.code} already exists (upper or lower case makes no difference): choose another or edit that one.`,
  },
  discountCodeProblem: {
    fr: (p: { problem: DiscountCodeProblem }) => discountCodeProblems[p.problem].fr,
    en: (p: { problem: DiscountCodeProblem }) => discountCodeProblems[p.problem].en,
  },
  discountCodeMaxBelowUses: {
    fr: (p: { uses: number }) => `Ce code a déjà servi ${p.uses} fois : le nombre total d'utilisations ne peut pas être plus petit.`,
    en: (p: { uses: number }) => `This code has already been used ${p.uses} time${p.uses === 1 ? '' : 's'}: the total number of uses cannot be lower.`,
  },

  // ── products ──
  productProblem: {
    fr: (p: { problem: ProductProblem }) => productProblems[p.problem].fr,
    en: (p: { problem: ProductProblem }) => productProblems[p.problem].en,
  },
  productCategoryUnknown: {
    fr: (p: { slug: string }) => `La catégorie « ${p.slug} » n'existe pas.`,
    en: (p: { slug: string }) => `There is no category "${p.slug}".`,
  },
  productSlugTaken: {
    fr: (p: { slug: string; name: string }) => `L'adresse « ${p.slug} » est déjà celle du produit « ${p.name} » : choisissez-en une autre.`,
    en: (p: { slug: string; name: string }) => `The address "${p.slug}" is already that of the product "${p.name}": choose another.`,
  },
  productInOrders: {
    fr: (p: { lines: number }) =>
      `Ce produit figure dans ${p.lines} ligne${p.lines > 1 ? 's' : ''} de commande : il ne peut pas être supprimé. Masquez-le plutôt, il disparaîtra de la boutique.`,
    en: (p: { lines: number }) =>
      `This product is on ${p.lines} order line${p.lines === 1 ? '' : 's'}: it cannot be deleted. Hide it instead, and it leaves the shop.`,
  },
  productStockChanged: {
    fr: (p: { stock: number }) =>
      `Le stock a changé depuis l'ouverture de la fiche (des commandes sont passées) : il est maintenant de ${p.stock}. Vérifiez-le puis enregistrez à nouveau.`,
    en: (p: { stock: number }) => `The stock changed since the form was opened (orders were placed): it is now ${p.stock}. Check it and save again.`,
  },
  // ── product photos ──
  photoTooLarge: {
    fr: () => 'Cette photo pèse plus de 10 Mo : réduisez-la ou exportez-la en JPEG, puis envoyez-la à nouveau.',
    en: () => 'This photo is over 10 MB: make it smaller or export it as JPEG, then send it again.',
  },
  photoType: {
    fr: () => 'Ce fichier n’est pas une photo JPEG, PNG ou WebP (son contenu compte, pas son nom) : rien n’a été enregistré.',
    en: () => 'This file is not a JPEG, PNG or WebP photo (its content counts, not its name): nothing was saved.',
  },
  photoPixels: {
    fr: () => 'Cette photo a trop de pixels (50 millions au plus) : réduisez-la, puis envoyez-la à nouveau.',
    en: () => 'This photo has too many pixels (50 million at most): make it smaller, then send it again.',
  },
  photoUnreadable: {
    fr: () => 'Cette photo est abîmée ou illisible : rien n’a été enregistré.',
    en: () => 'This photo is damaged or unreadable: nothing was saved.',
  },
  photoMissing: {
    fr: () => 'Aucune photo reçue : choisissez un fichier JPEG, PNG ou WebP.',
    en: () => 'No photo received: choose a JPEG, PNG or WebP file.',
  },
  photoTooMany: {
    fr: (p: { max: number }) => `Un produit a ${p.max} photos au plus : supprimez-en une avant d’en ajouter.`,
    en: (p: { max: number }) => `A product has at most ${p.max} photos: delete one before adding another.`,
  },
  photoNotFound: {
    fr: () => "Cette photo n'existe pas (ou plus) pour ce produit.",
    en: () => 'There is no such photo (any more) for this product.',
  },
  photoOrder: {
    fr: () => 'Le nouvel ordre doit nommer chaque photo du produit une fois : rechargez la page et recommencez.',
    en: () => 'The new order must name each of the product’s photos once: reload the page and try again.',
  },
  // The order's history (order_events.detail), in the words of whoever caused the event.
  pointsTakenBackPartly: {
    fr: (p: { taken: number; earned: number }) => `Points gagnés repris : ${p.taken} sur ${p.earned}, le solde du client n'en permettait pas plus.`,
    en: (p: { taken: number; earned: number }) => `Earned points taken back: ${p.taken} of ${p.earned}, all the customer's balance allowed.`,
  },
  expiredCard: {
    fr: (p: { minutes: number }) => `Annulée automatiquement : paiement par carte non reçu en ${p.minutes} min.`,
    en: (p: { minutes: number }) => `Cancelled automatically: card payment not received within ${p.minutes} min.`,
  },
  expiredTransfer: {
    fr: (p: { days: number }) => `Annulée automatiquement : virement non reçu en ${p.days} jours.`,
    en: (p: { days: number }) => `Cancelled automatically: bank transfer not received within ${p.days} days.`,
  },
} as const;

export type AdminMessageKey = keyof typeof messages;
type Params<K extends AdminMessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function at<K extends AdminMessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
