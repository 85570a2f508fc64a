import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, media, theme } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';
import { LavenderSprig } from './LavenderSprig.js';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 20%, rgba(107, 91, 149, 0.22), transparent 45%),
    linear-gradient(135deg, ${theme.colors.honeyLight} 0%, ${theme.colors.cream} 60%, ${theme.colors.almond} 100%);
  border-bottom: 1px solid ${theme.colors.line};
`;
const Inner = styled(Container)`
  position: relative;
  padding-top: 2.5rem;
  padding-bottom: 2.5rem;
  ${media.md} {
    padding-top: 4rem;
    padding-bottom: 4rem;
  }
`;
const Text = styled.div`
  position: relative;
  max-width: 36rem;
`;
const Kicker = styled.p`
  margin: 0 0 0.5rem;
  color: ${theme.colors.lavender};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;
const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: 2rem;
  color: ${theme.colors.ink};
  ${media.md} {
    font-size: 2.8rem;
  }
`;
const Lead = styled.p`
  margin: 0 0 1.5rem;
  font-size: 1.1rem;
  color: ${theme.colors.inkSoft};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
/* Only where the text column leaves room for it: between 768 and 992 px the sprigs ran under the lead paragraph. */
const Decoration = styled.div`
  display: none;
  ${media.lg} {
    display: block;
    position: absolute;
    bottom: 0;
    width: 280px;
    right: 4rem;
  }
`;

export function Hero() {
  const { t } = useCatalogTranslation();
  return (
    <Band aria-labelledby="home-hero-title">
      <Inner>
        <Decoration aria-hidden="true">
          <LavenderSprig />
        </Decoration>
        <Text>
          <Kicker>{t('home.hero.kicker')}</Kicker>
          <Title id="home-hero-title">{t('home.hero.title')}</Title>
          <Lead>{t('home.hero.text')}</Lead>
          <Actions>
            <Button as={Link} to="/boutique">
              {t('home.hero.shop')}
            </Button>
            <Button as={Link} to="/nougatourisme" $variant="secondary">
              {t('home.hero.visit')}
            </Button>
          </Actions>
        </Text>
      </Inner>
    </Band>
  );
}
