import { media, theme } from '@nougaterie/ui';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
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
  &:focus-within {
    border-color: ${theme.colors.honey};
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Input = styled.input`
  flex: 1;
  min-width: 0;
  font: inherit;
  border: 0;
  padding: 0.55rem 1rem;
  background: transparent;
  &:focus-visible {
    outline: none;
  }
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
  &:hover {
    background: #6e4100;
  }
  svg {
    display: none;
  }
  ${media.sm} {
    svg {
      display: inline;
    }
  }
`;

/**
 * The search box of the frame index.html shows before the app has started
 * (tooling/frame-prerender.cjs), found in the app's first render while the frame is still on the
 * page. The visitor may type into it until the app's first commit replaces it: the app's box then
 * takes over its text, and its focus.
 */
function frameInput(): { input?: HTMLInputElement; focused: () => boolean } {
  if (typeof document === 'undefined') return { focused: () => false };
  const inputs = [...document.querySelectorAll<HTMLInputElement>('#root > [data-frame] input[name="search"]')];
  const input = inputs.find((i) => i === document.activeElement) ?? inputs.find((i) => i.offsetParent !== null) ?? inputs[0];
  if (!input) return { focused: () => false };
  // Removing a focused element may not fire blur: what counts is whether it had the focus last.
  let focused = input === document.activeElement;
  input.addEventListener('focus', () => (focused = true));
  input.addEventListener('blur', () => (focused = input.isConnected ? false : focused));
  return { input, focused: () => focused };
}

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [frame] = useState(frameInput);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // In the commit that removed the frame, before the screen shows it.
  useLayoutEffect(() => {
    const typed = frame.input?.value ?? '';
    // What the shopper typed in the frame's box, outside React, up to this very commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the DOM in the commit that removes that box
    if (typed) setQuery(typed);
    if (!frame.focused() || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(typed.length, typed.length);
  }, [frame]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    void navigate(search ? `/boutique?${new URLSearchParams({ search }).toString()}` : '/boutique');
  };

  return (
    // The action is for the frame, before any script: the shop's own search, as submit() does.
    <Form role="search" action="/boutique" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <Input
        ref={input}
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
