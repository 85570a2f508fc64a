import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteProps } from '@nougaterie/contracts';
import { Container, PageTitle, theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { CategoryTree } from './CategoryTree.js';
import { SearchResults } from './SearchResults.js';

const Intro = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${theme.colors.inkSoft};
`;
const Stack = styled.div`
  display: grid;
  gap: 2.5rem;
  padding-bottom: 3rem;
`;

/** /boutique: the ranges, and the results of ?search= (header search box, footer range links). */
export default function ShopPage({ ctx }: RemoteProps) {
  const { t } = useCatalogTranslation();
  const [params] = useSearchParams();
  const query = (params.get('search') ?? '').trim();
  return (
    <Container>
      <PageTitle>{query ? t('shop.searchTitle', { query }) : t('shop.title')}</PageTitle>
      <Stack>
        {query ? <SearchResults ctx={ctx} query={query} /> : <Intro>{t('shop.intro')}</Intro>}
        <CategoryTree ctx={ctx} titleId="shop-ranges" />
      </Stack>
    </Container>
  );
}
