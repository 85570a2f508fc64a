import { Button, theme } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  width: calc(100% - 2rem);
  max-width: 40rem;
  margin: 2rem auto;
  padding: 1.25rem 1.5rem;
  border: 1px dashed ${theme.colors.honey};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  text-align: center;
  p {
    margin: 0 0 0.75rem;
  }
`;

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="remote-fallback" role="alert">
      <p>{t('remote.unavailable')}</p>
      <Button type="button" $variant="secondary" data-testid="remote-retry" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Box>
  );
}
