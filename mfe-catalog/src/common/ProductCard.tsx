import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Item } from '@nougaterie/contracts';
import { Button, Price, media, theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { productPath } from './paths.js';
import { ProductImage } from './ProductImage.js';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  transition: box-shadow 0.2s;
  &:hover {
    box-shadow: 0 6px 18px rgba(43, 33, 26, 0.12);
  }
`;
/*
 * Doubled class: a page's own rule for its section headings ("h2 { margin: 0 }" on the category
 * page) must not reach a card's name, which lines up with the price and the button below it.
 */
const Name = styled.h3`
  && {
    font-size: 1rem;
    margin: 0.75rem 0.5rem 0.25rem;
    ${media.sm} {
      font-size: 1.05rem;
      margin: 0.75rem 0.75rem 0.25rem;
    }
  }
`;
const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover ${Name} {
    text-decoration: underline;
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 0 0.5rem 0.5rem;
  margin-top: auto;
  ${media.sm} {
    padding: 0 0.75rem 0.75rem;
  }
`;
/*
 * Two cards side by side on a phone leave ~140 px: "Ajouter au panier" wraps there in a wide font
 * (DejaVu Sans, where Source Sans and the phones' own fonts are missing). Below the small
 * breakpoint the button shows a basket and "Ajouter"; its name stays the whole phrase (aria-label),
 * which holds the visible word, as WCAG 2.5.3 asks.
 */
const AddButton = styled(Button)`
  padding-left: 0.25em;
  padding-right: 0.25em;
  font-size: 0.875rem;
  white-space: nowrap;
  ${media.sm} {
    font-size: 1rem;
  }
  .narrow {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
  }
  .wide {
    display: none;
  }
  ${media.sm} {
    .narrow {
      display: none;
    }
    .wide {
      display: inline;
    }
  }
`;

function BasketIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M3 9h18l-2 11H5L3 9zm5 0 4-6 4 6M9 13v4m6-4v4" />
    </svg>
  );
}
const Badge = styled.span<{ $tone: 'promo' | 'muted' }>`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  padding: 0.15rem 0.5rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  color: #fff;
  background: ${({ $tone }) => ($tone === 'promo' ? theme.colors.danger : theme.colors.inkSoft)};
`;
const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
`;
const Failure = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.danger};
`;

/** A product in a list: photo, name, price, and add-to-basket unless it is sold out. */
export function ProductCard({
  item,
  lang,
  onAdd,
  pending,
  failure,
  eager,
  priority,
  headingLevel = 3,
}: {
  item: Item;
  lang: string;
  onAdd: (item: Item) => void;
  pending: boolean;
  /** Why the last add failed, in words for the shopper; null when it did not. */
  failure: string | null;
  eager?: boolean;
  priority?: boolean;
  /** The level of the card's name: one below the heading the list sits under. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useCatalogTranslation();
  const nameId = useId();
  const discounted = item.prices.price_to_display < item.prices.price_base;
  return (
    <Card aria-labelledby={nameId}>
      <NameLink to={productPath(item)}>
        {/* The name beside it says what the photo shows: a screen reader reads it once. */}
        <ProductImage src={item.medias.main} srcSet={item.medias.srcset} sources={item.medias.sources} alt="" eager={eager} priority={priority} />
        <Name as={`h${headingLevel}`} id={nameId}>
          {item.name}
        </Name>
      </NameLink>
      {item.out_of_stock ? (
        <Badge $tone="muted">{t('product.outOfStock')}</Badge>
      ) : (
        discounted && item.discount && <Badge $tone="promo">{t('product.discount', { value: item.discount })}</Badge>
      )}
      <Body>
        <Price base={item.prices.price_base} price={item.prices.price_to_display} lang={lang} oldLabel={t('common.oldPrice')} newLabel={t('common.newPrice')} />
        {item.out_of_stock ? (
          <Note>{t('product.outOfStockNote')}</Note>
        ) : (
          <AddButton
            type="button"
            $block
            aria-label={pending ? undefined : t('product.addToBasket')}
            aria-describedby={nameId}
            disabled={pending}
            onClick={() => onAdd(item)}
          >
            {pending ? (
              t('product.adding')
            ) : (
              <>
                <span className="narrow">
                  <BasketIcon />
                  {t('product.addToBasketShort')}
                </span>
                <span className="wide">{t('product.addToBasket')}</span>
              </>
            )}
          </AddButton>
        )}
        {failure && <Failure role="alert">{failure}</Failure>}
      </Body>
    </Card>
  );
}
