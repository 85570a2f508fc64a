import { LANGS } from '@nougaterie/contracts';
import { theme, useObservable } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShell } from '../federation/ShellContext';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colors.line};
  border-radius: 999px;
  overflow: hidden;
  background: ${theme.colors.paper};
`;
const Choice = styled.button`
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  min-width: 44px;
  min-height: 36px;
  border: 0;
  cursor: pointer;
  background: transparent;
  color: ${theme.colors.inkSoft};
  &[aria-pressed='true'] {
    background: ${theme.colors.lavender};
    color: #fff;
  }
`;

/** Goes through the store, which validates and persists the choice; i18next follows the store. */
export function LangSwitch() {
  const { store } = useShell();
  const { t } = useTranslation();
  const current = useObservable(store.lang$, store.get().lang);
  return (
    <Group role="group" aria-label={t('lang.label')}>
      {LANGS.map((lang) => (
        <Choice
          key={lang}
          type="button"
          lang={lang}
          data-testid={`lang-${lang}`}
          aria-pressed={current === lang}
          aria-label={t(`lang.${lang}Name`)}
          onClick={() => store.setLang(lang)}
        >
          {t(`lang.${lang}`)}
        </Choice>
      ))}
    </Group>
  );
}
