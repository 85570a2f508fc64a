import { useId } from 'react';
import styled from 'styled-components';
import { SEARCH_SORTS, type SearchSort } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  label {
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.colors.ink};
  }
`;

/** The sort of the address bar; anything unknown there means the api's own order. */
export function readSort(value: string | null): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? 'relevance';
}

/** 'relevance' reads 'our selection' when there is nothing to be relevant to. */
export function SortSelect({ value, onChange, searching }: { value: SearchSort; onChange: (sort: SearchSort) => void; searching: boolean }) {
  const { t } = useCatalogTranslation();
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{t('shop.sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(readSort(event.target.value))}>
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'relevance' && !searching ? t('shop.sort.selection') : t(`shop.sort.${sort}`)}
          </option>
        ))}
      </select>
    </Wrap>
  );
}
