import styled from 'styled-components';
import type { BasketLine } from '@nougaterie/contracts';
import { Price, QuantitySpinner, VisuallyHidden, formatEuros, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';

const Row = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: 0.5rem 0.9rem;
  padding: 0.9rem 0;
  border-bottom: 1px solid ${theme.colors.line};
  img {
    grid-row: span 2;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.colors.almond};
  }
`;
const Name = styled.p`
  margin: 0;
  font-weight: 600;
`;
const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;
const Total = styled.p`
  margin: 0;
  font-weight: 700;
  min-width: 5.5em;
  text-align: right;
`;

/**
 * One basket line: photo, name, unit price (struck-out base when discounted), quantity, line
 * total. The spinner stays enabled while the basket updates: disabling it would drop the keyboard
 * focus of a shopper pressing + twice.
 */
export function BasketLineRow({
  line,
  lang,
  onQuantity,
}: {
  line: BasketLine;
  lang: string;
  /** Settles once the basket answered, so the box then shows the quantity really kept. */
  onQuantity: (itemId: number, qty: number) => Promise<void>;
}) {
  const { t } = useCheckoutTranslation();
  const { item } = line;
  return (
    <Row>
      <img src={item.medias.main} alt={item.name} width={72} height={72} loading="lazy" decoding="async" />
      <div>
        <Name>{item.name}</Name>
        <Price base={item.prices.price_base} price={item.prices.price_to_display} lang={lang} oldLabel={t('basket.oldPrice')} newLabel={t('basket.newPrice')} />
      </div>
      <Details>
        <QuantitySpinner
          value={line.quantity}
          min={0}
          onChange={(qty) => onQuantity(item.id, qty)}
          label={t('basket.quantity', { name: item.name })}
          decreaseLabel={t('basket.decrease', { name: item.name })}
          increaseLabel={t('basket.increase', { name: item.name })}
        />
        <Total>
          <VisuallyHidden>{t('basket.lineTotal')} </VisuallyHidden>
          {formatEuros(line.total_price, lang)}
        </Total>
      </Details>
    </Row>
  );
}
