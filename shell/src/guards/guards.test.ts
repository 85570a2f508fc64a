import type { Basket, Settings, User } from '@nougaterie/contracts';
import { maintenance, noAuth, requiresAtLeastOneProduct, requiresAuth, requiresBasket, resolveGuards, runGuards, type Guard, type GuardInput } from './guards';

const user = { id: 1, email: 'marie@example.fr' } as unknown as User;
const basket = (nb_products: number) => ({ id: 'b1', nb_products }) as unknown as Basket;
const settings = (maintenanceOn: boolean) => ({ fidelite_from: 10, franco_port: 90, point_value: 0.1, maintenance: maintenanceOn }) as Settings;

const input = (over: Partial<GuardInput> = {}): GuardInput => ({
  pathname: '/boutique/livraison',
  search: '',
  user: null,
  basket: null,
  settings: null,
  ...over,
});

describe('noAuth', () => {
  it('sends a logged-in user home', () => {
    expect(noAuth(input({ pathname: '/sign/login', user }))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('lets an anonymous visitor through', () => {
    expect(noAuth(input({ pathname: '/sign/login' }))).toEqual({ kind: 'allow' });
  });
  it('sends a user who just logged in to the page they asked for', () => {
    const search = '?redirect=%2Fmon-compte%2Fmes-commandes%3Fx%3D1';
    expect(noAuth(input({ pathname: '/sign/login', search, user }))).toEqual({
      kind: 'redirect',
      to: '/mon-compte/mes-commandes?x=1',
    });
  });
  it('never follows a redirect to another site', () => {
    const search = `?redirect=${encodeURIComponent('//evil.example/x')}`;
    expect(noAuth(input({ pathname: '/sign/login', search, user }))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('requiresAuth', () => {
  it('sends an anonymous visitor to login with the wanted path and query as redirect', () => {
    const result = requiresAuth(input({ pathname: '/mon-compte/mes-commandes', search: '?page=2' }));
    expect(result).toEqual({ kind: 'redirect', to: '/sign/login?redirect=%2Fmon-compte%2Fmes-commandes%3Fpage%3D2' });
  });
  it('lets a logged-in user through', () => {
    expect(requiresAuth(input({ pathname: '/mon-compte', user }))).toEqual({ kind: 'allow' });
  });
});

describe('requiresBasket', () => {
  it('sends a visitor without basket to login with a redirect', () => {
    expect(requiresBasket(input())).toEqual({ kind: 'redirect', to: '/sign/login?redirect=%2Fboutique%2Flivraison' });
  });
  it('sends a visitor without basket who is at home to home', () => {
    expect(requiresBasket(input({ pathname: '/' }))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('lets a visitor with a basket through, even an empty one', () => {
    expect(requiresBasket(input({ basket: basket(0) }))).toEqual({ kind: 'allow' });
  });
  it('never sends a logged-in customer without basket to login, which would send them back', () => {
    expect(requiresBasket(input({ pathname: '/boutique/paiement', user }))).toEqual({ kind: 'redirect', to: '/' });
    expect(requiresBasket(input({ pathname: '/boutique/informations', user }))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends a customer back on the summary after their order to their orders, the last one first', () => {
    expect(requiresBasket(input({ pathname: '/boutique/recapitulatif', user }))).toEqual({
      kind: 'redirect',
      to: '/mon-compte/mes-commandes',
    });
    expect(requiresBasket(input({ pathname: '/boutique/recapitulatif/42', user }))).toEqual({
      kind: 'redirect',
      to: '/mon-compte/mes-commandes',
    });
  });
  it('lets anyone reach the summary of a basket named by its id: the pay link mailed after a declined card', () => {
    const link = '/boutique/recapitulatif/5f0c3a52-6a0e-4a3f-9a43-1c1d7c1a0b11';
    expect(requiresBasket(input({ pathname: link }))).toEqual({ kind: 'allow' });
    expect(requiresBasket(input({ pathname: link, user }))).toEqual({ kind: 'allow' });
    expect(resolveGuards(['requiresBasket', 'maintenance'], input({ pathname: link, search: '?lang=en' }))).toEqual({ kind: 'allow' });
    expect(requiresBasket(input({ pathname: '/boutique/recapitulatif/not-a-basket' }))).toEqual({
      kind: 'redirect',
      to: '/sign/login?redirect=%2Fboutique%2Frecapitulatif%2Fnot-a-basket',
    });
  });
});

describe('requiresAtLeastOneProduct', () => {
  it('sends an empty basket home with the wanted path as redirect', () => {
    expect(requiresAtLeastOneProduct(input({ basket: basket(0) }))).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Fboutique%2Flivraison',
    });
  });
  it('treats a missing basket as empty', () => {
    expect(requiresAtLeastOneProduct(input())).toMatchObject({ kind: 'redirect', to: '/?redirect=%2Fboutique%2Flivraison' });
  });
  it('lets a basket with products through', () => {
    expect(requiresAtLeastOneProduct(input({ basket: basket(2) }))).toEqual({ kind: 'allow' });
  });
});

describe('maintenance', () => {
  it('sends anyone on /maintenance home when the site is not in maintenance', () => {
    expect(maintenance(input({ pathname: '/maintenance', settings: settings(false) }))).toEqual({ kind: 'redirect', to: '/' });
    expect(maintenance(input({ pathname: '/maintenance', user }))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('keeps /maintenance during maintenance', () => {
    expect(maintenance(input({ pathname: '/maintenance', settings: settings(true) }))).toEqual({ kind: 'allow' });
  });
  it('sends every other page to /maintenance during maintenance', () => {
    expect(maintenance(input({ pathname: '/boutique', settings: settings(true) }))).toEqual({
      kind: 'redirect',
      to: '/maintenance',
    });
  });
  it('leaves other pages alone outside maintenance', () => {
    expect(maintenance(input({ pathname: '/boutique', settings: settings(false) }))).toEqual({ kind: 'allow' });
  });
});

describe('runGuards', () => {
  it('allows when every guard allows', () => {
    expect(runGuards(['requiresBasket', 'requiresAtLeastOneProduct'], input({ basket: basket(1) }))).toEqual({
      kind: 'allow',
    });
  });
  it('stops at the first guard that refuses', () => {
    expect(runGuards(['requiresBasket', 'requiresAtLeastOneProduct'], input({ basket: basket(0) }))).toEqual({
      kind: 'redirect',
      to: '/?redirect=%2Fboutique%2Flivraison',
    });
  });
  it('answers 500 for a guard it does not know', () => {
    expect(runGuards(['requiresUnicorn'], input({ user }))).toEqual({ kind: 'error', status: 500 });
  });
  it('allows when there is no guard', () => {
    expect(runGuards([], input())).toEqual({ kind: 'allow' });
  });
});

describe('resolveGuards', () => {
  const summary = ['requiresBasket', 'maintenance'];
  const step = ['requiresBasket', 'requiresAtLeastOneProduct', 'maintenance'];

  it.each([
    ['/boutique/recapitulatif', summary, '/mon-compte/mes-commandes'],
    ['/boutique/informations', step, '/'],
    ['/boutique/paiement', step, '/'],
  ])('ends a logged-in customer without basket on %s on a page that takes them (%s)', (pathname, names, to) => {
    expect(resolveGuards(names, input({ pathname, user }))).toEqual({ kind: 'redirect', to });
  });

  it('follows a redirect through the target page’s guards to where it ends', () => {
    // /sign/login?redirect=… with a user: noAuth sends on to the step, which sends home.
    const search = `?redirect=${encodeURIComponent('/boutique/paiement')}`;
    expect(resolveGuards(['noAuth', 'maintenance'], input({ pathname: '/sign/login', search, user }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('gives the target page of a visitor its own guards: a step without basket asks for login once', () => {
    expect(resolveGuards(step, input({ pathname: '/boutique/paiement' }))).toEqual({
      kind: 'redirect',
      to: '/sign/login?redirect=%2Fboutique%2Fpaiement',
    });
  });

  it('stays where a guard sends to the page it judges (requiresBasket at home)', () => {
    expect(resolveGuards(summary, input({ pathname: '/' }))).toEqual({ kind: 'allow' });
  });

  it('allows what the guards allow', () => {
    expect(resolveGuards(step, input({ basket: basket(1) }))).toEqual({ kind: 'allow' });
  });

  it('keeps the 500 of an unknown guard on the page itself', () => {
    expect(resolveGuards(['requiresUnicorn'], input({ user }))).toEqual({ kind: 'error', status: 500 });
  });

  it('sends to maintenance in one step during maintenance', () => {
    expect(resolveGuards(step, input({ user, settings: settings(true) }))).toEqual({ kind: 'redirect', to: '/maintenance' });
  });

  describe('by construction, whatever the guards', () => {
    const to =
      (target: string): Guard =>
      () => ({ kind: 'redirect', to: target });
    const table = (routes: Record<string, string[]>, guards: Record<string, Guard>) => ({
      guards: { ...guards, allow: () => ({ kind: 'allow' }) as const },
      namesAt: (pathname: string) => routes[pathname] ?? ['allow'],
    });

    it('ends a two-page loop at home', () => {
      const t = table({ '/a': ['toB'], '/b': ['toA'] }, { toA: to('/a'), toB: to('/b') });
      expect(resolveGuards(['toB'], input({ pathname: '/a' }), t)).toEqual({ kind: 'redirect', to: '/' });
    });

    it('ends a loop whose query grows at each turn at home', () => {
      const grow: Guard = (i) => ({ kind: 'redirect', to: `/a?redirect=${encodeURIComponent(i.pathname + i.search)}` });
      const t = table({ '/a': ['grow'] }, { grow });
      expect(resolveGuards(['grow'], input({ pathname: '/a' }), t)).toEqual({ kind: 'redirect', to: '/' });
    });

    it('answers 500 rather than loop when home itself is in the loop', () => {
      const t = table({ '/': ['toA'], '/a': ['home'] }, { toA: to('/a'), home: to('/') });
      expect(resolveGuards(['toA'], input({ pathname: '/b' }), t)).toEqual({ kind: 'error', status: 500 });
    });

    it('gives a destination that its own guards allow, so arriving there redirects no more', () => {
      const t = table({ '/a': ['toB'], '/b': ['toC'], '/c': ['allow'] }, { toB: to('/b'), toC: to('/c') });
      const first = resolveGuards(['toB'], input({ pathname: '/a' }), t);
      expect(first).toEqual({ kind: 'redirect', to: '/c' });
      expect(resolveGuards(t.namesAt('/c'), input({ pathname: '/c' }), t)).toEqual({ kind: 'allow' });
    });
  });
});
