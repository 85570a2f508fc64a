import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { LAZY_SHELL_PAGES } from '../pages/shellPages';
import { makeServices, renderShell } from '../test/renderShell';
import type { RemoteLoader } from './loader';
import { useLinkPrefetch } from './useLinkPrefetch';

function Links() {
  useLinkPrefetch();
  return (
    <nav>
      <Link to="/nougatourisme">
        <span>Nougatourisme</span>
      </Link>
      <Link to="/boutique/panier">Panier</Link>
      <Link to="/la-nougaterie">La nougaterie</Link>
      <a href="https://example.org/nougatourisme">Ailleurs</a>
      <button type="button">Pas un lien</button>
    </nav>
  );
}

function setup(loaded: string[] = []) {
  const load = jest.fn(() => new Promise(() => undefined));
  const loader = {
    load,
    peek: (remote: string, module: string) => (loaded.includes(`${remote}/${module}`) ? {} : undefined),
  } as unknown as RemoteLoader;
  renderShell(<Links />, { services: makeServices({ loader }) });
  return load;
}

describe('useLinkPrefetch', () => {
  it('starts loading the remote of a link the pointer enters, from any element inside it', () => {
    const load = setup();
    fireEvent.pointerOver(screen.getByText('Nougatourisme'));
    expect(load).toHaveBeenCalledWith('visits', 'routes');
  });

  it('does the same when a link gets the keyboard focus', () => {
    const load = setup();
    screen.getByRole('link', { name: 'Panier' }).focus();
    expect(load).toHaveBeenCalledWith('checkout', 'routes');
  });

  it("starts downloading a showcase page's code and texts for a link to it", () => {
    const history = jest.spyOn(LAZY_SHELL_PAGES, 'history').mockReturnValue(new Promise(() => undefined));
    const load = setup();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'La nougaterie' }));
    expect(history).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    history.mockRestore();
  });

  it('leaves other sites and non-links alone', () => {
    const load = setup();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Ailleurs' }));
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Pas un lien' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('does not load a remote again once it is loaded', () => {
    const load = setup(['visits/routes']);
    fireEvent.pointerOver(screen.getByText('Nougatourisme'));
    expect(load).not.toHaveBeenCalled();
  });
});
