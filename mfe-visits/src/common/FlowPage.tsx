import { Container, PageTitle } from '@nougaterie/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useVisitsEnv } from '../env/VisitsEnv.js';

/**
 * The pages are laid out by the width they get, not the screen's: the same step is a full page
 * on the site and a column of a partner's page in the widget.
 */
const Page = styled(Container)`
  container-type: inline-size;
  padding-bottom: 2.5rem;
`;
const Title = styled(PageTitle)<{ $embedded: boolean }>`
  &:focus {
    outline: none;
  }
  /* Doubled class: beats the site title's own size at every width. */
  ${({ $embedded }) => $embedded && '&& { font-size: 1.6rem; margin-top: 0.5rem; }'}
`;

/**
 * One page of the booking. Its title is the page's h1 on the site and an h2 in a partner's page;
 * after a move inside the flow it takes the focus, so a screen reader announces the new step.
 */
export function FlowPage({ title, children }: { title: string; children: ReactNode }) {
  const { embedded } = useVisitsEnv();
  const { key } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // 'default' is the address the router started on: the visitor has not moved yet.
    if (key === 'default') return;
    heading.current?.focus({ preventScroll: !embedded });
    if (embedded) heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [key, embedded]);
  return (
    <Page>
      <Title as={embedded ? 'h2' : 'h1'} ref={heading} tabIndex={-1} $embedded={embedded}>
        {title}
      </Title>
      {children}
    </Page>
  );
}
