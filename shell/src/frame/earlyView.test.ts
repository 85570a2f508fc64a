import { EARLY_SLOT_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE } from '@nougaterie/contracts';
import { waitForEarlyView } from './earlyView';

const PATH = '/boutique/nougats/nougat-noir-croquant';

/** index.html's frames before DOMContentLoaded: one per language, <html data-frame> naming the one on screen. */
function frame(view?: string) {
  const one = (lang: string) => `<div data-frame="${lang}"><main><div ${EARLY_SLOT_ATTRIBUTE}=""></div></main></div>`;
  document.body.innerHTML = `<div id="root">${one('fr')}${one('en')}</div>`;
  document.documentElement.setAttribute('data-frame', 'en');
  const slot = document.querySelector(`#root>[data-frame="en"] [${EARLY_SLOT_ATTRIBUTE}]`)!;
  if (view) slot.setAttribute(EARLY_VIEW_ATTRIBUTE, view);
  return slot;
}

describe("the app's takeover of a frame showing a remote's early view", () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-frame');
    jest.useRealTimers();
  });

  it('waits for the page when the early view shows this path, so the view is replaced by the page itself', async () => {
    frame(PATH);
    let ready: () => void = () => undefined;
    let done = false;
    const waiting = waitForEarlyView(new Promise<void>((resolve) => (ready = resolve)), PATH).then((waited) => (done = waited));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    ready();
    await waiting;
    expect(done).toBe(true);
  });

  it('takes over after the time limit when the page is slow, and when its preparation failed', async () => {
    jest.useFakeTimers();
    frame(PATH);
    const waiting = waitForEarlyView(new Promise(() => undefined), PATH, 3000);
    jest.advanceTimersByTime(3000);
    await expect(waiting).resolves.toBe(true);
    jest.useRealTimers();
    await expect(waitForEarlyView(Promise.reject(new Error('chunk lost')), PATH)).resolves.toBe(true);
  });

  it('does not wait without a view of this path, and stops the frame taking one now', async () => {
    const slot = frame();
    await expect(waitForEarlyView(new Promise(() => undefined), PATH)).resolves.toBe(false);
    // A view painted during the app's first render would show for an instant, then vanish.
    expect(slot.hasAttribute(EARLY_SLOT_ATTRIBUTE)).toBe(false);
    frame('/boutique/nougats/autre-nougat');
    await expect(waitForEarlyView(new Promise(() => undefined), PATH)).resolves.toBe(false);
    document.body.replaceChildren();
    await expect(waitForEarlyView(new Promise(() => undefined), PATH)).resolves.toBe(false);
  });
});
