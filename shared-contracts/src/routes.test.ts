import { inSitemap, ROUTES, STAFF_PATH, routeOf, routeParams, routePattern, routeScore } from './routes.js';

const matches = (path: string, pathname: string) => new RegExp(routePattern(path), 'i').test(pathname);

describe('a trailing splat, as react-router matches it', () => {
  it('matches the prefix itself and anything below it, not a longer word', () => {
    for (const pathname of ['/gestion', '/gestion/', '/gestion/commandes', '/gestion/commandes/NSD-2026-000042/', '/GESTION/stock']) {
      expect([pathname, matches('/gestion/*', pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/gestionnaire', '/', '/boutique/gestion']) {
      expect([pathname, matches('/gestion/*', pathname)]).toEqual([pathname, false]);
    }
  });

  it('names the rest of the path `*`, after the parameters', () => {
    expect(routeParams('/a/:id/*')).toEqual(['id', '*']);
    expect(new RegExp(routePattern('/a/:id/*')).exec('/a/7/b/c')?.slice(1)).toEqual(['7', 'b/c']);
    expect(routeOf('/gestion/commandes/42')).toEqual({
      route: expect.objectContaining({ owner: 'backoffice', page: 'backoffice' }),
      params: { '*': 'commandes/42' },
    });
    expect(routeOf('/gestion')?.params).toEqual({ '*': '' });
  });

  it('ranks below the same prefix without it, as react-router does', () => {
    expect(routeScore('/gestion/*')).toBeLessThan(routeScore('/gestion'));
    expect(routeScore('/gestion/*')).toBeLessThan(routeScore('/gestion/:page'));
  });

  it('leaves the other routes as they were', () => {
    expect(routePattern('/boutique/:slug/:slugproduct')).toBe('^/boutique/([^/]+)/([^/]+)/?$');
    expect(routePattern('/visites/:slug?')).toBe('^/visites(?:/([^/]+))?/?$');
    expect(routeOf('/boutique/nougats')?.params).toEqual({ slug: 'nougats' });
  });

  it('decodes the parameters, and leaves one that is not valid percent-encoding as it is, without throwing', () => {
    expect(routeOf('/boutique/nougats/nougat-%C3%A0-l-ancienne')?.params).toEqual({ slug: 'nougats', slugproduct: 'nougat-à-l-ancienne' });
    expect(routeOf('/boutique/nougats/%E0')?.params).toEqual({ slug: 'nougats', slugproduct: '%E0' });
  });
});

describe('the back office in the route table', () => {
  it('is one private route, outside the shop: its own layout, no shop guard', () => {
    const staff = ROUTES.filter((route) => route.owner === 'backoffice');
    expect(staff).toEqual([{ path: `${STAFF_PATH}/*`, owner: 'backoffice', page: 'backoffice', layout: 'staff', guards: [], public: false, early: false }]);
    expect(ROUTES.filter((route) => route.layout === 'staff')).toEqual(staff);
  });
});

describe('public routes and the sitemap', () => {
  const byPath = (path: string) => ROUTES.find((route) => route.path === path)!;

  it('keeps pages with parameters public (indexable) but out of the sitemap, which lists them from the data', () => {
    expect(byPath('/boutique/:slug/:slugproduct').public).toBe(true);
    expect(byPath('/visites/:slug?').public).toBe(true);
    expect(ROUTES.filter(inSitemap).some((route) => route.path.includes(':'))).toBe(false);
  });

  it('lists the public pages without parameters, none of the account, checkout or staff pages', () => {
    const listed = ROUTES.filter(inSitemap).map((route) => route.path);
    expect(listed).toEqual(expect.arrayContaining(['/', '/boutique', '/nougatourisme', '/la-nougaterie']));
    for (const path of ['/mon-compte', '/sign/login', '/boutique/panier', '/visites/merci', `${STAFF_PATH}/*`]) expect(listed).not.toContain(path);
  });
});
