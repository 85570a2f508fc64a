/**
 * The firm's identity in one place: header, footer, contact blocks and legal pages read it here,
 * so a change of address or phone number is one edit.
 */
export const FIRM = {
  name: 'Nougaterie de Saint-Didier',
  legalName: 'SARL Nougaterie de Saint-Didier',
  street: "place de l'Église",
  zipcode: '84210',
  city: 'Saint-Didier',
  region: 'Vaucluse',
  country: 'France',
  phone: '+33490660000',
  phoneDisplay: '04 90 66 00 00',
  email: 'bonjour@nougaterie-saint-didier.fr',
  registry: 'RCS Avignon',
  host: 'OVHcloud, 2 rue Kellermann, 59100 Roubaix, France',
} as const;
