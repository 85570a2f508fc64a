import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { Button, Container, media, theme, useObservable } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';

const Section = styled.section`
  padding: 2.5rem 0 3rem;
`;
const Box = styled.div`
  padding: 1.5rem;
  border-radius: ${theme.radius};
  background: linear-gradient(120deg, rgba(107, 91, 149, 0.12), ${theme.colors.honeyLight});
  border: 1px solid ${theme.colors.line};
  ${media.md} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 2rem;
    padding: 2rem 2.5rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${theme.colors.inkSoft};
    ${media.md} {
      margin: 0;
    }
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  flex-shrink: 0;
`;

/** SPEC §1: visitors are invited to register or log in to earn loyalty points; customers are not. */
export function LoyaltyInvite({ ctx }: { ctx: RemoteContext }) {
  const { t } = useCatalogTranslation();
  const user = useObservable(ctx.store.user$, ctx.store.get().user);
  if (user) return null;
  return (
    <Section aria-labelledby="loyalty-title">
      <Container>
        <Box>
          <div>
            <h2 id="loyalty-title">{t('home.loyalty.title')}</h2>
            <p>{t('home.loyalty.text')}</p>
          </div>
          <Actions>
            <Button as={Link} to="/sign/register">
              {t('home.loyalty.register')}
            </Button>
            <Button as={Link} to="/sign/login" $variant="secondary">
              {t('home.loyalty.login')}
            </Button>
          </Actions>
        </Box>
      </Container>
    </Section>
  );
}
