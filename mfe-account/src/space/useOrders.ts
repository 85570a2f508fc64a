import type { ApiClient, Order } from '@nougaterie/contracts';
import { useCallback, useEffect, useState } from 'react';

export type OrdersState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; orders: Order[] };

/** The customer's orders from the api, with a reload for the retry button. */
export function useOrders(api: ApiClient) {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const load = useCallback(() => {
    let live = true;
    setState({ status: 'loading' });
    api.auth.userOrders().then(
      ({ orders }) => live && setState({ status: 'done', orders }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  useEffect(load, [load]);
  return { state, reload: load };
}
