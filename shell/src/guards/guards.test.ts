import type { Basket, Settings, User } from '@nougaterie/contracts';
import {
  maintenance,
  noAuth,
  requiresAtLeastOneProduct,
  requiresAuth,
  requiresBasket,
  runGuards,
  type GuardInput,
} from './guards';

const user = { id: 1, email: 'marie@example.fr' } as unknown as User;
const basket = (nb_products: number) => ({ id: 'b1', nb_products }) as unknown as Basket;
const settings = (maintenanceOn: boolean) =>
  ({ fidelite_from: 10, franco_port: 90, point_value: 0.1, maintenance: maintenanceOn }) as Settings;

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
