import { useState } from 'react';
import type { RemoteContext } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';

/**
 * The basket as the session store holds it, and quantity changes with the 'updating' state the
 * spec asks for. Several changes may be in flight (quick clicks): updating lasts until all end.
 */
export function useBasket(ctx: RemoteContext) {
  const basket = useObservable(ctx.store.basket$, ctx.store.get().basket);
  // Settings arrive during start-up; listening keeps the free-delivery message right when they do.
  const settings = useObservable(ctx.store.settings$, ctx.store.get().settings);
  const [inFlight, setInFlight] = useState(0);
  // The last change's failure, kept to say why (the api's refusal: not that much in stock).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  async function setQuantity(itemId: number, qty: number) {
    setInFlight((n) => n + 1);
    setFailure(null);
    try {
      await ctx.store.setQuantity(itemId, qty);
    } catch (error) {
      setFailure({ error });
    } finally {
      setInFlight((n) => n - 1);
    }
  }

  const lines = basket?.baskets ?? [];
  return {
    basket,
    lines,
    settings,
    amount: basket?.amount_total ?? 0,
    updating: inFlight > 0,
    failure,
    setQuantity,
  };
}
