/**
 * The booking being paid, kept for the tab's life so that a reload of any step finds it again:
 * its id and the token the api gave at creation (an anonymous visitor's only key to it). Only
 * the id would be fit for an address; the token stays here.
 */
export interface HeldBooking {
  id: number;
  token: string;
}

const KEY = 'nougaterie.visits.booking';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings, sandboxed frame): the flow still works without reloads.
    return null;
  }
}

export const heldBooking = {
  get(): HeldBooking | null {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
      if (value && typeof value === 'object' && 'id' in value && 'token' in value) {
        const { id, token } = value as Record<string, unknown>;
        if (typeof id === 'number' && typeof token === 'string') return { id, token };
      }
    } catch {
      // A damaged entry is as good as none.
    }
    return null;
  },
  set(booking: HeldBooking): void {
    try {
      storage()?.setItem(KEY, JSON.stringify(booking));
    } catch {
      // Storage full or refused: this tab still holds the booking in memory until it reloads.
    }
  },
  clear(): void {
    storage()?.removeItem(KEY);
  },
};
