import { media, theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AlmondMark } from './icons';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  text-decoration: none;
  color: ${theme.colors.ink};
  min-height: 44px;
`;
const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1;
  font-family: ${theme.fonts.title};
`;
const Top = styled.span`
  font-size: 1.3rem;
  ${media.sm} {
    font-size: 1.45rem;
  }
  letter-spacing: 0.02em;
`;
const Bottom = styled.span`
  font-size: 0.68rem;
  letter-spacing: 0.12em;
  white-space: nowrap;
  ${media.sm} {
    letter-spacing: 0.22em;
  }
  text-transform: uppercase;
  color: ${theme.colors.lavender};
  margin-top: 0.2rem;
`;

export function Wordmark() {
  const { t } = useTranslation();
  return (
    <Home to="/" aria-label={t('app.homeLink')}>
      <AlmondMark />
      <Words aria-hidden="true">
        <Top>{t('app.wordmarkTop')}</Top>
        <Bottom>{t('app.wordmarkBottom')}</Bottom>
      </Words>
    </Home>
  );
}
