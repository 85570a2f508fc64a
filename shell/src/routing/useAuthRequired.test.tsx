import { act, screen } from '@testing-library/react';
import { makeServices, renderShell } from '../test/renderShell';
import { useAuthRequired } from './useAuthRequired';

function Harness() {
  useAuthRequired();
  return null;
}

it("sends the visitor to login when a remote publishes 'auth:required'", () => {
  const services = makeServices();
  renderShell(<Harness />, { services, route: '/boutique/nougats' });
  act(() => services.bus.emit('auth:required', { redirect: '/boutique/nougats?fav=12' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/sign/login?redirect=%2Fboutique%2Fnougats%3Ffav%3D12');
});
