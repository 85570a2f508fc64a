import type { Firm } from '@nougaterie/contracts';

/** schema.org description of the shop, so search engines show its address and phone. */
export function firmJsonLd(url: string, firm: Firm) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ConfectioneryStore',
    name: firm.name,
    url,
    telephone: firm.phone,
    email: firm.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.street,
      postalCode: firm.zipcode,
      addressLocality: firm.city,
      addressRegion: firm.region,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', ...firm.geo },
  };
}
