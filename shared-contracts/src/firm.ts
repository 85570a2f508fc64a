/**
 * The firm's identity in one place: the shell's header, footer, contact blocks and legal pages and
 * the api's mails read it here (texts interpolate these values), so a change of address,
 * registration, bank account or host is one edit.
 */
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
  /** Where bank transfers go (a placeholder account until the shop gives its own). */
  bank: { holder: 'Nougaterie de Saint-Didier', iban: 'FR76 3000 4000 0500 0012 3456 789', bic: 'BNPAFRPPXXX' },
  /** Where the shop stands, for the map and structured data. */
  geo: { latitude: 44.0047, longitude: 5.1108 },
} as const;
