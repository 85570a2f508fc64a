import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  DEFAULT_LANG,
  LANGS,
  LANG_STORAGE_KEY,
  ROUTES,
} from '@nougaterie/contracts';
import { CONSENT_STORAGE_KEY } from '../consent/consentStore';

/**
 * index.html holds the frame once per language, each in a `<div data-frame="fr|en">` of #root.
 * Before the body is parsed, the script below writes on <html> which one shows (data-frame: the
 * language, or "none" on a page of another layout, which shows nothing until the app renders) and
 * whether the visitor already made their consent choice (data-consent="decided"); FRAME_CSS hides
 * the rest, which is then removed. Without JavaScript, the French frame and its banner show.
 * Links (real <a href>s) and the search form work before the app does.
 */
export const FRAME_CSS =
  'html[data-frame="en"] #root>[data-frame="fr"],html:not([data-frame="en"]) #root>[data-frame="en"],' +
  'html[data-frame="none"] #root>[data-frame],' +
  'html[data-consent="decided"] #root>[data-frame] [data-testid="consent-banner"]{display:none}' +
  // Its buttons do nothing until the app has taken over (but the search box's, which submits its
  // form): a click waits for the app's button rather than landing on a dead one.
  '#root>[data-frame] button:not([type="submit"]){pointer-events:none}';

/** A route's path as a regular expression source, matched as react-router does (any case, optional trailing slash). */
export function routePattern(path: string): string {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body}/?$`;
}

/**
 * The language: as earlyLang (i18n/shellTexts.ts) and the session store decide it, ?lang= first,
 * then the saved choice, else French. The consent choice: as the consent store reads it (a current
 * version, younger than six months).
 */
const SCRIPT = `(function(c){var w=window,d=document,h=d.documentElement,l=c.fallback,decided=false;
function known(v){return c.langs.indexOf(v)>=0}
try{var q=new URLSearchParams(w.location.search).get('lang');if(known(q))l=q;else{var s=w.localStorage.getItem(c.langKey);if(known(s))l=s}}catch(e){}
try{var k=JSON.parse(w.localStorage.getItem(c.consentKey)||'null'),a=Date.now()-new Date(k.date).getTime();decided=k.version===c.version&&typeof k.date==='string'&&c.purposes.every(function(p){return typeof k.purposes[p]==='boolean'})&&a>=0&&a<c.maxAge}catch(e){}
var frame=c.other.some(function(r){return new RegExp(r,'i').test(w.location.pathname)})?'none':l;
h.lang=l;h.setAttribute('data-frame',frame);if(decided)h.setAttribute('data-consent','decided');
d.addEventListener('DOMContentLoaded',function(){var n=d.querySelectorAll('#root>[data-frame]');for(var i=0;i<n.length;i++){if(n[i].getAttribute('data-frame')!==frame)n[i].remove();else if(decided){var b=n[i].querySelector('[data-testid="consent-banner"]');if(b)b.remove()}}});
})(CONFIG)`;

/** The inline script of index.html's <head> (its sha256 goes into the Content-Security-Policy). */
export function frameScript(): string {
  const config = {
    langs: LANGS,
    fallback: DEFAULT_LANG,
    langKey: LANG_STORAGE_KEY,
    consentKey: CONSENT_STORAGE_KEY,
    version: CONSENT_VERSION,
    maxAge: CONSENT_MAX_AGE_DAYS * 86_400_000,
    purposes: CONSENT_PURPOSES,
    other: ROUTES.filter((route) => route.layout !== 'default').map((route) => routePattern(route.path)),
  };
  return SCRIPT.replace('CONFIG', JSON.stringify(config).replace(/</g, '\\u003c'));
}
