import { EARLY_SLOT_ATTRIBUTE } from '@nougaterie/contracts';
import { GlobalStyle } from '@nougaterie/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConsentBanner } from '../consent/ConsentBanner';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { ShellProvider, type ShellServices } from '../federation/ShellContext';
import { DefaultLayout } from '../layout/DefaultLayout';
import { OrderLayout } from '../layout/OrderLayout';
import { PageArea } from '../routing/RoutePage';
import type { FramedLayout } from './frames';

/** The app's own layout components (routing/AppRoutes.tsx), so that the frame is what they render. */
const LAYOUTS = { default: DefaultLayout, order: OrderLayout } satisfies Record<FramedLayout, unknown>;

/** A path no route of the menus points at: no menu link of the frame shows as the current page. */
export const FRAME_PATH = '/__frame';

/**
 * What index.html shows before any script has run (prerendered at build time, frame/server.tsx):
 * a layout (the shop's default one, or the checkout steps' `order` one) with the placeholder a
 * page shows while its code loads, and the consent banner of a first visit. The same components
 * as the app's, so the app's first render replaces it with the same header in the same place.
 */
export function Frame({ services, layout = 'default' }: { services: ShellServices; layout?: FramedLayout }) {
  const Layout = LAYOUTS[layout];
  return (
    <ShellProvider services={services}>
      <GlobalStyle />
      <MemoryRouter initialEntries={[FRAME_PATH]}>
        <Routes>
          <Route element={<Layout />}>
            <Route
              path="*"
              element={
                // Where the page's remote may paint an early view before the app (contracts' early.ts).
                <PageArea {...{ [EARLY_SLOT_ATTRIBUTE]: '' }}>
                  <RemoteSkeleton />
                </PageArea>
              }
            />
          </Route>
        </Routes>
        <ConsentBanner />
      </MemoryRouter>
    </ShellProvider>
  );
}
