import { BehaviorSubject, type Observable } from 'rxjs';
import { FIRM } from '../firm.js';
import { SHOP_OPENING_SEASONS } from '../rules/shop-hours.js';
import type { ShopInfo } from '../schemas/shop-info.js';

/**
 * The shop's identity, hours and closing days as the api gives them (GET /api/shop/info), for
 * every front end: the shell loads them at start (loadShopInfo) and the remotes read shopInfo$ or
 * currentShopInfo() (contracts is one shared instance on the page), never FIRM itself. Until the
 * answer is there (and on prerendered pages) they hold the build's values, the demonstration
 * firm, so nothing waits for it.
 */
export const BUILD_SHOP_INFO: ShopInfo = { firm: FIRM, hours: { seasons: SHOP_OPENING_SEASONS, closures: [] } };

const shopInfo = new BehaviorSubject<ShopInfo>(BUILD_SHOP_INFO);

export const shopInfo$: Observable<ShopInfo> = shopInfo.asObservable();

export const currentShopInfo = (): ShopInfo => shopInfo.value;

/** Replaces the shop's data (the shell with the api's answer; tests with theirs). */
export function setShopInfo(info: ShopInfo): void {
  shopInfo.next(info);
}

/** Asks the api once more; a failure keeps what is there (the build's values at worst). */
export function loadShopInfo(api: { shop: { info(): Promise<ShopInfo> } }): Promise<void> {
  // On a failure the pages keep the values they have: no identity is better than none.
  return api.shop.info().then(setShopInfo, () => undefined);
}
