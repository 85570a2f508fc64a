import {
  ADDRESS_PREFIXES,
  basketGetRequestSchema,
  basketIdRequestSchema,
  basketUpdateRequestSchema,
  BASKET_UPDATE_REFUSED,
  discountAddRequestSchema,
  productAddRequestSchema,
  productQtyRequestSchema,
  shippingEditRequestSchema,
  type AddressKind,
  type Basket,
  type DiscountResponse,
} from '@nougaterie/contracts';
import { fromPrefixed, isAddressComplete } from '@nougaterie/contracts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOnly } from '../auth/request-user.js';
import type { Db } from '../db/client.js';
import type { BasketRow } from '../db/schema.js';
import { findCode } from '../discounts/queries.js';
import { refusalMessage } from '../discounts/rules.js';
import { HttpError } from '../http/errors.js';
import { formatEuros } from '../http/format.js';
import { t } from '../http/messages.js';
import { orEmpty } from '../http/validate.js';
import { orderAsBasket, toOrder } from '../orders/mapping.js';
import { orderOfBasket } from '../orders/queries.js';
import { loadSettings } from '../settings.js';
import type { RelayProvider } from '../shipping/relay-provider.js';
import { listPriceCents } from '../shipping/rates.js';
import { requireWellFormed } from '../user/addresses.js';
import { inTransaction } from '../db/transaction.js';
import { createOpenBasket, findOpenBasket, requireOpenBasket, requireOwnBasket } from './access.js';
import { lockOpenBasket } from './locks.js';
import { addToLine, lineQuantity, offSaleError, requireProduct, setLineQuantity, stockError, updateBasket } from './lines.js';
import { priceBasket } from './pricing.js';
import { ADDRESS_COLUMNS, toBasket } from './view.js';

export interface BasketRoutesOptions {
  db: Db;
  publicUrl: string;
  relays: RelayProvider;
}

const finalParamsSchema = z.object({ id: z.string().min(1).max(64) });

export async function basketRoutes(app: FastifyInstance, { db, publicUrl, relays }: BasketRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = async (request: FastifyRequest, basket: BasketRow): Promise<Basket> => toBasket(await priceBasket(db, basket), request.lang, publicUrl);

  api.post('/api/basket/get', { schema: { body: orEmpty(basketGetRequestSchema) } }, async (request) => {
    const { basketId } = request.body;
    const basket = await findOpenBasket(db, request, basketId);
    return basket ? view(request, basket) : null;
  });

  api.get('/api/basket/get-final/:id', { schema: { params: finalParamsSchema } }, async (request) => {
    const { id } = request.params;
    const basket = await requireOwnBasket(db, request, id);
    if (basket.status === 'open') return view(request, basket);
    const order = await orderOfBasket(db, basket.id);
    if (!order) throw new HttpError(404, t(request.lang, 'basketNotFound'), 'BASKET_NOT_FOUND');
    return orderAsBasket(toOrder(order, request.lang, publicUrl), order.order);
  });

  /**
   * A change of an open basket, in one transaction holding the basket's lock: validation takes the
   * same lock first, so a change sent beside it either lands before the order is made (and the
   * order holds it) or is refused with 409 BASKET_ORDERED, never answered "done" and then lost.
   */
  const change = <T>(request: FastifyRequest, basketId: string | undefined, work: (tx: Db, basket: BasketRow) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      const found = await requireOpenBasket(tx, request, basketId);
      return work(tx, await lockOpenBasket(tx, found.id, request.lang));
    });

  api.post('/api/basket/product-add', { schema: { body: orEmpty(productAddRequestSchema) } }, async (request) => {
    const { basketId, item_id, qty } = request.body;
    const product = await requireProduct(db, item_id, request.lang);
    // Sale and stock are checked before a basket is created: a refused first add leaves no empty basket behind.
    if (product.hiddenAt !== null) throw offSaleError(product, request.lang);
    if (qty > product.stock) throw stockError(product, qty, request.lang);
    const open = (await findOpenBasket(db, request, basketId)) ?? (await createOpenBasket(db, request, basketId));
    const basket = await inTransaction(db, async (tx) => {
      const locked = await lockOpenBasket(tx, open.id, request.lang);
      // What the line already holds counts too: checked in the same statement as the write.
      if ((await addToLine(tx, locked.id, product.id, qty, product.stock)) === null) {
        const wanted = (await lineQuantity(tx, locked.id, product.id)) + qty;
        throw stockError(product, wanted, request.lang);
      }
      return locked;
    });
    return view(request, basket);
  });

  api.post('/api/basket/product-qty', { schema: { body: orEmpty(productQtyRequestSchema) } }, async (request) => {
    const { basketId, item_id, qty } = request.body;
    const product = await requireProduct(db, item_id, request.lang);
    if (qty > 0 && product.hiddenAt !== null) throw offSaleError(product, request.lang);
    if (qty > product.stock) throw stockError(product, qty, request.lang);
    const basket = await change(request, basketId, async (tx, locked) => {
      await setLineQuantity(tx, locked.id, product.id, qty);
      return locked;
    });
    return view(request, basket);
  });

  api.post('/api/basket/update', { schema: { body: orEmpty(basketUpdateRequestSchema) } }, async (request) => {
    const { basketId, gift_message: giftMessage, ...fields } = request.body;
    const changes: Record<string, string | null> = Object.fromEntries(
      ADDRESS_COLUMNS.filter((column) => fields[column] !== undefined).map((column) => [column, fields[column] ?? null]),
    );
    if (giftMessage !== undefined) changes.giftMessage = giftMessage || null;
    const updated = await change(request, basketId, async (tx, basket) => {
      const merged = { ...basket, ...changes };
      // An address the shopper is giving must be usable as given; the other one can wait for its step.
      for (const kind of Object.keys(ADDRESS_PREFIXES) as AddressKind[]) {
        const touched = Object.keys(changes).some((column) => column.startsWith(ADDRESS_PREFIXES[kind]));
        if (touched && !isAddressComplete(fromPrefixed(merged, kind))) {
          throw new HttpError(422, t(request.lang, 'addressIncomplete', { which: kind }), BASKET_UPDATE_REFUSED);
        }
        // Its postcode decides the shipping zone: one that does not exist there is refused, not priced as the mainland.
        if (touched) requireWellFormed(kind, fromPrefixed(merged, kind), request.lang, BASKET_UPDATE_REFUSED);
      }
      const written = await updateBasket(tx, basket.id, changes);
      const priced = await priceBasket(tx, written);
      // A new address can put the chosen parcel out of reach (a relay point for Corsica): choose again.
      if (priced.shippingOption && priced.shippingListCents === null) {
        return updateBasket(tx, basket.id, { shippingMethodId: null, relayPoint: null });
      }
      return written;
    });
    return view(request, updated);
  });

  api.post('/api/basket/discount-add', { schema: { body: orEmpty(discountAddRequestSchema) } }, async (request): Promise<DiscountResponse> => {
    const { basketId, code: typed } = request.body;
    const answer = await change(request, basketId, async (tx, basket) => {
      const code = await findCode(tx, typed);
      if (!code) return { result: false, msg: t(request.lang, 'codeUnknown', { code: typed.toUpperCase() }), basket };
      const priced = await priceBasket(tx, { ...basket, discountCodeId: code.id });
      if (priced.codeRefusal) return { result: false, msg: refusalMessage(request.lang, code.code, priced.codeRefusal), basket };
      const msg =
        code.kind === 'free_shipping'
          ? t(request.lang, 'codeAppliedFreeShipping', { code: code.code })
          : t(request.lang, 'codeApplied', { code: code.code, amount: formatEuros(request.lang, priced.totals.discountCents) });
      return { result: true, msg, basket: await updateBasket(tx, basket.id, { discountCodeId: code.id }) };
    });
    return { ...answer, basket: await view(request, answer.basket) };
  });

  api.post('/api/basket/discount-del', { schema: { body: orEmpty(basketIdRequestSchema) } }, async (request) => {
    const { basketId } = request.body;
    return view(request, await change(request, basketId, (tx, basket) => updateBasket(tx, basket.id, { discountCodeId: null })));
  });

  api.post('/api/basket/points-add', { preValidation: userOnly, schema: { body: orEmpty(basketIdRequestSchema) } }, async (request) => {
    const user = requireUser(request);
    const settings = await loadSettings(db);
    const updated = await change(request, undefined, async (tx, basket) => {
      const priced = await priceBasket(tx, { ...basket, pointsUsed: user.points });
      if (settings.pointValueCents <= 0 || priced.totals.pointsUsed === 0) {
        throw new HttpError(409, t(request.lang, 'noPoints'), 'NO_POINTS');
      }
      return updateBasket(tx, basket.id, { pointsUsed: priced.totals.pointsUsed });
    });
    return view(request, updated);
  });

  api.post('/api/basket/points-del', { preValidation: userOnly, schema: { body: orEmpty(basketIdRequestSchema) } }, async (request) =>
    view(request, await change(request, undefined, (tx, basket) => updateBasket(tx, basket.id, { pointsUsed: 0 }))),
  );

  api.post('/api/basket/shipping-edit', { schema: { body: orEmpty(shippingEditRequestSchema) } }, async (request) => {
    const { basketId, shipping_method_id, relay_id } = request.body;
    const updated = await change(request, basketId, async (tx, basket) => {
      const priced = await priceBasket(tx, { ...basket, shippingMethodId: shipping_method_id });
      const option = priced.shippingOption;
      if (!option) throw new HttpError(404, t(request.lang, 'shippingMethodUnknown', { id: shipping_method_id }), 'SHIPPING_METHOD_NOT_FOUND');
      if (listPriceCents(option, priced.zone, priced.totals.weightG) === null) {
        throw new HttpError(409, t(request.lang, 'shippingUnavailable'), 'SHIPPING_UNAVAILABLE');
      }
      let relayPoint = null;
      if (option.method.kind === 'relay') {
        if (!relay_id) throw new HttpError(400, t(request.lang, 'relayRequired'), 'RELAY_REQUIRED');
        relayPoint = await relays.byId(relay_id);
        if (!relayPoint) throw new HttpError(404, t(request.lang, 'relayUnknown', { id: relay_id }), 'RELAY_NOT_FOUND');
      }
      return updateBasket(tx, basket.id, { shippingMethodId: option.method.id, relayPoint });
    });
    return view(request, updated);
  });
}
