import { Button, FormAlert } from '@nougaterie/ui';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { errorText } from './errorText.js';

/** A read that failed: why, and a button to ask again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return (
    <>
      <FormAlert message={errorText(error, t)} />
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </>
  );
}

/** Said while a read is on its way, to screen readers too. */
export function Loading() {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  return <p role="status">{t('actions.loading')}</p>;
}
