import { EARLY_SLOT_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE, earlySlot } from '@nougaterie/contracts';
import { useCallback, type ReactNode } from 'react';

/**
 * A remote's early view (contracts' early.ts), taken over by the app: the shell's bootstrap holds
 * the view's nodes just before its first render replaces the frame, and the page's placeholders
 * (the shell's skeleton, a remote's loading state) show those nodes instead of themselves until the
 * page renders. The app thus commits its header at once, and the page replaces the view, never a
 * placeholder. One module for the shell and the remotes: shared-ui is a shared singleton.
 *
 * The early start's and early view's pieces, and their owner: shared-contracts/src/early.ts.
 */
let held: { path: string; nodes: Node[] } | null = null;
let holders = 0;

/**
 * Holds the early view of `path`, if the frame shows one; otherwise stops the frame taking one (a
 * view painted during the app's first render would show for an instant, then vanish). Called by
 * the shell just before its first render. Whether a view is held.
 */
export function holdEarlyView(path: string = window.location.pathname, doc: Document = document): boolean {
  held = null;
  const slot = earlySlot(doc);
  if (!slot) return false;
  const painted = slot.getAttribute(EARLY_VIEW_ATTRIBUTE) === path;
  slot.removeAttribute(EARLY_SLOT_ATTRIBUTE);
  if (!painted || !slot.firstChild) return false;
  held = { path, nodes: [...slot.childNodes] };
  return true;
}

/** Whether a view of this path is held (for tests and the shell's checks). */
export function earlyViewHeld(path: string = window.location.pathname): boolean {
  return held?.path === path;
}

/**
 * A page's placeholder: the held early view of this page while there is one, else `children`. The
 * view goes for good once no placeholder shows it any more (the page has rendered, or the visitor
 * went elsewhere): a later placeholder of the same path shows itself, not an outdated view.
 */
export function EarlyViewOr({ children }: { children: ReactNode }) {
  const attach = useCallback((element: HTMLElement | null) => {
    if (element) {
      holders += 1;
      // Moved here from the frame, or from the placeholder this one replaces in the same commit.
      if (held) element.append(...held.nodes);
      return;
    }
    holders -= 1;
    // After the commit, in which the next placeholder (if any) has taken the view.
    queueMicrotask(() => {
      if (holders === 0) held = null;
    });
  }, []);
  // (Tested on `held` first: the shell's frame renders placeholders at build time, without window.)
  if (!held || held.path !== window.location.pathname) return <>{children}</>;
  // No box of its own: the view lays out as it did in the frame's page area.
  return <div ref={attach} data-early-holder="" style={{ display: 'contents' }} />;
}
