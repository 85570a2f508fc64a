import { media, theme, useObservable } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useShell } from '../federation/ShellContext';
import { usePrefetchBasket } from './BasketWidget';
import { BasketIcon, ProIcon, UserIcon } from './icons';

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
`;
const action = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 0.35rem;
  font: inherit;
  ${media.md} {
    padding: 0 0.5rem;
  }
  font-weight: 600;
  color: ${theme.colors.ink};
  text-decoration: none;
  background: none;
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.honeyDark};
    background: ${theme.colors.honeyLight};
  }
`;
const Action = styled(Link)`
  ${action}
`;
const BasketButton = styled.button`
  ${action}
`;
const Label = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${media.md} {
    position: static !important;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;
const Count = styled.span`
  position: absolute;
  top: 2px;
  left: 26px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
  background: ${theme.colors.lavender};
  color: #fff;
  ${media.md} {
    position: static;
  }
`;

export function ShopMenu() {
  const { store, bus } = useShell();
  const { t } = useTranslation();
  const user = useObservable(store.user$, store.get().user);
  const basket = useObservable(store.basket$, store.get().basket);
  const count = basket?.nb_products ?? 0;
  const prefetchBasket = usePrefetchBasket();

  return (
    <Nav aria-label={t('header.shopNav')}>
      <ul>
        <li>
          {user ? (
            <Action to="/mon-compte">
              <UserIcon />
              <Label>{t('shopMenu.account')}</Label>
            </Action>
          ) : (
            <Action to="/sign/login">
              <UserIcon />
              <Label>{t('shopMenu.login')}</Label>
            </Action>
          )}
        </li>
        <li>
          <Action to="/espace-pro">
            <ProIcon />
            <Label>{t('shopMenu.pro')}</Label>
          </Action>
        </li>
        <li>
          <BasketButton
            type="button"
            data-testid="basket-button"
            aria-label={t('shopMenu.basketLabel', { count })}
            onClick={() => bus.emit('checkout:basket-open')}
            onPointerEnter={prefetchBasket}
            onFocus={prefetchBasket}
          >
            <BasketIcon />
            <Label aria-hidden="true">{t('shopMenu.basket')}</Label>
            <Count data-testid="basket-count" aria-hidden="true">
              {count}
            </Count>
          </BasketButton>
        </li>
      </ul>
    </Nav>
  );
}
