import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Modal } from '@nougaterie/ui';
import { Alert } from '../../common/Alert.js';
import { useCheckoutTranslation } from '../../i18n/index.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  > * { flex: 1; }
`;

/** The bank's 3-D Secure-style check: the shopper types the code the bank 'sent' (123456 in the sandbox). */
export function ChallengeModal({
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useCheckoutTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(!typed);
    if (typed) onConfirm(typed);
  };

  return (
    <Modal open title={t('challenge.title')} closeLabel={t('challenge.cancel')} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <p>{t('challenge.text')}</p>
        <Alert message={error} />
        <Field
          name="code"
          label={t('challenge.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={missing ? t('errors.required') : undefined}
        />
        <Actions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('challenge.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {t('challenge.confirm')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
