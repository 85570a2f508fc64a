import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media, theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';

const TEASERS = [
  { key: 'shop', to: '/boutique', accent: theme.colors.honey },
  { key: 'tours', to: '/nougatourisme', accent: theme.colors.lavender },
  { key: 'history', to: '/la-nougaterie', accent: '#6f8f4e' },
] as const;

const Section = styled.section`
  padding: 2.5rem 0;
  background: ${theme.colors.paper};
  border-top: 1px solid ${theme.colors.line};
  border-bottom: 1px solid ${theme.colors.line};
  h2 {
    margin: 0 0 1.25rem;
    font-size: 1.6rem;
    ${media.md} {
      font-size: 2rem;
    }
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1.25rem;
  }
`;
const Card = styled.li<{ $accent: string }>`
  display: flex;
  flex-direction: column;
  padding: 1.25rem;
  background: ${theme.colors.cream};
  border-radius: ${theme.radius};
  border-top: 5px solid ${({ $accent }) => $accent};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1rem;
    flex: 1;
    color: ${theme.colors.inkSoft};
  }
  a {
    font-weight: 700;
  }
`;

export function Teasers() {
  const { t } = useCatalogTranslation();
  return (
    <Section aria-labelledby="teasers-title">
      <Container>
        <h2 id="teasers-title">{t('home.teasers.title')}</h2>
        <List>
          {TEASERS.map(({ key, to, accent }) => (
            <Card key={key} $accent={accent}>
              <h3>{t(`home.teasers.${key}.title`)}</h3>
              <p>{t(`home.teasers.${key}.text`)}</p>
              <Link to={to}>
                {t(`home.teasers.${key}.link`)} <span aria-hidden="true">→</span>
              </Link>
            </Card>
          ))}
        </List>
      </Container>
    </Section>
  );
}
