import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../routing/AppRoutes';
import { makeServices, renderShell } from '../test/renderShell';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the status, the lost-page message and a way home', async () => {
    renderShell(<ErrorPage status={500} />, { route: '/somewhere' });
    expect(screen.getByTestId('error-page')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByText('Oh oh...')).toBeInTheDocument();
    expect(screen.getByText("La page que vous cherchez s'est égarée…")).toBeInTheDocument();
    expect(document.title).toBe('Erreur 500 | Nougaterie de Saint-Didier');
    await userEvent.click(screen.getByRole('button', { name: "Retour à l'accueil" }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('answers 404 for an unknown route, inside the default layout', () => {
    renderShell(<AppRoutes />, { route: '/nulle-part' });
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText('Cette page est introuvable')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the error page a remote asks for on the bus, for that address only', async () => {
    // In the browser the router and window.location agree; the memory router here does not.
    window.history.pushState({}, '', '/la-nougaterie');
    const services = makeServices();
    renderShell(<AppRoutes />, { services, route: '/la-nougaterie' });
    expect(await screen.findByRole('heading', { level: 1, name: 'La nougaterie' })).toBeInTheDocument();
    act(() => services.bus.emit('shell:error', { status: 404 }));
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
  });
});
