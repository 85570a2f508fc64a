import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DISCOUNT_CODE_MAX_LENGTH, type Basket, type RemoteContext } from '@nougaterie/contracts';
import { formatDiscountCode } from '@nougaterie/contracts/rules';
import { Button, formatEuros, theme } from '@nougaterie/ui';
import { errorText } from '../../common/errorText.js';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    font: inherit;
    letter-spacing: 0.05em;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
const Label = styled.label`
  display: block;
  margin-bottom: 0.3rem;
  font-weight: 600;
`;
const Refusal = styled.p`
  margin: 0.4rem 0 0;
  color: ${theme.colors.danger};
`;
const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * The discount code (SPEC §5: shown in upper case as typed). A refusal shows the api's reason under
 * the field and keeps what was typed; an accepted code shows its amount (announced as it appears)
 * and a way to remove it. A code kept on a basket that no longer meets its terms (below its
 * minimum) says why, as the api words it, instead of an amount of 0.
 */
export function DiscountCode({ ctx, basket }: { ctx: RemoteContext; basket: Basket }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setRefusal(t('discount.empty'));
      return;
    }
    void run(async () => {
      const answer = await ctx.store.addDiscount(code);
      if (!answer.result) {
        setRefusal(answer.msg);
        return;
      }
      setCode('');
    });
  };

  const discount = basket.discount;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('discount.title')}</h2>
      {discount ? (
        <Applied>
          {basket.discount_refusal ? (
            <p role="status">
              {/* The api's reason names the code: said once. */}
              {t('discount.pending')} {basket.discount_refusal}
            </p>
          ) : (
            <p role="status">
              {t('discount.applied', { code: discount.code })}{' '}
              {discount.kind === 'free_shipping' ? t('discount.freeShipping') : `−${formatEuros(basket.amount_discount, ctx.lang)}`}
            </p>
          )}
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run(async () => void (await ctx.store.removeDiscount()))}>
            {t('discount.remove')}
          </Button>
        </Applied>
      ) : (
        <form onSubmit={apply} noValidate>
          <Label htmlFor={`${id}-code`}>{t('discount.label')}</Label>
          <Row>
            <input
              id={`${id}-code`}
              name="discount"
              value={code}
              onChange={(event) => setCode(formatDiscountCode(event.target.value))}
              maxLength={DISCOUNT_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? `${id}-refusal` : undefined}
            />
            <Button type="submit" $variant="secondary" disabled={busy} aria-busy={busy}>
              {t('discount.apply')}
            </Button>
          </Row>
        </form>
      )}
      <div role="alert">{refusal && <Refusal id={`${id}-refusal`}>{refusal}</Refusal>}</div>
    </Panel>
  );
}
