import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';
import { stepPath, type StepKey } from './steps.js';

const Row = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: stretch;
  gap: 1rem;
  margin-top: 1.5rem;
  a {
    font-weight: 600;
    text-align: center;
  }
  ${media.sm} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

/** The way back to the previous step and the submit button of the current one. */
export function StepActions({ back, label, busy }: { back: StepKey; label: string; busy: boolean }) {
  const { t } = useCheckoutTranslation();
  return (
    <Row>
      <Link to={stepPath(back)}>
        <span aria-hidden="true">← </span>
        {t('actions.back', { step: t(`steps.${back}`) })}
      </Link>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {label}
      </Button>
    </Row>
  );
}
