import type { SessionState, User } from '@nougaterie/contracts';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
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

describe('GuardGate', () => {
  it('waits for the start-up sequence before deciding', () => {
    const { services, state } = withState({ ready: false });
    renderShell(
      gate('/mon-compte', ['requiresAuth']), { services, route: '/mon-compte' },
    );
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/mon-compte');
    act(() => state.next({ ...state.value, ready: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sign/login?redirect=%2Fmon-compte');
  });

  it('renders the page when the guards allow it', () => {
    const { services } = withState({ ready: true, user: { id: 1 } as unknown as User });
    renderShell(
      gate('/mon-compte', ['requiresAuth']), { services, route: '/mon-compte' },
    );
    expect(screen.getByText('Contenu protégé')).toBeInTheDocument();
  });

  it('shows a 500 for a guard it does not know', () => {
    const { services } = withState({ ready: true });
    renderShell(
      gate('/x', ['requiresUnicorn']), { services, route: '/x' },
    );
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.queryByText('Contenu protégé')).not.toBeInTheDocument();
  });

  it('stays at home when requiresBasket sends home', () => {
    const { services } = withState({ ready: true, basket: null });
    renderShell(
      gate('/', ['requiresBasket']), { services, route: '/' },
    );
    expect(screen.getByText('Contenu protégé')).toBeInTheDocument();
  });

  it('sends every page to /maintenance during maintenance, without waiting', () => {
    const { services } = withState({
      ready: false,
      settings: { fidelite_from: 10, franco_port: 90, point_value: 0.1, maintenance: true },
    });
    renderShell(
      gate('/boutique', []), { services, route: '/boutique' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance$/);
  });
});
