import { Container, theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Wordmark } from '../layout/Wordmark';
import { useShellPageMeta } from '../seo/useShellPageMeta';

const Wrap = styled.section`
  min-height: 80vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: 0.5rem;
  p {
    max-width: 38rem;
    color: ${theme.colors.inkSoft};
    font-size: 1.1rem;
  }
`;

export function MaintenancePage() {
  const { t } = useTranslation();
  useShellPageMeta(t('titles.shell.maintenance'), t('meta.maintenance'));
  return (
    <Container>
      <Wrap>
        <Wordmark />
        <h1>{t('maintenance.title')}</h1>
        <p>{t('maintenance.text')}</p>
        <p>{t('maintenance.visit')}</p>
      </Wrap>
    </Container>
  );
}
