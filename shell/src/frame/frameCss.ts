import { NO_SCRIPT_FRAME, everyFrame } from './frames';

/** Hides a frame but while <html data-frame> names it; the frame shown without any script, unless another is named. */
const hiddenUnlessShown = (name: string) =>
  name === NO_SCRIPT_FRAME
    ? `html[data-frame]:not([data-frame="${name}"]) #root>[data-frame="${name}"]`
    : `html:not([data-frame="${name}"]) #root>[data-frame="${name}"]`;

/**
 * index.html holds a frame per framed layout and language (frames.ts), each in a
 * `<div data-frame="fr|en|order-fr|order-en">` of #root. Before the body is parsed, the start-up
 * script (boot/frameBoot.ts) writes on <html> which one shows (data-frame: the frame's name, or
 * "none" on a page of a layout without one, which shows nothing until the app renders) and whether
 * the visitor already made their consent choice (data-consent="decided"); these rules hide the
 * rest, which the script removes as soon as the page is parsed. Without JavaScript, the default
 * layout's French frame and its banner show. Links (real <a href>s) and the search form work
 * before the app does.
 */
export const FRAME_CSS =
  everyFrame()
    .map(({ name }) => hiddenUnlessShown(name))
    .join(',') +
  ',html[data-consent="decided"] #root>[data-frame] [data-testid="consent-banner"]{display:none}' +
  // Its buttons do nothing until the app has taken over (but the search box's, which submits its
  // form, and the banner's refuse and accept, which the start-up script answers): a click waits
  // for the app's button rather than landing on a dead one.
  '#root>[data-frame] button:not([type="submit"]):not([data-consent-choice]){pointer-events:none}';
