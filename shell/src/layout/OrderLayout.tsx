import { theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Main } from './Main';
import { Page } from './Page';
import { SkipLink } from './SkipLink';
import { Wordmark } from './Wordmark';

const Top = styled.header`
  display: flex;
  justify-content: center;
  padding: 0.75rem 1rem;
  background: ${theme.colors.paper};
  border-top: 4px solid ${theme.colors.lavender};
  border-bottom: 1px solid ${theme.colors.line};
`;
const Bottom = styled.footer`
  margin-top: 3rem;
  padding: 1.5rem 1rem;
  text-align: center;
  border-top: 1px solid ${theme.colors.line};
  a {
    font-weight: 600;
  }
`;

/** Checkout steps: nothing that leads away from the order but one way back to the shop. */
export function OrderLayout() {
  const { t } = useTranslation();
  return (
    <Page>
      <SkipLink />
      <Top>
        <Wordmark />
      </Top>
      <Main />
      <Bottom>
        <Link to="/boutique">{t('footer.backToShop')}</Link>
      </Bottom>
    </Page>
  );
}
