import type { ApiClient, Order } from '@nougaterie/contracts';
import { useCallback, useEffect, useState } from 'react';

export type OrdersState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; orders: Order[] };

/** The customer's orders from the api, with a reload for the retry button. */
export function useOrders(api: ApiClient) {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const read = useCallback(
    (live: () => boolean) =>
      api.auth.userOrders().then(
        ({ orders }) => live() && setState({ status: 'done', orders }),
        (error: unknown) => live() && setState({ status: 'error', error }),
      ),
    [api],
  );
  // On mount, the state already 'loading'.
  useEffect(() => {
    let live = true;
    void read(() => live);
    return () => {
      live = false;
    };
  }, [read]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    void read(() => true);
  }, [read]);
  return { state, reload };
}
