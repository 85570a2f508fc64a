import { Button, Container, PageTitle, theme } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Text = styled.p`
  font-size: 1.1rem;
  max-width: 60ch;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 1.5rem 0 2.5rem;
`;
const Mark = styled.div<{ $tone: 'success' | 'danger' | 'info' }>`
  width: 3rem;
  height: 0.35rem;
  border-radius: 999px;
  margin-top: 2rem;
  background: ${({ $tone }) =>
    $tone === 'success' ? theme.colors.honey : $tone === 'danger' ? theme.colors.danger : theme.colors.lavender};
`;

export interface MessageLink {
  to: string;
  label: string;
}

/** The short pages around payment: a title, a message, and where to go next. */
export function MessagePage({
  title,
  children,
  links,
  tone,
}: {
  title: string;
  children: ReactNode;
  links: MessageLink[];
  tone: 'success' | 'danger' | 'info';
}) {
  return (
    <Container>
      <Mark $tone={tone} aria-hidden="true" />
      <PageTitle>{title}</PageTitle>
      <Text role={tone === 'danger' ? 'alert' : undefined}>{children}</Text>
      <Actions>
        {links.map((link, i) => (
          <Button key={link.to} as={Link} to={link.to} $variant={i === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </Button>
        ))}
      </Actions>
    </Container>
  );
}
