import type { RemoteContext, RemoteProps } from '@nougaterie/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// The shell owns the i18next instance; tests stand in for it with an empty one.
if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({ lng: 'fr', fallbackLng: 'fr', resources: {}, interpolation: { escapeValue: false } });
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/** Renders a page as the shell does: inside a router, on `path`, with `ctx`. */
export function renderPage(Page: ComponentType<RemoteProps>, ctx: RemoteContext, { path, url }: { path: string; url: string }) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Page ctx={ctx} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** userEvent without the pause between keystrokes: same events, a fraction of the time. */
export const user = userEvent.setup({ delay: null });
