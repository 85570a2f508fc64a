import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Category, Lang } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { Chips } from '../common/Chips.js';
import { SHOP_PATH, categoryPath } from '../common/paths.js';
import { useCatalogTranslation } from '../i18n/index.js';

const Box = styled.div`
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius};
  p {
    margin: 0 0 0.75rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 1rem 0 0.25rem;
  }
`;

/** Nothing matched: say so plainly, and offer the ranges as a way on. */
export function NoResult({ query, ranges, lang }: { query: string; ranges: Category[]; lang: Lang }) {
  const { t } = useCatalogTranslation();
  return (
    <Box>
      <p role="status">{t('shop.noResult', { query })}</p>
      {ranges.length > 0 && (
        <nav aria-labelledby="no-result-ranges">
          <h2 id="no-result-ranges">{t('shop.suggestions')}</h2>
          <Chips>
            {ranges.map((range) => (
              <li key={range.slug}>
                <Link to={categoryPath(range.slug)}>{range.names[lang] || range.name}</Link>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      <Link to={SHOP_PATH}>{t('shop.clearSearch')}</Link>
    </Box>
  );
}
