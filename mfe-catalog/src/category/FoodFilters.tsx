import styled from 'styled-components';
import { FOOD_FILTERS, type FoodFilter } from '@nougaterie/contracts';
import { useSearchParams } from 'react-router-dom';
import { useCatalogTranslation } from '../i18n/index.js';

const Box = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  legend {
    float: left;
    font-weight: 700;
    margin-right: 0.5rem;
    line-height: 2.75rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

/** The "sans …" filters in the address (?sans=gluten,milk), read in one order, once each. */
export function useFoodFilters(): [FoodFilter[], (id: FoodFilter) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sans')?.split(',') ?? [];
  const without = FOOD_FILTERS.filter((id) => asked.includes(id));
  const toggle = (id: FoodFilter) =>
    setParams(
      (next) => {
        const now = without.includes(id) ? without.filter((x) => x !== id) : FOOD_FILTERS.filter((x) => x === id || without.includes(x));
        if (now.length > 0) next.set('sans', now.join(','));
        else next.delete('sans');
        return next;
      },
      { replace: true },
    );
  return [without, toggle];
}

/** Sans gluten, sans lait, sans fruits à coque: the products free of them, traces included (issue #23). */
export function FoodFilters({ without, toggle }: { without: FoodFilter[]; toggle: (id: FoodFilter) => void }) {
  const { t } = useCatalogTranslation();
  return (
    <Box>
      <legend>{t('category.filters')}</legend>
      {FOOD_FILTERS.map((id) => (
        <label key={id}>
          <input type="checkbox" checked={without.includes(id)} onChange={() => toggle(id)} />
          {t(`category.without.${id}`)}
        </label>
      ))}
    </Box>
  );
}
