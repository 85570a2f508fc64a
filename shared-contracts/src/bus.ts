import { Observable, Subject, filter, map } from 'rxjs';

/**
 * Every topic of the event bus and its payload, declared once. Topics are namespaced by the
 * package that owns them ("checkout:", "shell:", ...); anyone may publish or listen.
 */
export interface BusEvents {
  /** Open the basket side panel (owned by mfe-checkout). */
  'checkout:basket-open': void;
  'checkout:basket-close': void;
  /** A remote page asks the shell to show its error page (e.g. 404 for an unknown product). */
  'shell:error': { status: number };
  /** A page view, pushed to the tag manager by the shell. */
  'shell:page-view': { path: string; lang: string };
  /** A request started or ended, for the progress bar. */
  'shell:request': { phase: 'start' | 'end' | 'error' };
  /** A tour was booked (mfe-visits); the shell counts it for the tag manager. */
  'visits:booked': { bookingId: string };
}
export type BusTopic = keyof BusEvents;

export interface BusMessage<K extends BusTopic = BusTopic> {
  topic: K;
  payload: BusEvents[K];
}

export interface EventBus {
  emit<K extends BusTopic>(topic: K, ...payload: BusEvents[K] extends void ? [] : [BusEvents[K]]): void;
  on<K extends BusTopic>(topic: K): Observable<BusEvents[K]>;
  /** Every message, for logging and tests. */
  all$: Observable<BusMessage>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<BusMessage>();
  return {
    emit(topic, ...payload) {
      subject.next({ topic, payload: payload[0] });
    },
    on<K extends BusTopic>(topic: K) {
      return subject.pipe(
        filter((m): m is BusMessage<K> => m.topic === topic),
        map((m) => m.payload),
      );
    },
    all$: subject.asObservable(),
  };
}
