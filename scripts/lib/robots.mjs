// robots.txt of the shop, written at serve time: its Sitemap line must name the public address.
// The disallowed paths are the routes of shared-contracts/src/routes.ts that are not public and
// mean nothing to a search engine (account, sign-in, basket and checkout steps, visit payment, the
// staff's back office).
const PRIVATE_PREFIXES = [
  '/mon-compte',
  '/sign',
  '/boutique/panier',
  '/boutique/informations',
  '/boutique/livraison',
  '/boutique/paiement',
  '/boutique/recapitulatif',
  '/boutique/confirmation',
  '/visites/paiement',
  '/visites/confirmation',
  '/visites/merci',
  '/visites/erreur',
  '/maintenance',
  '/wp-login',
  '/gestion',
];

/** @param {string} shellUrl public address of the shop, without trailing slash */
export function robotsTxt(shellUrl) {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${shellUrl}/sitemap.xml`, ''].join('\n');
}
