import { FIRM } from '@nougaterie/contracts';

/** schema.org description of the shop, so search engines show its address and phone. */
export function firmJsonLd(url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ConfectioneryStore',
    name: FIRM.name,
    url,
    telephone: FIRM.phone,
    email: FIRM.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: FIRM.street,
      postalCode: FIRM.zipcode,
      addressLocality: FIRM.city,
      addressRegion: FIRM.region,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', ...FIRM.geo },
  };
}
