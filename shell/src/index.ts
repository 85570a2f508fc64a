import { fetchRemotesJson, preconnect } from './config/remotesJson';
import { SHELL_TEXTS, earlyLang } from './i18n/shellTexts';

// The visitor's texts download alongside the app's code rather than after it: bootstrap asks for
// the same chunk, which webpack fetches once.
SHELL_TEXTS[earlyLang(window.location.search, () => window.localStorage)]().catch(() => undefined);

// Same for remotes.json, which the page's remote waits for; then connections to the api and the
// remotes open while the code still arrives.
fetchRemotesJson().then(preconnect, () => undefined);

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
import('./bootstrap');
