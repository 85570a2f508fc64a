import { isApiError } from '../api/errors.js';
import { BASKET_COOKIE } from '../cookies.js';
import { normaliseDiscountCode } from '../rules/discount.js';
import { freightRemaining, isShippingFree } from '../rules/shipping.js';
import type { Basket } from '../schemas/basket.js';

/**
 * An ordered basket whose order still waits for its card payment (a card declined, the page
 * left): the shopper must find it again, so the session keeps it until it is paid or replaced.
 */
export function awaitsCardPayment(basket: Basket | null | undefined): boolean {
  return basket?.status === 'ordered' && basket.order?.status === 'awaiting_payment' && basket.order.payment_method === 'card';
}
import type { StoreContext } from './context.js';
import type { SessionStore } from './types.js';

type BasketActions = Pick<
  SessionStore,
  | 'loadBasket'
  | 'addProduct'
  | 'setQuantity'
  | 'addDiscount'
  | 'removeDiscount'
  | 'addPoints'
  | 'removePoints'
  | 'editShipping'
  | 'updateBasket'
  | 'validBasket'
  | 'openOrderedBasket'
  | 'isShippingFree'
  | 'freightRemaining'
>;

/** SPEC §4 basket rules: basketID cookie for visitors only, every answer replaces the basket. */
export function createBasketActions({ api, cookies, logger, state, patch, isLoggedIn }: StoreContext): BasketActions {
  function basketRef(): { basketId?: string } {
    if (isLoggedIn()) return {};
    const basketId = cookies.get(BASKET_COOKIE);
    return basketId ? { basketId } : {};
  }

  function replace(basket: Basket): Basket {
    patch({ basket });
    if (!isLoggedIn()) cookies.set(BASKET_COOKIE, basket.id);
    return basket;
  }

  async function act(call: (ref: { basketId?: string }) => Promise<Basket>): Promise<Basket> {
    return replace(await call(basketRef()));
  }

  /**
   * A quantity the api refuses (409: not that much in stock, basket ordered meanwhile) writes
   * nothing there, but says the basket held here may be behind: it is read again, so the lines
   * and their quantity boxes show what the api really keeps. The refusal is re-raised.
   */
  async function lineChange(call: (ref: { basketId?: string }) => Promise<Basket>): Promise<Basket> {
    try {
      return await act(call);
    } catch (error) {
      if (isApiError(error) && error.status === 409) await reread();
      throw error;
    }
  }

  /** The visitor's ordered basket, if its order still waits for its card payment; else null. */
  async function awaitingOrder(basketId: string): Promise<Basket | null> {
    try {
      const ordered = await api.basket.getFinal(basketId);
      return awaitsCardPayment(ordered) ? ordered : null;
    } catch (error) {
      logger.warn('[session] ordered basket not readable', error);
      return null;
    }
  }

  async function reread(): Promise<void> {
    try {
      const basket = await api.basket.get(basketRef());
      if (basket) replace(basket);
    } catch (error) {
      logger.warn('[session] basket reload after a refused change failed', error);
    }
  }

  return {
    async loadBasket() {
      const ref = basketRef();
      // A visitor without a basketID cookie has no basket yet: asking the api would only cost
      // every first visit a request.
      if (!isLoggedIn() && !ref.basketId) {
        patch({ basket: null });
        return null;
      }
      try {
        const basket = await api.basket.get(ref);
        if (basket) return replace(basket);
        // No open basket: a visitor's may have become an order whose card was declined. It stays
        // the session's basket (and cookie) so that the order can still be paid after a reload.
        const ordered = !isLoggedIn() && ref.basketId ? await awaitingOrder(ref.basketId) : null;
        if (ordered) return replace(ordered);
        if (!isLoggedIn()) cookies.remove(BASKET_COOKIE);
        patch({ basket: null });
        return null;
      } catch (error) {
        cookies.remove(BASKET_COOKIE);
        patch({ basket: null });
        throw error;
      }
    },
    addProduct: (itemId, qty) => lineChange((ref) => api.basket.productAdd({ ...ref, item_id: itemId, qty })),
    setQuantity: (itemId, qty) => lineChange((ref) => api.basket.productQty({ ...ref, item_id: itemId, qty })),
    async addDiscount(code) {
      const answer = await api.basket.discountAdd({ ...basketRef(), code: normaliseDiscountCode(code) });
      if (answer.result && answer.basket) replace(answer.basket);
      return answer;
    },
    removeDiscount: () => act((ref) => api.basket.discountDel(ref)),
    addPoints: () => act((ref) => api.basket.pointsAdd(ref)),
    removePoints: () => act((ref) => api.basket.pointsDel(ref)),
    editShipping: (method) => act((ref) => api.basket.shippingEdit({ ...method, ...ref })),
    async updateBasket(changes) {
      const answer = await api.basket.update({ ...changes, ...basketRef() });
      if ('msg' in answer) {
        logger.error('[session] basket update refused:', answer.msg);
        return null;
      }
      return replace(answer);
    },
    // A customer's basket is found by their token, but once validated it is no longer their open
    // basket: naming it lets a repeated validation (double click) get the same order back.
    validBasket: (method) =>
      act((ref) => {
        const current = state.value.basket;
        const own = isLoggedIn() && current ? { basketId: current.id } : {};
        return api.basket.valid({ ...ref, ...own, method });
      }),
    async openOrderedBasket(basketId) {
      const basket = await api.basket.getFinal(basketId);
      // Only an order still to pay becomes the session's basket (a visitor's cookie included).
      if (basket.status === 'ordered' && basket.order?.status === 'awaiting_payment') replace(basket);
      return basket;
    },
    isShippingFree() {
      const { basket, settings } = state.value;
      return basket ? isShippingFree(basket, settings) : false;
    },
    freightRemaining() {
      const { basket, settings } = state.value;
      return settings ? freightRemaining(settings.franco_port, basket?.amount_products ?? 0) : 0;
    },
  };
}
