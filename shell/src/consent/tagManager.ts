import type { ConsentPurposes, TagManagerConfig } from '@nougaterie/contracts';

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const dataLayer = () => (window.dataLayer ??= []);

/** Google's consent mode reads `arguments` objects, as its own gtag() pushes them. */
const gtag: (...args: unknown[]) => void = function () {
  // eslint-disable-next-line prefer-rest-params -- Google's consent mode wants the arguments object itself
  dataLayer().push(arguments);
};

const mode = (purposes: ConsentPurposes) => {
  const ads = purposes.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: purposes.audience ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
};

/** Adds the container's script once; the consent it was given goes first in the data layer. */
export function loadTagManager(config: TagManagerConfig, purposes: ConsentPurposes) {
  const src = `${config.scriptUrl ?? GTM_SCRIPT}?id=${encodeURIComponent(config.id)}`;
  if (document.querySelector(`script[src="${src}"]`)) return;
  gtag('consent', 'default', mode(purposes));
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** A script already loaded cannot be unloaded; its tags are told what the visitor now allows. */
export function updateTagManagerConsent(purposes: ConsentPurposes) {
  gtag('consent', 'update', mode(purposes));
}

export function pushPageView(path: string, lang: string) {
  dataLayer().push({ event: 'page_view', page_path: path, page_language: lang });
}

/** A tour booked on the site (mfe-visits' 'visits:booked'): a count, nothing of the booking. */
export function pushVisitBooked(lang: string) {
  dataLayer().push({ event: 'visit_booked', page_language: lang });
}
