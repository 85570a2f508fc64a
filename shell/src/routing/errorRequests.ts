import { BehaviorSubject, type EventBus } from '@nougaterie/contracts';
import type { Observable } from 'rxjs';

export interface ErrorRequest {
  status: number;
  /** The address the request was made for; the error page shows only while it is current. */
  href: string;
}

export interface ErrorRequests {
  state$: Observable<ErrorRequest | null>;
  /** Forgets a request made for another address than this one. */
  keepOnly(href: string): void;
}

const currentHref = () => `${window.location.pathname}${window.location.search}`;

/**
 * Remembers a remote's 'shell:error' request from the start, not from a React effect: a page's
 * own effects run before its parents' and would otherwise emit before anyone listens.
 */
export function createErrorRequests(bus: EventBus): ErrorRequests {
  const state = new BehaviorSubject<ErrorRequest | null>(null);
  bus.on('shell:error').subscribe(({ status }) => state.next({ status, href: currentHref() }));
  return {
    state$: state.asObservable(),
    keepOnly: (href) => {
      if (state.value && state.value.href !== href) state.next(null);
    },
  };
}
