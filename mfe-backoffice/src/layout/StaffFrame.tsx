import { VisuallyHidden, media, theme } from '@nougaterie/ui';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '../common/paths.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useOpenMessages } from '../inbox/useOpenMessages.js';
import { useStaff } from '../session/StaffSession.js';
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
  &:focus {
    top: 0.5rem;
  }
`;
const Bar = styled.header`
  background: ${theme.colors.ink};
  color: #fff;
  a,
  button {
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid #9cc0ff;
    outline-offset: 2px;
  }
  @media print {
    display: none;
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
`;
const Name = styled.p`
  margin: 0 auto 0 0;
  font-family: ${theme.fonts.title};
  font-size: 1.1rem;
`;
const MenuButton = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 0 0.9rem;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${theme.radius};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;
const Menu = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 0.75rem;
  padding: 0 1rem 1rem;
  ${media.lg} {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    padding: 0 1rem 0.5rem;
  }
`;
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  ${media.lg} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  a {
    display: block;
    padding: 0.6rem 0.75rem;
    border-radius: ${theme.radius};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  a[aria-current='page'] {
    background: ${theme.colors.lavender};
  }
`;
/** The count of messages still to deal with, beside "Messages". */
const Count = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: 0.4rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${theme.colors.honeyLight};
  color: ${theme.colors.ink};
  font-size: 0.85rem;
  line-height: 1.5rem;
  text-align: center;
`;
const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
const SignOut = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  padding: 0 0.9rem;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${theme.radius};
  cursor: pointer;
`;
const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0.75rem 1rem 2rem;
  &:focus {
    outline: none;
  }
  @media print {
    padding: 0;
    max-width: none;
  }
`;

/** The staff's menu: the owner's pages for owners only. */
function Navigation({ menuId, open }: { menuId: string; open: boolean }) {
  const { t } = useT();
  const { member, signOut } = useStaff();
  const openMessages = useOpenMessages();
  if (!member) return null;
  const inbox: ReactNode = openMessages ? (
    <>
      {t('nav.inbox')}
      <Count aria-hidden="true">{openMessages}</Count>
      <VisuallyHidden>{t('nav.inboxOpen', { count: openMessages })}</VisuallyHidden>
    </>
  ) : (
    t('nav.inbox')
  );
  const links: [string, ReactNode][] = [
    [PATHS.home, t('nav.dashboard')],
    [PATHS.orders, t('nav.orders')],
    [PATHS.products, t('nav.products')],
    [PATHS.categories, t('nav.categories')],
    [PATHS.stock, t('nav.stock')],
    [PATHS.customers, t('nav.customers')],
    [PATHS.codes, t('nav.codes')],
    [PATHS.tours, t('nav.tours')],
    [PATHS.inbox, inbox],
    ...(member.role === 'owner'
      ? ([
          [PATHS.team, t('nav.team')],
          [PATHS.audit, t('nav.audit')],
          [PATHS.settings, t('nav.settings')],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Menu id={menuId} $open={open}>
      <nav aria-label={t('nav.label')}>
        <Links>
          {links.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} end={to === PATHS.home}>
                {label}
              </NavLink>
            </li>
          ))}
        </Links>
      </nav>
      <Who>
        <span>{t('nav.signedInAs', { name: member.name })}</span>
        <SignOut type="button" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </SignOut>
      </Who>
    </Menu>
  );
}

/**
 * The back office's frame (the shell draws none on a staff page): skip link, a header with the
 * menu (folded behind a button on a phone) and the language, and the main landmark.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { member } = useStaff();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A link followed from the folded menu closes it.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }
  return (
    <>
      <Skip href={`#${MAIN_ID}`}>{t('app.skip')}</Skip>
      <Bar>
        <Top>
          <Name>{t('app.name')}</Name>
          <LangSwitch />
          {member && (
            <MenuButton type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
              {t('nav.menu')}
            </MenuButton>
          )}
        </Top>
        <Navigation menuId={menuId} open={open} />
      </Bar>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
