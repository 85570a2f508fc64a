import type { FirmField, Lang } from '@nougaterie/contracts';
import type { ShopHoursProblem, ShopIdentityProblem } from '@nougaterie/contracts/admin';

/** The identity's fields as the back office's panel names them. */
const FIELD_NAMES: Record<FirmField, { fr: string; en: string }> = {
  name: { fr: 'nom commercial', en: 'trading name' },
  legalName: { fr: 'raison sociale', en: 'legal name' },
  legalForm: { fr: 'forme juridique', en: 'legal form' },
  capital: { fr: 'capital', en: 'share capital' },
  street: { fr: 'adresse', en: 'address' },
  zipcode: { fr: 'code postal', en: 'postcode' },
  city: { fr: 'ville', en: 'town' },
  region: { fr: 'département', en: 'county' },
  country: { fr: 'pays', en: 'country' },
  phone: { fr: 'téléphone (international)', en: 'phone (international)' },
  phoneDisplay: { fr: 'téléphone affiché', en: 'phone as shown' },
  email: { fr: 'e-mail', en: 'e-mail' },
  rcs: { fr: 'RCS', en: 'trade register (RCS)' },
  siret: { fr: 'SIRET', en: 'SIRET' },
  vat: { fr: 'n° de TVA intracommunautaire', en: 'EU VAT number' },
  director: { fr: 'directeur de la publication', en: 'publication director' },
  directorRole: { fr: 'fonction du directeur', en: "director's role" },
  dpoEmail: { fr: 'e-mail données personnelles', en: 'personal data e-mail' },
  hostName: { fr: 'hébergeur', en: 'host' },
  hostAddress: { fr: "adresse de l'hébergeur", en: "host's address" },
  hostPhone: { fr: "téléphone de l'hébergeur", en: "host's phone" },
  mediator: { fr: 'médiateur de la consommation', en: 'consumer mediator' },
  mediatorAddress: { fr: 'adresse du médiateur', en: "mediator's address" },
  mediatorUrl: { fr: 'site du médiateur', en: "mediator's website" },
  'bank.holder': { fr: 'titulaire du compte', en: 'account holder' },
  'bank.iban': { fr: 'IBAN', en: 'IBAN' },
  'bank.bic': { fr: 'BIC', en: 'BIC' },
  'geo.latitude': { fr: 'latitude', en: 'latitude' },
  'geo.longitude': { fr: 'longitude', en: 'longitude' },
};

const IDENTITY_PROBLEMS: Record<ShopIdentityProblem, { fr: string; en: string }> = {
  required: { fr: 'est obligatoire.', en: 'is required.' },
  siret: { fr: "n'est pas un SIRET valide (14 chiffres dont la clé est juste).", en: 'is not a valid SIRET (14 digits with a right check key).' },
  vat: {
    fr: "n'est pas un numéro de TVA français valide (FR, 2 chiffres de clé, le SIREN).",
    en: 'is not a valid French VAT number (FR, a 2-digit key, the SIREN).',
  },
  vat_siren: { fr: 'ne correspond pas au SIREN du SIRET (ses 9 premiers chiffres).', en: "does not match the SIRET's SIREN (its first 9 digits)." },
  iban: { fr: "n'est pas un IBAN valide (sa clé de contrôle ne correspond pas).", en: 'is not a valid IBAN (its check digits do not match).' },
  bic: { fr: "n'est pas un BIC valide (8 ou 11 lettres et chiffres).", en: 'is not a valid BIC (8 or 11 letters and digits).' },
  email: { fr: "n'est pas une adresse e-mail valide.", en: 'is not a valid e-mail address.' },
  phone: { fr: "n'est pas un numéro de téléphone valide.", en: 'is not a valid phone number.' },
  url: { fr: "n'est pas une adresse web valide (https://…).", en: 'is not a valid web address (https://…).' },
};

const HOURS_PROBLEMS: Record<ShopHoursProblem, { fr: string; en: string }> = {
  slot_order: {
    fr: 'un créneau finit avant de commencer, ou une heure est mal écrite (HH:MM).',
    en: 'a slot ends before it starts, or a time is badly written (HH:MM).',
  },
  slot_overlap: { fr: 'deux créneaux du même jour se chevauchent.', en: 'two slots of the same day overlap.' },
  period_date: { fr: "une date de période n'existe pas (attendu : MM-JJ).", en: 'a period date does not exist (expected: MM-DD).' },
  season_id_twice: { fr: 'deux saisons portent le même nom.', en: 'two seasons have the same name.' },
  closure_date: { fr: "une date de fermeture n'existe pas.", en: 'a closing date does not exist.' },
  closure_order: { fr: 'une fermeture finit avant de commencer.', en: 'a closure ends before it starts.' },
  closure_reason: { fr: 'une fermeture doit dire pourquoi (en français au moins).', en: 'a closure must say why (in French at least).' },
};

/** 'SIRET : n'est pas un SIRET valide…', one sentence per problem. */
export function identityProblemSentence(lang: Lang, field: FirmField, problem: ShopIdentityProblem): string {
  const name = FIELD_NAMES[field][lang];
  return `${capitalised(name)} ${IDENTITY_PROBLEMS[problem][lang]}`;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** 'closures.0 : Une fermeture finit avant de commencer.' */
export function hoursProblemSentence(lang: Lang, where: string, problem: ShopHoursProblem): string {
  return `${where}${lang === 'fr' ? ' : ' : ': '}${capitalised(HOURS_PROBLEMS[problem][lang])}`;
}

/** The whole refusal: nothing saved, and every problem. */
export function problemsSentence(lang: Lang, sentences: string[]): string {
  return `${lang === 'fr' ? 'Rien n’a été enregistré : ' : 'Nothing was saved: '}${sentences.join(' ')}`;
}
