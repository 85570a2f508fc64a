import { useState } from 'react';
import type { RemoteContext } from '@nougaterie/contracts';
import { refusalMessage } from './errorStatus.js';

/** The product that could not go into the basket, and the api's reason when it gave one. */
export interface AddFailure {
  itemId: number;
  refusal: string | null;
}

/**
 * Puts a product in the basket through the session store, then asks mfe-checkout (through the
 * bus, never an import) to open its basket panel so the shopper sees what happened.
 */
export function useAddToBasket(ctx: RemoteContext) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<AddFailure | null>(null);

  async function add(itemId: number, qty = 1) {
    setPendingId(itemId);
    setFailure(null);
    try {
      await ctx.store.addProduct(itemId, qty);
      ctx.bus.emit('checkout:basket-open');
    } catch (error) {
      setFailure({ itemId, refusal: refusalMessage(error) });
    } finally {
      setPendingId(null);
    }
  }

  return { add, pendingId, failure };
}
