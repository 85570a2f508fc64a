import type { RemoteContext, RemoteProps } from '@nougaterie/contracts';
import { act, render } from '@testing-library/react';
import { startTestI18n } from '@nougaterie/ui/testing';
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * `Page` at /mon-compte/mon-espace beside a home page whose code or texts are still downloading:
 * a navigation home waits (react-router navigates in a transition) until `showHome()`.
 */
export function renderWithHomeStillLoading(Page: ComponentType<RemoteProps>, ctx: RemoteContext) {
  let homeReady = false;
  let resolve: () => void = () => undefined;
  const homeLoads = new Promise<void>((r) => (resolve = r));
  function Home() {
    // A page whose code is still downloading suspends as React.lazy's does, by throwing the promise
    // of its arrival: with use(homeLoads) in its place, home never showed after showHome().
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a thenable is thrown
    if (!homeReady) throw homeLoads;
    return <p>Accueil</p>;
  }
  startTestI18n();
  render(
    <MemoryRouter initialEntries={['/mon-compte/mon-espace']}>
      <Suspense fallback={<p>Chargement</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/mon-compte/mon-espace" element={<Page ctx={ctx} />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return {
    showHome: () =>
      act(async () => {
        homeReady = true;
        resolve();
      }),
  };
}
