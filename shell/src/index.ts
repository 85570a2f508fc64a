import { earlyViewSettled, fetchRemotesJson } from './config/remotesJson';
import { SHELL_TEXTS, earlyLang } from './i18n/shellTexts';
import { nextTask } from './nextTask';

// The visitor's texts download alongside the app's code rather than after it: bootstrap asks for
// the same chunk, which webpack fetches once.
SHELL_TEXTS[earlyLang(window.location.search, () => window.localStorage)]().catch(() => undefined);

// Same for remotes.json, which the page's remote waits for, when index.html's inline script has not
// started it already (that script also opens the connections to the api and the remotes and
// fetches the page's remote while this code still arrives).
void fetchRemotesJson();

// The async boundary lets the federation runtime negotiate shared singletons before React loads:
// in a task of its own, after the one in which the runtime started. On a page with an early view
// (a product's first screen), the app's code, downloaded meanwhile, runs once that view is painted.
void Promise.all([nextTask(), earlyViewSettled()]).then(() => import('./bootstrap'));
