/**
 * A first view of the page before the app's code has arrived. index.html's inline script loads the
 * early script a remote's manifest names (`metaData.early: { file, pages }`, pages being ids of the
 * route table) on those pages. That script may paint a first view of the page (plain DOM, no
 * React) into the frame's page area, then marks the area with the path it painted. The app, finding
 * that mark when it starts, keeps the view in the page's placeholders until the page itself renders
 * (shared-ui's EarlyView.tsx), so the view is replaced by the page rather than by a placeholder.
 *
 * This file owns the early start and the early view: their names, events and rules. The pieces:
 * - shell/src/frame/boot/frameBoot.ts: index.html's start-up script; fetches remotes.json and the
 *   page's manifest, loads the early script, decides when the app may start;
 * - shell/src/config/remotesJson.ts: hands what that script started to the app (EARLY_START_KEY,
 *   earlyViewSettled, takeEarlyManifest);
 * - shell/src/federation/plugins/earlyManifest.ts: the federation runtime takes that manifest;
 * - mfe-catalog/src/early/: the catalogue's early script (the product page's first screen);
 * - shared-ui/src/EarlyView.tsx: the app keeps the view until the page renders.
 */

/**
 * The early script's name beside its remote's mf-manifest.json, on the routes marked early in the
 * route table: index.html's inline script downloads it while the manifest is on its way, and runs
 * it once the manifest is accepted and names it (`metaData.early.file`).
 */
export const EARLY_SCRIPT_FILE = 'early.js';

/** The frame's page area: where an early script may paint. */
export const EARLY_SLOT_ATTRIBUTE = 'data-early-slot';
/** Set on that area by the early script: the path of the view it painted. */
export const EARLY_VIEW_ATTRIBUTE = 'data-early-view';
/** On the early script's <script> element: the api's URL, as remotes.json gives it. */
export const EARLY_API_ATTRIBUTE = 'data-api-url';
/**
 * On the early script's <script> element too: the page's route as the inline script found it
 * (routeOf), an EarlyRoute in JSON. The early script reads its page there rather than carrying a
 * route table of its own (some 2.9 KB gzip that the app's contracts already bring).
 */
export const EARLY_ROUTE_ATTRIBUTE = 'data-route';

/** What EARLY_ROUTE_ATTRIBUTE holds: the route table's page id and the path's parameters. */
export interface EarlyRoute {
  page: string;
  params: Record<string, string | undefined>;
}

/**
 * Dispatched on window by the early script once it is done: its view is on screen with its photo
 * painted, or it paints nothing. The app's code, downloaded meanwhile, starts running only then (or
 * after EARLY_VIEW_WAIT_MS): the view's requests and its paint do not wait behind the app's
 * start-up on the main thread.
 */
export const EARLY_VIEW_DONE_EVENT = 'nougaterie:early-view-done';

/**
 * The longest the app's start waits for an early view, from the page's start: a slow or silent
 * early script (or remote) costs the shopper at most this much of the app.
 */
export const EARLY_VIEW_WAIT_MS = 2500;

/**
 * The page area of the frame on screen: index.html holds one frame per language until
 * DOMContentLoaded, and its inline script names the one shown in <html data-frame>.
 */
export function earlySlot(doc: Document = document): Element | null {
  const shown = doc.documentElement.getAttribute('data-frame');
  return shown ? doc.querySelector(`#root>[data-frame="${shown}"] [${EARLY_SLOT_ATTRIBUTE}]`) : null;
}
