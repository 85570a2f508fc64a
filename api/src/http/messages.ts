import type { Lang } from '@nougaterie/contracts';

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
  databaseUnavailable: {
    fr: () => 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
    en: () => 'The database is temporarily unavailable. Please try again in a moment.',
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
  alertExists: {
    fr: (p: { email: string }) => `Vous êtes déjà sur la liste : nous écrirons à ${p.email} dès que ce produit sera de retour.`,
    en: (p: { email: string }) => `You are already on the list: we will write to ${p.email} as soon as this product is back.`,
  },
  productAvailable: {
    fr: () => 'Bonne nouvelle : ce produit est disponible, vous pouvez le commander dès maintenant.',
    en: () => 'Good news: this product is available, you can order it right now.',
  },
} as const;

export type MessageKey = keyof typeof messages;
type Params<K extends MessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function t<K extends MessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
