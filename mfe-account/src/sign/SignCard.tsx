import { Container, PageTitle, media, theme } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.div`
  max-width: 30rem;
  margin: 1rem auto 2.5rem;
  padding: 1.25rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.honey};
  border-radius: ${theme.radius};
  ${media.sm} {
    padding: 2rem;
    margin-top: 2rem;
  }
  h1 {
    margin-top: 0;
    text-align: center;
  }
  form button[type='submit'] {
    margin-top: 0.5rem;
  }
`;
const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${theme.colors.inkSoft};
  text-align: center;
`;
const Footer = styled.div`
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${theme.colors.line};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

/** The frame of the /sign pages: one centred card, its title, and links to the other pages. */
export function SignCard({ title, intro, footer, children }: { title: string; intro?: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <Container>
      <Card>
        <PageTitle>{title}</PageTitle>
        {intro && <Intro>{intro}</Intro>}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Container>
  );
}
