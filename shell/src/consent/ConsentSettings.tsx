import { CONSENT_PURPOSES, everyPurpose, type ConsentPurposes } from '@nougaterie/contracts';
import { Button, Modal, theme, useObservable } from '@nougaterie/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShell } from '../federation/ShellContext';

const Purpose = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  padding: 0.9rem 0;
  border-bottom: 1px solid ${theme.colors.line};
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.2rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
    font-size: 0.95rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
    white-space: nowrap;
  }
  input {
    width: 1.4rem;
    height: 1.4rem;
    accent-color: ${theme.colors.honeyDark};
  }
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  padding: 1rem 1.25rem;
  border-top: 1px solid ${theme.colors.line};
  button {
    flex: 1 1 9rem;
  }
`;

/**
 * Purpose by purpose; opened from the banner or from the footer's 'Gestion des cookies'. Closed,
 * it renders nothing at all: its texts are not even looked up during the page's first render.
 */
export function ConsentSettings() {
  const { consent } = useShell();
  const open = useObservable(consent.settingsOpen$, false);
  return open ? <SettingsDialog /> : null;
}

function SettingsDialog() {
  const { t } = useTranslation();
  const { consent } = useShell();
  // Each opening starts from what the visitor chose last, or from nothing allowed.
  const [purposes, setPurposes] = useState<ConsentPurposes>(() => consent.get()?.purposes ?? everyPurpose(false));

  return (
    <Modal
      open
      title={t('consent.modalTitle')}
      closeLabel={t('consent.close')}
      onClose={consent.closeSettings}
      footer={
        <Footer>
          <Button type="button" onClick={() => consent.decide(everyPurpose(false))}>
            {t('consent.refuseAll')}
          </Button>
          <Button type="button" onClick={() => consent.decide(everyPurpose(true))}>
            {t('consent.acceptAll')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => consent.decide(purposes)}>
            {t('consent.save')}
          </Button>
        </Footer>
      }
    >
      <p>{t('consent.text')}</p>
      <Purpose>
        <div>
          <h3>{t('consent.necessary')}</h3>
          <p>{t('consent.necessaryText')}</p>
        </div>
        <strong>{t('consent.alwaysOn')}</strong>
      </Purpose>
      {CONSENT_PURPOSES.map((purpose) => (
        <Purpose key={purpose}>
          <div>
            <h3 id={`consent-${purpose}`}>{t(`consent.purposes.${purpose}`)}</h3>
            <p id={`consent-${purpose}-text`}>{t(`consent.purposes.${purpose}Text`)}</p>
          </div>
          <input
            type="checkbox"
            role="switch"
            aria-labelledby={`consent-${purpose}`}
            aria-describedby={`consent-${purpose}-text`}
            checked={purposes[purpose]}
            onChange={(event) => setPurposes({ ...purposes, [purpose]: event.target.checked })}
          />
        </Purpose>
      ))}
    </Modal>
  );
}
