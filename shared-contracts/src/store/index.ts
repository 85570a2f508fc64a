export * from './types.js';
export * from './session.js';
export { awaitsCardPayment } from './basket.js';
export { LANG_STORAGE_KEY, type LangStorage } from './lang.js';
export type { OnlineSource } from './online.js';
export type { Logger } from './context.js';
