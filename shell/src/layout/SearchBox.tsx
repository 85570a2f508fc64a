import { media, theme } from '@nougaterie/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SearchIcon } from './icons';

const Form = styled.form`
  display: flex;
  width: 100%;
  border: 1px solid ${theme.colors.line};
  border-radius: 999px;
  background: ${theme.colors.paper};
  overflow: hidden;
  /* The input draws no outline of its own (the rounded box would clip it): the box shows the focus. */
  &:focus-within { border-color: ${theme.colors.honey}; outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
const Input = styled.input`
  flex: 1;
  min-width: 0;
  font: inherit;
  border: 0;
  padding: 0.55rem 1rem;
  background: transparent;
  &:focus-visible { outline: none; }
`;
const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font: inherit;
  font-weight: 600;
  border: 0;
  padding: 0 1rem;
  min-height: 44px;
  cursor: pointer;
  background: ${theme.colors.honeyDark};
  color: #fff;
  &:hover { background: #6e4100; }
  svg { display: none; }
  ${media.sm} { svg { display: inline; } }
`;

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    navigate(search ? `/boutique?${new URLSearchParams({ search }).toString()}` : '/boutique');
  };

  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <Input
        id="site-search"
        type="search"
        name="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Submit type="submit">
        <SearchIcon />
        {t('search.submit')}
      </Submit>
    </Form>
  );
}
