import { LANGS, type RemoteContext } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useBackofficeText } from '../i18n/useBackofficeText.js';

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

/** The site's language, kept by the session store (which the shop and the back office share). */
export function LangSwitch({ ctx }: { ctx: RemoteContext }) {
  const { t } = useBackofficeText(ctx.lang);
  return (
    <Group role="group" aria-label={t('lang.label')}>
      {LANGS.map((lang) => (
        <Choice key={lang} type="button" lang={lang} aria-pressed={ctx.lang === lang} aria-label={t(`lang.${lang}Name`)} onClick={() => ctx.store.setLang(lang)}>
          {lang.toUpperCase()}
        </Choice>
      ))}
    </Group>
  );
}
