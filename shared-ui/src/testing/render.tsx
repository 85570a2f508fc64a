import type { RemoteContext, RemoteProps } from '@nougaterie/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startTestI18n } from './i18n.js';

/** Shows the current address (path, query and hash), so a test can check where a link or button led. */
function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/**
 * Renders `page` at `url` the way the shell does: i18next started, inside a router, under its
 * route pattern `path`; any other address renders nothing but the `location` probe.
 */
export function renderAt(url: string, path: string, page: ReactElement) {
  startTestI18n();
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** Renders an exposed page with `ctx` on `path`, entered at `url` (see renderAt). */
export function renderPage(Page: ComponentType<RemoteProps>, ctx: RemoteContext, { path, url }: { path: string; url: string }) {
  return renderAt(url, path, <Page ctx={ctx} />);
}

/** userEvent without the pause between keystrokes: same events, a fraction of the time. */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
