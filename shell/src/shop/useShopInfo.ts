import { currentShopInfo, shopInfo$, type Firm, type ShopInfo } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';

/**
 * The shop's identity, hours and closing days as the api gives them (GET /api/shop/info, loaded
 * at start by bootstrap.tsx), re-rendering when an owner's change comes in; the build's values
 * (the demonstration firm) on prerendered pages and until the answer is there.
 */
export function useShopInfo(): ShopInfo {
  return useObservable(shopInfo$, currentShopInfo());
}

export function useFirm(): Firm {
  return useShopInfo().firm;
}
