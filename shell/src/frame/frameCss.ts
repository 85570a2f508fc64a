/**
 * index.html holds the frame once per language, each in a `<div data-frame="fr|en">` of #root.
 * Before the body is parsed, the start-up script (boot/frameBoot.ts) writes on <html> which one
 * shows (data-frame: the language, or "none" on a page of another layout, which shows nothing until
 * the app renders) and whether the visitor already made their consent choice
 * (data-consent="decided"); these rules hide the rest, which the script removes as soon as the page
 * is parsed. Without JavaScript, the French frame and its banner show. Links (real <a href>s) and
 * the search form work before the app does.
 */
export const FRAME_CSS =
  'html[data-frame="en"] #root>[data-frame="fr"],html:not([data-frame="en"]) #root>[data-frame="en"],' +
  'html[data-frame="none"] #root>[data-frame],' +
  'html[data-consent="decided"] #root>[data-frame] [data-testid="consent-banner"]{display:none}' +
  // Its buttons do nothing until the app has taken over (but the search box's, which submits its
  // form, and the banner's refuse and accept, which the start-up script answers): a click waits
  // for the app's button rather than landing on a dead one.
  '#root>[data-frame] button:not([type="submit"]):not([data-consent-choice]){pointer-events:none}';
