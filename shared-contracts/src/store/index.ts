export * from './types.js';
export * from './session.js';
export { awaitsCardPayment } from './basket.js';
export { LANG_STORAGE_KEY, defaultLangStorage, initialLang, type LangStorage } from './lang.js';
export type { OnlineSource } from './online.js';
export type { Logger } from './context.js';
export { BUILD_SHOP_INFO, currentShopInfo, loadShopInfo, setShopInfo, shopInfo$ } from './shop-info.js';
/**
 * The page's rxjs is the copy inside contracts (tooling/webpack.cjs shares contracts, not rxjs):
 * a front end keeping a value of its own over time takes BehaviorSubject from here, so that no
 * second copy of rxjs's classes ships. Types may come from 'rxjs' itself.
 */
export { BehaviorSubject } from 'rxjs';
