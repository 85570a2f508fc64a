import { Button, Container, media, theme } from '@nougaterie/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteArea } from '../federation/RemoteArea';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { useDocumentTitle } from '../routing/useDocumentTitle';

const Wrap = styled.section`
  text-align: center;
  padding: 3rem 0 1rem;
`;
const Status = styled.p`
  margin: 0;
  font-family: ${theme.fonts.title};
  font-size: 5rem;
  line-height: 1;
  color: ${theme.colors.honey};
  ${media.md} {
    font-size: 7rem;
  }
`;
const Title = styled.h1`
  font-size: 2rem;
  margin: 0.5rem 0;
`;
const Lead = styled.p`
  font-size: 1.15rem;
  color: ${theme.colors.inkSoft};
  margin: 0.25rem 0;
`;
const Actions = styled.div`
  margin: 1.75rem 0 2.5rem;
`;

const MESSAGE: Record<number, string> = { 404: 'error.status404', 500: 'error.status500' };

/** SPEC §2/§8 error page; unknown routes give 404, route and guard failures 500. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('error.pageTitle', { status }));

  return (
    <div data-testid="error-page">
      <Container>
        <Wrap>
          <Status data-testid="error-status">{status}</Status>
          <Title>{t('error.title')}</Title>
          <Lead>{t('error.lost')}</Lead>
          <Lead>{t(MESSAGE[status] ?? 'error.statusOther')}</Lead>
          <Actions>
            <Button type="button" onClick={() => void navigate('/')}>
              {t('error.home')}
            </Button>
          </Actions>
        </Wrap>
      </Container>
      {/* A lost visitor gets the shop's favourites rather than a dead end. */}
      {status === 404 && (
        <Suspense fallback={<RemoteSkeleton />}>
          <RemoteArea remote="catalog" module="FeaturedProducts" />
        </Suspense>
      )}
    </div>
  );
}
