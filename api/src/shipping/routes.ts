import { shippingMethodsRequestSchema, type ShippingMethodsResponse } from '@nougaterie/contracts';
import { fromCents } from '@nougaterie/contracts/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findOpenBasket } from '../basket/access.js';
import { priceBasket } from '../basket/pricing.js';
import { computeTotals } from '../basket/totals.js';
import type { Db } from '../db/client.js';
import { orEmpty } from '../http/validate.js';
import { loadSettings } from '../settings.js';
import { listPriceCents, loadShippingOptions, methodDescription, methodName } from './rates.js';
import type { RelayProvider } from './relay-provider.js';
import { shippingZone } from './zones.js';

export interface ShippingRoutesOptions {
  db: Db;
  relays: RelayProvider;
}

/** How many relay points the delivery step lists. */
export const RELAY_LIST_SIZE = 10;

export async function shippingRoutes(app: FastifyInstance, { db, relays }: ShippingRoutesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The methods that can carry this basket to this postcode, each with the price the shopper would
   * pay (franco and free-shipping codes included), relay points nearest first.
   */
  api.post(
    '/api/utilities/getShippingMethodsWithRelais',
    { schema: { body: orEmpty(shippingMethodsRequestSchema) } },
    async (request): Promise<ShippingMethodsResponse> => {
      const input = request.body;
      const basket = await findOpenBasket(db, request, input.basketId);
      const priced = basket ? await priceBasket(db, basket) : null;
      const zipcode = input.zipcode?.trim() || basket?.address_shipping_zipcode || '';
      const country = input.country?.trim() || (input.zipcode ? '' : basket?.address_shipping_country) || '';
      const zone = shippingZone(country, zipcode);
      const weightG = priced?.totals.weightG ?? 0;
      const [options, settings] = await Promise.all([loadShippingOptions(db), loadSettings(db)]);
      const relayPoints = zipcode ? await relays.nearest(zipcode, country, RELAY_LIST_SIZE) : [];

      const methods = options.flatMap((option) => {
        const listCents = listPriceCents(option, zone, weightG);
        if (listCents === null) return [];
        const { shippingCents } = computeTotals({
          lines: priced?.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unitPriceCents, weightG: l.found.product.weightG })) ?? [],
          code: priced?.code && !priced.codeRefusal ? priced.code : null,
          pointsWanted: 0,
          pointValueCents: 0,
          shipping: { kind: option.method.kind, listPriceCents: listCents },
          zone,
          francoPortCents: settings.francoPortCents,
          fideliteFromCents: settings.fideliteFromCents,
        });
        return [
          {
            id: option.method.id,
            kind: option.method.kind,
            name: methodName(option.method, request.lang),
            description: methodDescription(option.method, request.lang),
            price: fromCents(shippingCents),
            relais: option.method.kind === 'relay' ? relayPoints : [],
          },
        ];
      });
      return { methods };
    },
  );
}
