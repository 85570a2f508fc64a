import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  DEFAULT_LANG,
  EARLY_API_ATTRIBUTE,
  EARLY_SCRIPT_FILE,
  EARLY_VIEW_DONE_EVENT,
  EARLY_VIEW_WAIT_MS,
  LANGS,
  LANG_STORAGE_KEY,
  ROUTES,
  routePattern,
  routeScore,
} from '@nougaterie/contracts';
import { CONSENT_STORAGE_KEY, FRAME_CONSENT_EVENT } from '../consent/consentStore';
import { UNSTATED_CONTRACTS_VERSION, compatibleVersionPattern } from '../federation/contractsVersion';
import { EARLY_START_KEY, REMOTES_INLINE_ID, REMOTES_JSON_URL } from '../config/remotesJson';

/**
 * index.html holds the frame once per language, each in a `<div data-frame="fr|en">` of #root.
 * Before the body is parsed, the script below writes on <html> which one shows (data-frame: the
 * language, or "none" on a page of another layout, which shows nothing until the app renders) and
 * whether the visitor already made their consent choice (data-consent="decided"); FRAME_CSS hides
 * the rest, which is removed as soon as the page is parsed (readyState "interactive": before the
 * deferred main.js has run, which DOMContentLoaded waits for; until then both frames' ids, `main`
 * and `site-search` among them, are in the page twice, and the skip link or the search label of the
 * English frame led to the French one). Without JavaScript, the French frame and its banner show.
 * Links (real <a href>s) and the search form work before the app does.
 */
export const FRAME_CSS =
  'html[data-frame="en"] #root>[data-frame="fr"],html:not([data-frame="en"]) #root>[data-frame="en"],' +
  'html[data-frame="none"] #root>[data-frame],' +
  'html[data-consent="decided"] #root>[data-frame] [data-testid="consent-banner"]{display:none}' +
  // Its buttons do nothing until the app has taken over (but the search box's, which submits its
  // form, and the banner's refuse and accept, which the script below answers): a click waits for
  // the app's button rather than landing on a dead one.
  '#root>[data-frame] button:not([type="submit"]):not([data-consent-choice]){pointer-events:none}';

/**
 * The language: as earlyLang (i18n/shellTexts.ts) and the session store decide it, ?lang= first,
 * then the saved choice, else French. The consent choice: as the consent store reads it (a current
 * version, younger than six months).
 *
 * It also starts the page's remote (earlyStart): remotes.json, the connections (a shop page's to the
 * shop's remotes, never to the back office's), the manifest of the route's owner, its
 * remoteEntry.js and `./routes` code, and on a route whose owner paints an early view (contracts'
 * RouteDef.early: a product page) its early script, downloaded beside the manifest. On such a page main.js, downloaded meanwhile, runs the app (early.ready) once that view
 * is on screen: the view's chain of requests and its paint do not queue behind the app's start on
 * the main thread. Never longer than c.wait after the page started; at once when the manifest
 * names no early view.
 */
const SCRIPT = `(function(c){var w=window,d=document,h=d.documentElement,l=c.fallback,decided=false,go=function(){};
function known(v){return c.langs.indexOf(v)>=0}
try{var q=new URLSearchParams(w.location.search).get('lang');if(known(q))l=q;else{var s=w.localStorage.getItem(c.langKey);if(known(s))l=s}}catch(e){}
try{var k=JSON.parse(w.localStorage.getItem(c.consentKey)||'null'),a=Date.now()-new Date(k.date).getTime();decided=k.version===c.version&&typeof k.date==='string'&&c.purposes.every(function(p){return typeof k.purposes[p]==='boolean'})&&a>=0&&a<c.maxAge}catch(e){}
var frame=c.other.some(function(r){return new RegExp(r,'i').test(w.location.pathname)})?'none':l;
h.lang=l;h.setAttribute('data-frame',frame);if(decided)h.setAttribute('data-consent','decided');
d.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('#root>[data-frame] [data-consent-choice]');if(!b)return;var all=b.getAttribute('data-consent-choice')==='accept',p={};c.purposes.forEach(function(x){p[x]=all});try{w.localStorage.setItem(c.consentKey,JSON.stringify({version:c.version,date:new Date().toISOString(),purposes:p}))}catch(err){}h.setAttribute('data-consent','decided');w.dispatchEvent(new Event(c.consentEvent))});
d.addEventListener('readystatechange',function(){if(d.readyState!=='interactive')return;var n=d.querySelectorAll('#root>[data-frame]');for(var i=0;i<n.length;i++){if(n[i].getAttribute('data-frame')!==frame)n[i].remove();else if(decided){var b=n[i].querySelector('[data-testid="consent-banner"]');if(b)b.remove()}}});
if(c.early)try{var early=w[c.earlyKey]={manifests:{}},block=d.getElementById(c.inlineId),inline=null,owner=null,page=null,hold=false,best=-1;c.owners.forEach(function(r){if(r[2]>best&&new RegExp(r[0],'i').test(w.location.pathname)){best=r[2];owner=r[1];page=r[3];hold=r[4]}});try{inline=block&&block.textContent?JSON.parse(block.textContent):null}catch(e){}
early.ready=new Promise(function(r){go=r;if(hold)w.setTimeout(r,c.wait);else r()});
early.config=inline&&typeof inline==='object'?Promise.resolve(inline):w.fetch(c.remotesJson,{cache:'no-cache'}).then(function(r){if(!r.ok)throw new Error(c.remotesJson+' answered '+r.status);return r.json()});early.config.then(start)['catch'](go)}catch(e){go()}
function start(x){var remotes=x&&x.remotes||{},seen={};
function url(u,base){try{return typeof u==='string'&&u?new URL(u,base||d.baseURI):null}catch(e){return null}}
function link(rel,href,as,anonymous){var n=d.createElement('link');n.rel=rel;n.href=href;if(as)n.as=as;if(anonymous)n.crossOrigin='anonymous';d.head.appendChild(n)}
function preconnect(u,anonymous){var o=url(u);if(!o||o.origin===w.location.origin||seen[o.origin+anonymous])return;seen[o.origin+anonymous]=1;link('preconnect',o.origin,null,anonymous)}
function staff(r){return c.staff.indexOf(r)>=0}
preconnect(x&&x.apiUrl,false);for(var k in remotes)if(staff(k)===staff(owner)){preconnect(remotes[k],true);preconnect(remotes[k],false)}
var m=owner&&url(remotes[owner]);if(!m)return go();
var response=early.manifests[m.href]=w.fetch(m.href,{}),guess=hold&&url(c.earlyFile,m.href);if(guess)link('preload',guess.href,'script');
response.then(function(r){return r.ok?r.clone().json():null}).then(function(j){if(!j||!j.metaData||!j.metaData.remoteEntry)return go();var v=j.metaData.contractsVersion===undefined?c.unstated:j.metaData.contractsVersion;if(typeof v!=='string'||!new RegExp(c.compatible).test(v))return go();var e=j.metaData.remoteEntry,entry=url((e.path&&e.path.slice(-1)!=='/'?e.path+'/':e.path||'')+e.name,m.href),expose=(j.exposes||[]).filter(function(x){return x.name===c.expose})[0];if(!entry)return go();link('preload',entry.href,'script');
var p=j.metaData.publicPath,base=p&&p!=='auto'?url(p,m.href):entry;if(!base)return go();
var er=j.metaData.early,ev=er&&typeof er.file==='string'&&Array.isArray(er.pages)&&er.pages.indexOf(page)>=0&&url(er.file,base.href);if(ev){var s=d.createElement('script');s.src=ev.href;s.async=true;s.fetchPriority='high';s.setAttribute(c.apiAttribute,x.apiUrl||'');s.onerror=go;w.addEventListener(c.doneEvent,go);d.head.appendChild(s)}else go();
((expose&&expose.assets&&expose.assets.js&&expose.assets.js.sync)||[]).forEach(function(f){var a=url(f,base.href);if(a)link('preload',a.href,'script')})})['catch'](go)}
})(CONFIG)`;

/** Remotes whose every route has the staff layout. */
function staffOnlyRemotes(): string[] {
  const owners = new Set(ROUTES.map((route) => route.owner));
  return [...owners].filter((owner) => owner !== 'shell' && ROUTES.every((route) => route.owner !== owner || route.layout === 'staff'));
}

export interface FrameScriptOptions {
  /**
   * Fetch remotes.json (or read it in index.html) and the page's remote ahead of the app (default);
   * not in the monolith, which has none.
   */
  earlyStart?: boolean;
}

/** The inline script of index.html's <head> (its sha256 goes into the Content-Security-Policy). */
export function frameScript({ earlyStart = true }: FrameScriptOptions = {}): string {
  const config = {
    langs: LANGS,
    fallback: DEFAULT_LANG,
    langKey: LANG_STORAGE_KEY,
    consentKey: CONSENT_STORAGE_KEY,
    consentEvent: FRAME_CONSENT_EVENT,
    version: CONSENT_VERSION,
    maxAge: CONSENT_MAX_AGE_DAYS * 86_400_000,
    purposes: CONSENT_PURPOSES,
    other: ROUTES.filter((route) => route.layout !== 'default').map((route) => routePattern(route.path)),
    early: earlyStart,
    remotesJson: REMOTES_JSON_URL,
    // remotes.json's content when the server wrote it into index.html (REMOTES_INLINE_SLOT).
    inlineId: REMOTES_INLINE_ID,
    earlyKey: EARLY_START_KEY,
    // The route as react-router ranks it; its last field: its owner paints an early view (hold).
    owners: ROUTES.map((route) => [routePattern(route.path), route.owner, routeScore(route.path), route.page, route.early]),
    // The remotes that serve only the staff (the back office): a shopper's page opens no connection
    // to them, nor a staff page to the shop's.
    staff: staffOnlyRemotes(),
    expose: 'routes',
    // A remote the shell will refuse (contractsVersion.ts) gets none of its code preloaded.
    compatible: compatibleVersionPattern(),
    // The remote's early script (contracts' early.ts), told where the api is.
    apiAttribute: EARLY_API_ATTRIBUTE,
    // On a route whose owner paints an early view (hold), its early script downloads beside the
    // manifest (it runs only once the manifest is accepted and names it), and the app's code, which
    // downloads meanwhile, runs (early.ready, which main.js awaits) once that script is done, once
    // the manifest names no such view, or after wait ms; elsewhere at once.
    earlyFile: EARLY_SCRIPT_FILE,
    doneEvent: EARLY_VIEW_DONE_EVENT,
    wait: EARLY_VIEW_WAIT_MS,
    unstated: UNSTATED_CONTRACTS_VERSION,
  };
  return SCRIPT.replace('CONFIG', JSON.stringify(config).replace(/</g, '\\u003c'));
}
