import { everyPurpose } from '@nougaterie/contracts';
import { Button, Container, media, theme, useObservable } from '@nougaterie/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../federation/ShellContext';
import { RGPD_PATH } from '../contact/rgpdPath';

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  background: ${theme.colors.paper};
  border-top: 3px solid ${theme.colors.honey};
  box-shadow: 0 -4px 18px rgba(43, 33, 26, 0.18);
  padding: 0.75rem 0;
  max-height: 70vh;
  overflow: auto;
  font-size: 0.9rem;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.3rem;
  }
  p {
    margin: 0 0 0.6rem;
    max-width: 60rem;
  }
  ${media.md} {
    padding: 1rem 0;
    font-size: 1rem;
    h2 {
      font-size: 1.15rem;
    }
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  button {
    flex: 1 1 8rem;
    min-height: 44px;
    padding: 0.4em 0.8em;
  }
  ${media.md} {
    button {
      flex: 0 0 auto;
      min-width: 11rem;
    }
  }
`;

/**
 * CNIL: refusing is as easy as accepting, so both buttons look the same and come first; the
 * banner does not block the page, and no choice means no consent.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { consent } = useShell();
  const choice = useObservable(consent.choice$, consent.get());
  const titleId = useId();
  if (choice) return null;
  return (
    <Bar aria-labelledby={titleId} data-testid="consent-banner">
      <Container>
        <h2 id={titleId}>{t('consent.title')}</h2>
        <p>
          {t('consent.text')} <Link to={`${RGPD_PATH}#cookies`}>{t('consent.more')}</Link>
        </p>
        <Actions>
          {/* data-consent-choice: the prerendered banner's buttons work before the app (frame/boot/frameBoot.ts). */}
          <Button type="button" data-consent-choice="refuse" onClick={() => consent.decide(everyPurpose(false))}>
            {t('consent.refuseAll')}
          </Button>
          <Button type="button" data-consent-choice="accept" onClick={() => consent.decide(everyPurpose(true))}>
            {t('consent.acceptAll')}
          </Button>
          <Button type="button" $variant="secondary" onClick={consent.openSettings}>
            {t('consent.customise')}
          </Button>
        </Actions>
      </Container>
    </Bar>
  );
}
