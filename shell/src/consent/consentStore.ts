import { BehaviorSubject, consentChoice, storedConsentChoice, type ConsentChoice, type ConsentPurposes } from '@nougaterie/contracts';
import type { Observable } from 'rxjs';

export const CONSENT_STORAGE_KEY = 'nougaterie-consent';
/**
 * Sent on window by index.html's inline script when the visitor answered the prerendered banner
 * before the app took over (frame/boot/frameBoot.ts): the store then reads the choice it saved.
 */
export const FRAME_CONSENT_EVENT = 'nougaterie:frame-consent';

export interface ConsentStore {
  /** The visitor's current choice; null until they make one (or once it is six months old). */
  choice$: Observable<ConsentChoice | null>;
  get: () => ConsentChoice | null;
  decide: (purposes: ConsentPurposes) => void;
  /** The per-purpose settings, opened from the banner or from the footer at any time. */
  settingsOpen$: Observable<boolean>;
  openSettings: () => void;
  closeSettings: () => void;
}

function read(storage: Storage, now: Date): ConsentChoice | null {
  try {
    return storedConsentChoice(storage.getItem(CONSENT_STORAGE_KEY), now);
  } catch {
    // Private browsing may refuse to read the storage: no choice made yet.
    return null;
  }
}

/**
 * The choice lives in localStorage, not in a cookie: it never needs to reach a server. An old
 * version or an expired choice counts as no choice, so the banner asks again.
 */
export function createConsentStore(storage: Storage, now: () => Date = () => new Date()): ConsentStore {
  const choice = new BehaviorSubject<ConsentChoice | null>(read(storage, now()));
  const settingsOpen = new BehaviorSubject(false);
  if (typeof window !== 'undefined') {
    window.addEventListener(FRAME_CONSENT_EVENT, () => {
      const saved = read(storage, now());
      if (saved && !choice.value) choice.next(saved);
    });
  }
  return {
    choice$: choice.asObservable(),
    get: () => choice.value,
    decide: (purposes) => {
      const next = consentChoice(purposes, now());
      try {
        storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private browsing may refuse storage: the choice still holds for this visit.
      }
      choice.next(next);
      settingsOpen.next(false);
    },
    settingsOpen$: settingsOpen.asObservable(),
    openSettings: () => settingsOpen.next(true),
    closeSettings: () => settingsOpen.next(false),
  };
}
