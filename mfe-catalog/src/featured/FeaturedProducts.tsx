import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Container, media, theme, useObservable } from '@nougaterie/ui';
import { ProductGrid } from '../common/ProductGrid.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Section = styled.section`
  padding: 2.5rem 0;
  ${media.md} {
    padding: 3.5rem 0;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.6rem;
    ${media.md} {
      font-size: 2rem;
    }
  }
  p {
    margin: 0.25rem 0 0;
    color: ${theme.colors.inkSoft};
  }
`;
const Empty = styled.p`
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius};
`;

/** The featured products ('mea') of the session store. Exposed on its own for the shell. */
export default function FeaturedProducts({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  const items = useObservable(ctx.store.meaProducts$, ctx.store.get().meaProducts);
  return (
    <Section aria-labelledby="featured-title">
      <Container>
        <Head>
          <div>
            <h2 id="featured-title">{t('home.featured.title')}</h2>
            <p>{t('home.featured.intro')}</p>
          </div>
          <Link to="/boutique">{t('home.featured.all')}</Link>
        </Head>
        {items.length > 0 ? <ProductGrid ctx={ctx} items={items} /> : <Empty>{t('home.featured.empty')}</Empty>}
      </Container>
    </Section>
  );
}
