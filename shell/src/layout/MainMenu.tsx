import { media, theme } from '@nougaterie/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_MENU } from '../config/navigation';
import { LangSwitch } from './LangSwitch';

const Burger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 0.7rem;
  font: inherit;
  font-weight: 600;
  > span:last-child {
    display: none;
  }
  ${media.sm} {
    > span:last-child {
      display: inline;
    }
  }
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;
const Lines = styled.span<{ $open: boolean }>`
  position: relative;
  width: 18px;
  height: 2px;
  background: ${({ $open }) => ($open ? 'transparent' : 'currentColor')};
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 18px;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before {
    transform: ${({ $open }) => ($open ? 'rotate(45deg)' : 'translateY(-6px)')};
  }
  &::after {
    transform: ${({ $open }) => ($open ? 'rotate(-45deg)' : 'translateY(6px)')};
  }
`;
const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: 50;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem;
  background: ${theme.colors.paper};
  border-bottom: 3px solid ${theme.colors.honey};
  box-shadow: 0 12px 20px rgba(43, 33, 26, 0.12);
  ${media.lg} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  ${media.lg} {
    flex-direction: row;
    gap: 0.25rem;
    flex-wrap: wrap;
  }
`;
const Item = styled(NavLink)`
  display: block;
  padding: 0.7rem 0.5rem;
  font-family: ${theme.fonts.title};
  font-size: 1.1rem;
  color: ${theme.colors.ink};
  text-decoration: none;
  border-bottom: 1px solid ${theme.colors.line};
  &.active {
    color: ${theme.colors.honeyDark};
  }
  &:hover {
    color: ${theme.colors.honeyDark};
  }
  ${media.lg} {
    font-size: 1rem;
    padding: 0.6rem 0.7rem;
    border-bottom: 2px solid transparent;
    &.active {
      border-bottom-color: ${theme.colors.honey};
    }
  }
`;

const MENU_ID = 'main-menu';

/** Collapsed behind a burger below 992 px; the language switch sits with it. */
export function MainMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Another page closes the menu: adjusted while rendering, not in an effect after a render with it open.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <Burger
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <Lines $open={open} />
        <span>{t('header.menu')}</span>
      </Burger>
      <Panel id={MENU_ID} $open={open}>
        <nav aria-label={t('header.mainNav')}>
          <List>
            {MAIN_MENU.map(({ key, to }) => (
              <li key={key}>
                <Item to={to}>{t(`menu.${key}`)}</Item>
              </li>
            ))}
          </List>
        </nav>
        <LangSwitch />
      </Panel>
    </>
  );
}
