import { EARLY_SLOT_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE, EARLY_VIEW_WAIT_MS, earlySlot } from '@nougaterie/contracts';

/**
 * Called just before the app's first render replaces the frame. When the page's remote painted an
 * early view of this page into the frame (contracts' early.ts), waits for the page's code and data
 * (`pageReady`), at most `waitMs`, so that the view is replaced by the page itself rather than by a
 * placeholder. Otherwise the frame's page area stops taking a view: one painted during the app's
 * first render would show for an instant, then vanish. Resolves whether it waited.
 */
export async function waitForEarlyView(
  pageReady: Promise<unknown>,
  path: string = window.location.pathname,
  waitMs: number = EARLY_VIEW_WAIT_MS,
): Promise<boolean> {
  const slot = earlySlot();
  if (!slot) return false;
  if (slot.getAttribute(EARLY_VIEW_ATTRIBUTE) !== path) {
    slot.removeAttribute(EARLY_SLOT_ATTRIBUTE);
    return false;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([pageReady.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return true;
}
