export * from './types.js';
export * from './session.js';
export { awaitsCardPayment } from './basket.js';
export { LANG_STORAGE_KEY, defaultLangStorage, initialLang, type LangStorage } from './lang.js';
export type { OnlineSource } from './online.js';
export type { Logger } from './context.js';
export { BUILD_SHOP_INFO, currentShopInfo, loadShopInfo, setShopInfo, shopInfo$ } from './shop-info.js';
