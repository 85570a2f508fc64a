import { useState } from 'react';
import type { RemoteContext } from '@nougaterie/contracts';

/**
 * Puts a product in the basket through the session store, then asks mfe-checkout (through the
 * bus, never an import) to open its basket panel so the shopper sees what happened.
 */
export function useAddToBasket(ctx: RemoteContext) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failedId, setFailedId] = useState<number | null>(null);

  async function add(itemId: number, qty = 1) {
    setPendingId(itemId);
    setFailedId(null);
    try {
      await ctx.store.addProduct(itemId, qty);
      ctx.bus.emit('checkout:basket-open');
    } catch {
      setFailedId(itemId);
    } finally {
      setPendingId(null);
    }
  }

  return { add, pendingId, failedId };
}
