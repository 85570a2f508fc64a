/**
 * The firm's identity: the shell's header, footer, contact blocks and legal pages and the api's
 * mails, invoices and PDFs read it (texts interpolate these values).
 *
 * The shop's real identity is data (#22, #23): the api keeps it in its database (table
 * shop_identity), first filled from its configuration (SHOP_IDENTITY_FILE), then edited by an
 * owner in the back office (/gestion/reglages), and answers it to every page (GET /api/shop/info,
 * kept in the session store: shopInfo$). FIRM below is the demonstration firm: the api's identity
 * until one is configured, and the front ends' build-time value for the first paint (prerendered
 * pages) until the api's answer is there. Its invented numbers are listed in FIRM_PLACEHOLDERS:
 * the api refuses to start in production while one of them is still the shop's.
 */
export interface Firm {
  name: string;
  legalName: string;
  legalForm: string;
  capital: string;
  street: string;
  zipcode: string;
  city: string;
  region: string;
  country: string;
  /** E.164, for tel: links; phoneDisplay is how it is written on pages. */
  phone: string;
  phoneDisplay: string;
  email: string;
  rcs: string;
  siret: string;
  vat: string;
  director: string;
  directorRole: string;
  dpoEmail: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
  mediator: string;
  mediatorAddress: string;
  mediatorUrl: string;
  /** Where bank transfers go. */
  bank: { holder: string; iban: string; bic: string };
  /** Where the shop stands, for the map and structured data. */
  geo: { latitude: number; longitude: number };
}

/** The demonstration firm (see above): never the identity of a shop in production. */
export const FIRM = {
  name: 'Nougaterie de Saint-Didier',
  legalName: 'SARL Nougaterie de Saint-Didier',
  legalForm: 'SARL',
  capital: '50 000 €',
  street: "place de l'Église",
  zipcode: '84210',
  city: 'Saint-Didier',
  region: 'Vaucluse',
  country: 'France',
  phone: '+33490660000',
  phoneDisplay: '04 90 66 00 00',
  email: 'bonjour@nougaterie-saint-didier.fr',
  rcs: 'RCS Avignon 812 345 678',
  siret: '812 345 678 00019',
  vat: 'FR 47 812345678',
  director: 'Claire Reynaud',
  directorRole: 'gérante',
  dpoEmail: 'donnees@nougaterie-saint-didier.fr',
  hostName: 'OVH SAS (OVHcloud)',
  hostAddress: '2 rue Kellermann, 59100 Roubaix, France',
  hostPhone: '+33 9 72 10 10 07',
  mediator: 'CM2C (Centre de la médiation de la consommation de conciliateurs de justice)',
  mediatorAddress: '49 rue de Ponthieu, 75008 Paris',
  mediatorUrl: 'https://www.cm2c.net',
  /** A placeholder account until the shop gives its own. */
  bank: { holder: 'Nougaterie de Saint-Didier', iban: 'FR76 3000 4000 0500 0012 3456 789', bic: 'BNPAFRPPXXX' },
  geo: { latitude: 44.0047, longitude: 5.1108 },
} as const satisfies Firm;

/** A field of the firm, the bank's and the map's as 'bank.iban', 'geo.latitude'. */
export type FirmField = Exclude<keyof Firm, 'bank' | 'geo'> | `bank.${keyof Firm['bank']}` | `geo.${keyof Firm['geo']}`;
