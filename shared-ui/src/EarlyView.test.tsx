import { EARLY_SLOT_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE } from '@nougaterie/contracts';
import { act, render, screen } from '@testing-library/react';
import { EarlyViewOr, earlyViewHeld, holdEarlyView } from './EarlyView.js';

const PATH = '/boutique/nougats/nougat-noir-croquant';

/** index.html's frames before DOMContentLoaded, <html data-frame> naming the one on screen; `view` painted in it. */
function frame(view?: { path: string; text: string }) {
  const one = (lang: string) => `<div data-frame="${lang}"><main><div ${EARLY_SLOT_ATTRIBUTE}=""><p>placeholder</p></div></main></div>`;
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `${one('fr')}${one('en')}`;
  document.body.append(root);
  document.documentElement.setAttribute('data-frame', 'en');
  const slot = root.querySelector(`:scope>[data-frame="en"] [${EARLY_SLOT_ATTRIBUTE}]`)!;
  if (view) {
    slot.innerHTML = `<h1>${view.text}</h1>`;
    slot.setAttribute(EARLY_VIEW_ATTRIBUTE, view.path);
  }
  return { root, slot };
}

const flush = () => act(() => Promise.resolve());

beforeEach(() => window.history.replaceState(null, '', PATH));
afterEach(async () => {
  await flush();
  holdEarlyView('/nowhere');
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-frame');
});

describe('holdEarlyView, just before the app replaces the frame', () => {
  it('holds the view the frame shows for this path, and stops the frame taking another', () => {
    const { slot } = frame({ path: PATH, text: 'Nougat noir croquant' });
    expect(holdEarlyView(PATH)).toBe(true);
    expect(earlyViewHeld(PATH)).toBe(true);
    expect(slot.hasAttribute(EARLY_SLOT_ATTRIBUTE)).toBe(false);
  });

  it('holds nothing without a view of this path, and a view painted later finds no place', () => {
    const { slot } = frame();
    expect(holdEarlyView(PATH)).toBe(false);
    expect(slot.hasAttribute(EARLY_SLOT_ATTRIBUTE)).toBe(false);
    document.body.replaceChildren();
    frame({ path: '/boutique/nougats/autre', text: 'Autre' });
    expect(holdEarlyView(PATH)).toBe(false);
    expect(earlyViewHeld(PATH)).toBe(false);
  });
});

describe('<EarlyViewOr>, a page placeholder', () => {
  const Skeleton = () => <p>skeleton</p>;

  it("shows the held view's own nodes instead of itself, then through the next placeholder, until the page renders", async () => {
    const { root } = frame({ path: PATH, text: 'Nougat noir croquant' });
    const painted = root.querySelector('h1');
    holdEarlyView(PATH);
    // The app's first render replaces the frame: the view moves into the shell's placeholder.
    root.replaceChildren();
    const placeholder = (name: string) => (
      <EarlyViewOr>
        <p>{name}</p>
      </EarlyViewOr>
    );
    const app = render(<main>{placeholder('shell skeleton')}</main>, { container: root });
    expect(screen.getByRole('heading', { name: 'Nougat noir croquant' })).toBe(painted);
    expect(screen.queryByText('shell skeleton')).toBeNull();

    // The remote's loading state takes the shell's place in one commit: the view goes along.
    app.rerender(<main key="remote">{placeholder('remote loading')}</main>);
    await flush();
    expect(screen.getByRole('heading')).toBe(painted);
    expect(screen.queryByText('remote loading')).toBeNull();

    // The page renders: the view is gone, and for good.
    app.rerender(
      <main key="page">
        <h1>La page</h1>
      </main>,
    );
    await flush();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['La page']);
    expect(earlyViewHeld(PATH)).toBe(false);
    app.rerender(
      <main key="again">
        <EarlyViewOr>
          <Skeleton />
        </EarlyViewOr>
      </main>,
    );
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it('shows itself on another page than the view', () => {
    frame({ path: PATH, text: 'Nougat noir croquant' });
    holdEarlyView(PATH);
    window.history.replaceState(null, '', '/boutique/nougats');
    render(
      <EarlyViewOr>
        <Skeleton />
      </EarlyViewOr>,
    );
    expect(screen.getByText('skeleton')).toBeTruthy();
  });
});
