import { remoteForPath } from './remoteForPath';

describe('remoteForPath: the remote to preload for a page', () => {
  it.each([
    ['/', 'catalog'],
    ['/boutique', 'catalog'],
    ['/boutique/nougats', 'catalog'],
    ['/boutique/nougats/nougat-blanc-tendre', 'catalog'],
    ['/boutique/panier', 'checkout'],
    ['/boutique/recapitulatif/42', 'checkout'],
    ['/nougatourisme', 'visits'],
    ['/visites', 'visits'],
    ['/visites/le-parcours-gourmand', 'visits'],
    ['/visites/merci', 'visits'],
    ['/mon-compte/mes-commandes', 'account'],
    ['/sign/reset-password/abc', 'account'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/la-nougaterie', '/legal/mentions-legales', '/maintenance', '/nulle-part', '/boutique/a/b/c'])(
    '%s needs no remote (a shell page or a 404)',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
    },
  );
});
