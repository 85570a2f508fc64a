import { LANGS } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/* Never squeezed by the header's title on a phone: it would clip "EN" (the title wraps instead). */
const Group = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 999px;
  overflow: hidden;
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
  color: #fff;
  &[aria-pressed='true'] {
    background: ${theme.colors.lavender};
  }
`;

/** The site's language, kept by the session store that the shop and the back office share. */
export function LangSwitch() {
  const { t } = useT();
  const { lang, setLang } = useStaff();
  return (
    <Group role="group" aria-label={t('lang.label')}>
      {LANGS.map((code) => (
        <Choice key={code} type="button" lang={code} aria-pressed={lang === code} aria-label={t(`lang.${code}Name`)} onClick={() => setLang(code)}>
          {code.toUpperCase()}
        </Choice>
      ))}
    </Group>
  );
}
