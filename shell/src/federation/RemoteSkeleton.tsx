import { EarlyViewOr, theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const Bar = styled.div<{ $width: string }>`
  height: 1rem;
  width: ${({ $width }) => $width};
  margin: 0.9rem 0;
  border-radius: 4px;
  background: linear-gradient(90deg, ${theme.colors.almond} 0%, ${theme.colors.cream} 50%, ${theme.colors.almond} 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Wrap = styled.div`
  max-width: ${theme.maxWidth};
  margin: 1.5rem auto;
  padding: 0 1rem;
`;

/**
 * A quiet placeholder while a remote loads, so the layout does not jump. A page's placeholder
 * (`page`) shows the remote's early view of this page instead, when it painted one before the app
 * started; a widget's never takes it.
 */
export function RemoteSkeleton({ page = false }: { page?: boolean }) {
  const { t } = useTranslation();
  const skeleton = (
    <Wrap role="status" aria-busy="true" data-testid="remote-loading">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <Bar $width="40%" />
      <Bar $width="90%" />
      <Bar $width="75%" />
    </Wrap>
  );
  return page ? <EarlyViewOr>{skeleton}</EarlyViewOr> : skeleton;
}
