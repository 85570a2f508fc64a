import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps, ShippingMethod } from '@nougaterie/contracts';
import { FormAlert, formatEuros, media, theme } from '@nougaterie/ui';
import { useBasket } from '../../basket/useBasket.js';
import { errorText } from '../../common/errorText.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { StepActions } from '../StepActions.js';
import { StepLayout } from '../StepLayout.js';
import { stepPath } from '../steps.js';
import { GiftMessage } from './GiftMessage.js';
import { RelayPoints } from './RelayPoints.js';
import { useShippingMethods } from './useShippingMethods.js';

const Methods = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;
const Method = styled.li<{ $checked: boolean }>`
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.honeyDark : theme.colors.line)};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  > label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: 0.2rem 0.75rem;
    padding: 0.9rem;
    cursor: pointer;
  }
  > label input {
    margin-top: 0.25rem;
    width: 1.2rem;
    height: 1.2rem;
  }
  > label span {
    display: block;
    color: ${theme.colors.inkSoft};
    font-size: 0.95rem;
  }
  /* The relay list sits three boxes deep: phones keep the width for the points. */
  > div {
    padding: 0 0.5rem 0.6rem;
  }
  ${media.sm} {
    > div {
      padding: 0 0.9rem 0.9rem;
    }
  }
`;
const Price = styled.strong`
  white-space: nowrap;
`;

/**
 * /boutique/livraison, step 3: home delivery, a relay point found by postcode, or free pick-up at
 * the Saint-Didier shop. The choice is saved on the basket (shipping-edit) before the payment step.
 */
export default function DeliveryPage({ ctx }: RemoteProps) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { basket } = useBasket(ctx);
  const shipping = useShippingMethods(ctx, basket);
  const [methodId, setMethodId] = useState<number | null>(basket?.shipping_method?.id ?? null);
  const [relayId, setRelayId] = useState<string | null>(basket?.shipping_method?.relay?.id ?? null);
  const [gift, setGift] = useState(basket?.gift_message ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chosen = shipping.methods?.find((method) => method.id === methodId) ?? null;
  const price = (method: ShippingMethod) => (method.price === 0 ? t('summary.free') : formatEuros(method.price, ctx.lang));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return setError(t('delivery.chooseMethod'));
    if (chosen.kind === 'relay' && !relayId) return setError(t('delivery.chooseRelay'));
    setSaving(true);
    setError(null);
    try {
      // The message first: a refusal then leaves the step as it was, nothing half-saved.
      if (gift.trim() !== (basket?.gift_message ?? '')) {
        const kept = await ctx.store.updateBasket({ gift_message: gift.trim() || null });
        if (!kept) throw new Error('gift message not saved');
      }
      await ctx.store.editShipping({
        shipping_method_id: chosen.id,
        ...(chosen.kind === 'relay' && relayId ? { relay_id: relayId } : {}),
      });
      void navigate(stepPath('payment'));
    } catch (failure) {
      setError(errorText(failure, t));
      setSaving(false);
    }
  }

  return (
    <StepLayout
      step="delivery"
      title={t('page.delivery.title')}
      basket={basket}
      lang={ctx.lang}
      shippingPreview={chosen && { name: chosen.name, price: chosen.price }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormAlert message={shipping.loadError} />
        <Panel>
          <fieldset>
            <legend>{t('delivery.methods')}</legend>
            {shipping.methods === null && !shipping.loadError && <p role="status">{t('delivery.loading')}</p>}
            {shipping.methods?.length === 0 && <p>{t('delivery.none')}</p>}
            <Methods>
              {shipping.methods?.map((method) => (
                <Method key={method.id} $checked={method.id === methodId}>
                  <label>
                    <input
                      type="radio"
                      name="shipping_method"
                      value={method.id}
                      checked={method.id === methodId}
                      onChange={() => {
                        setMethodId(method.id);
                        setError(null);
                      }}
                    />
                    <div>
                      <strong>{method.name}</strong>
                      <span>{method.description}</span>
                    </div>
                    <Price>{price(method)}</Price>
                  </label>
                  {method.kind === 'relay' && method.id === methodId && (
                    <div>
                      <RelayPoints
                        relays={shipping.relays}
                        selected={relayId}
                        onSelect={(id) => {
                          setRelayId(id);
                          setError(null);
                        }}
                        initialPostcode={basket?.address_shipping_zipcode ?? ''}
                        onSearch={(postcode) => void shipping.searchRelays(postcode)}
                        searching={shipping.searching}
                        searchError={shipping.searchError}
                        lang={ctx.lang}
                      />
                    </div>
                  )}
                </Method>
              ))}
            </Methods>
          </fieldset>
        </Panel>
        <GiftMessage value={gift} onChange={setGift} />
        <FormAlert message={error} />
        <StepActions back="information" label={t('actions.continue')} busy={saving} />
      </form>
    </StepLayout>
  );
}
