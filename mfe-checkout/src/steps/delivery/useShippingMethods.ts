import { useEffect, useEffectEvent, useState } from 'react';
import type { Basket, RelayPoint, RemoteContext, ShippingMethod } from '@nougaterie/contracts';
import { errorText } from '../../common/errorText.js';
import { useCheckoutTranslation } from '../../i18n/index.js';

/**
 * The methods that can carry this basket to its shipping address, with their prices, and the relay
 * points near a postcode. A search only replaces the relay points: prices stay those of the
 * address the parcel goes to.
 */
export function useShippingMethods(ctx: RemoteContext, basket: Basket | null) {
  const { t } = useCheckoutTranslation();
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);
  const [relays, setRelays] = useState<RelayPoint[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const basketId = basket?.id;
  const chosenRelay = basket?.shipping_method?.relay ?? null;

  // Loaded once per visit of the step; the shopper's later choices must not trigger a reload: the
  // answer is read with the chosen point and the texts of the moment it arrives.
  const loaded = useEffectEvent((found: ShippingMethod[]) => {
    setMethods(found);
    const near = found.find((method) => method.kind === 'relay')?.relais ?? [];
    // The point chosen earlier may come from another postcode's search: it stays on the list.
    setRelays(chosenRelay && !near.some((relay) => relay.id === chosenRelay.id) ? [chosenRelay, ...near] : near);
  });
  const failed = useEffectEvent((error: unknown) => setLoadError(errorText(error, t)));
  useEffect(() => {
    let live = true;
    ctx.api.basket
      // Without a postcode the api prices for the basket's own shipping address.
      .getShippingMethodsWithRelais({ basketId })
      .then(({ methods: found }) => live && loaded(found))
      .catch((error: unknown) => live && failed(error));
    return () => {
      live = false;
    };
  }, [ctx.api, basketId]);

  async function searchRelays(postcode: string) {
    setSearching(true);
    setSearchError(null);
    try {
      const answer = await ctx.api.basket.getShippingMethodsWithRelais({ basketId, zipcode: postcode });
      setRelays(answer.methods.find((method) => method.kind === 'relay')?.relais ?? []);
    } catch (error) {
      setSearchError(errorText(error, t));
    } finally {
      setSearching(false);
    }
  }

  return { methods, relays, loadError, searching, searchError, searchRelays };
}
