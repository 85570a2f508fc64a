import type { RemoteContext } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useBackofficeText } from '../i18n/useBackofficeText.js';
import { LangSwitch } from './LangSwitch.js';

export const MAIN_ID = 'gestion-main';

const Skip = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 3000;
  padding: 0.6rem 1rem;
  background: ${theme.colors.ink};
  color: #fff;
  border-radius: ${theme.radius};
  &:focus { top: 0.5rem; }
`;
const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
  background: ${theme.colors.ink};
  color: #fff;
`;
const Name = styled.p`
  margin: 0;
  margin-right: auto;
  font-family: ${theme.fonts.title};
  font-size: 1.1rem;
`;
const Main = styled.main`
  flex: 1;
  padding: 1rem;
  &:focus { outline: none; }
`;

/**
 * The back office's frame (the shell draws none on a staff page): skip link, a header with the
 * staff's tools, and the main landmark the skip link leads to.
 */
export function StaffFrame({ ctx, tools, children }: { ctx: RemoteContext; tools?: ReactNode; children: ReactNode }) {
  const { t } = useBackofficeText(ctx.lang);
  return (
    <>
      <Skip href={`#${MAIN_ID}`}>{t('app.skip')}</Skip>
      <Bar>
        <Name>{t('app.name')}</Name>
        {tools}
        <LangSwitch ctx={ctx} />
      </Bar>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
