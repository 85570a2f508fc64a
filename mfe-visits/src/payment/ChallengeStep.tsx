import { Button, Field, FormAlert, theme } from '@nougaterie/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

const Box = styled.section`
  margin: 1.25rem 0;
  padding: 1.25rem;
  border: 2px solid ${theme.colors.lavender};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  h3 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  h3:focus { outline: none; }
  input { max-width: 16rem; }
  form > div:last-child { display: flex; flex-wrap: wrap; gap: 0.75rem; }
`;

/**
 * The bank's 3-D Secure-style check: the visitor types the code the bank 'sent' (123456 in the
 * sandbox). Drawn in the page rather than in a dialog, so it works the same inside the widget.
 */
export function ChallengeStep({
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
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(!typed);
    if (typed) onConfirm(typed);
  };

  return (
    <Box aria-labelledby="visits-challenge-title">
      <h3 id="visits-challenge-title" ref={title} tabIndex={-1}>
        {t('challenge.title')}
      </h3>
      <p>{t('challenge.text')}</p>
      <form onSubmit={submit} noValidate>
        <FormAlert message={error ?? undefined} />
        <Field
          name="code"
          label={t('challenge.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={missing ? t('errors.required') : undefined}
        />
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {t('challenge.confirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('challenge.cancel')}
          </Button>
        </div>
      </form>
    </Box>
  );
}
