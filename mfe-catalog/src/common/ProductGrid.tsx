import styled from 'styled-components';
import type { Item, RemoteContext } from '@nougaterie/contracts';
import { media } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { ProductCard } from './ProductCard.js';
import { useAddToBasket } from './useAddToBasket.js';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    gap: 1.25rem;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

/**
 * Products as cards, each able to go into the basket. The first `eagerCount` images are on screen
 * at once, so they load at once, the very first one ahead of everything else.
 */
export function ProductGrid({
  ctx,
  items,
  eagerCount = 0,
  headingLevel = 3,
}: {
  ctx: RemoteContext;
  items: Item[];
  eagerCount?: number;
  /** 2 where the list comes right under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useCatalogTranslation();
  const { add, pendingId, failure } = useAddToBasket(ctx);
  return (
    <List>
      {items.map((item, index) => (
        <li key={item.id}>
          <ProductCard
            item={item}
            lang={ctx.lang}
            onAdd={(chosen) => void add(chosen.id)}
            pending={pendingId === item.id}
            failure={failure?.itemId === item.id ? (failure.refusal ?? t('product.addError')) : null}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </List>
  );
}
