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
} as const;

export type MessageKey = keyof typeof messages;
type Params<K extends MessageKey> = Parameters<(typeof messages)[K]['fr']>[0];

export function t<K extends MessageKey>(lang: Lang, key: K, ...params: Params<K> extends undefined ? [] : [Params<K>]): string {
  const render = messages[key][lang] as (p?: Params<K>) => string;
  return render(params[0]);
}
