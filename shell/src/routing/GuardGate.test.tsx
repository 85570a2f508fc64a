import type { Basket, SessionState, User } from '@nougaterie/contracts';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { makeServices, renderShell } from '../test/renderShell';
import { GuardGate } from './GuardGate';

function withState(initial: Partial<SessionState>) {
  const services = makeServices();
  const state = new BehaviorSubject<SessionState>({ ...services.store.get(), ...initial });
  const store = { ...services.store, state$: state.asObservable(), get: () => state.value };
  return { services: { ...services, store }, state };
}

const Page = () => <p>Contenu protégé</p>;

/** The gate on one path only, so that a redirect really leaves it as in the app. */
const gate = (path: string, guards: string[]) => (
  <Routes>
    <Route
      path={path}
      element={
        <GuardGate guards={guards}>
          <Page />
        </GuardGate>
      }
    />
    <Route path="*" element={null} />
  </Routes>
);

/** Counts the locations the app went through; past a few it stops a loop that would never end. */
function navigationTracker(limit = 20) {
  const seen: string[] = [];
  function Track() {
    const { pathname, search } = useLocation();
    useEffect(() => {
      seen.push(`${pathname}${search}`);
      if (seen.length > limit) throw new Error(`redirect loop: ${seen.slice(-4).join(' → ')}`);
    }, [pathname, search]);
    return null;
  }
  return { seen, Track };
}

/** The checkout steps, the sign pages and the orders with their guards of the route table. */
function site(Track: () => null) {
  const guarded = (guards: string[], text: string) => (
    <GuardGate guards={guards}>
      <p>{text}</p>
    </GuardGate>
  );
  return (
    <>
      <Routes>
        <Route path="/" element={<p>Accueil</p>} />
        <Route path="/boutique/recapitulatif/:id?" element={guarded(['requiresBasket'], 'Récapitulatif')} />
        <Route path="/boutique/informations" element={guarded(['requiresBasket', 'requiresAtLeastOneProduct'], 'Informations')} />
        <Route path="/boutique/paiement" element={guarded(['requiresBasket', 'requiresAtLeastOneProduct'], 'Paiement')} />
        <Route path="/sign/login" element={guarded(['noAuth'], 'Connexion')} />
        <Route path="/mon-compte/mes-commandes" element={guarded(['requiresAuth'], 'Mes commandes')} />
      </Routes>
      <Track />
    </>
  );
}

const customer = { id: 1, email: 'marie@example.fr' } as unknown as User;

describe('GuardGate', () => {
  it.each([
    ['/boutique/recapitulatif', '/mon-compte/mes-commandes', 'Mes commandes'],
    ['/boutique/informations', '/', 'Accueil'],
    ['/boutique/paiement', '/', 'Accueil'],
  ])('takes a logged-in customer without basket from %s to %s in one redirect, no loop', (from, to, text) => {
    const { services } = withState({ ready: true, user: customer, basket: null });
    const { seen, Track } = navigationTracker();
    renderShell(site(Track), { services, route: from });
    expect(screen.getByTestId('location').textContent).toBe(to);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(seen).toEqual([from, to]);
  });

  it('waits for the basket of a login just accepted, then sends to the page asked for', () => {
    const route = `/sign/login?redirect=${encodeURIComponent('/boutique/informations')}`;
    const { services, state } = withState({ ready: true, user: null, basket: null });
    const { seen, Track } = navigationTracker();
    renderShell(site(Track), { services, route });
    act(() => state.next({ ...state.value, user: customer, signingIn: true }));
    expect(screen.getByText('Connexion')).toBeInTheDocument();
    const basket = { id: 'b1', nb_products: 2 } as unknown as Basket;
    act(() => state.next({ ...state.value, basket, signingIn: false }));
    expect(screen.getByText('Informations')).toBeInTheDocument();
    expect(seen).toEqual([route, '/boutique/informations']);
  });

  it('waits for the start-up sequence before deciding', () => {
    const { services, state } = withState({ ready: false });
    renderShell(gate('/mon-compte', ['requiresAuth']), { services, route: '/mon-compte' });
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/mon-compte');
    act(() => state.next({ ...state.value, ready: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sign/login?redirect=%2Fmon-compte');
  });

  it('renders the page when the guards allow it', () => {
    const { services } = withState({ ready: true, user: { id: 1 } as unknown as User });
    renderShell(gate('/mon-compte', ['requiresAuth']), { services, route: '/mon-compte' });
    expect(screen.getByText('Contenu protégé')).toBeInTheDocument();
  });

  it('shows a 500 for a guard it does not know', () => {
    const { services } = withState({ ready: true });
    renderShell(gate('/x', ['requiresUnicorn']), { services, route: '/x' });
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.queryByText('Contenu protégé')).not.toBeInTheDocument();
  });

  it('stays at home when requiresBasket sends home', () => {
    const { services } = withState({ ready: true, basket: null });
    renderShell(gate('/', ['requiresBasket']), { services, route: '/' });
    expect(screen.getByText('Contenu protégé')).toBeInTheDocument();
  });

  it('sends every page to /maintenance during maintenance, without waiting', () => {
    const { services } = withState({
      ready: false,
      settings: { fidelite_from: 10, franco_port: 90, point_value: 0.1, maintenance: true },
    });
    renderShell(gate('/boutique', []), { services, route: '/boutique' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance$/);
  });
});
