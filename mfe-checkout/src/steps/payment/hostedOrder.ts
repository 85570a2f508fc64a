/**
 * The order a shopper left to pay on the provider's hosted page, so that the return page can show
 * its confirmation (read back by its basket, as the confirmation step does): this tab's
 * sessionStorage, which outlives the trip to the provider's page and back. Its reference and basket
 * id only, nothing of the card (typed on the provider's page).
 */
const KEY = 'nougaterie:hosted-order';

export interface HostedOrder {
  reference: string;
  basketId: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off: the confirmation then shows the number and the mail, without the details.
    return null;
  }
}

export const hostedOrder = {
  remember(order: HostedOrder): void {
    try {
      storage()?.setItem(KEY, JSON.stringify(order));
    } catch {
      // A full or refused storage only costs the confirmation its details.
    }
  },
  /** The basket of the order with this reference, if this tab left for its payment. */
  basketOf(reference: string | null): string | null {
    try {
      const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<HostedOrder> | null;
      return kept && kept.reference === reference && typeof kept.basketId === 'string' ? kept.basketId : null;
    } catch {
      return null;
    }
  },
  forget(): void {
    storage()?.removeItem(KEY);
  },
};
