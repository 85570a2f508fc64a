import type { Lang } from '@nougaterie/contracts';
import { media, theme } from '@nougaterie/ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountText } from '../i18n/useAccountText.js';

export const SPACES = [
  { key: 'profile', path: '/mon-compte/mon-espace' },
  { key: 'addresses', path: '/mon-compte/mes-adresses' },
  { key: 'orders', path: '/mon-compte/mes-commandes' },
  { key: 'loyalty', path: '/mon-compte/mes-points-de-fidelite' },
  { key: 'reservations', path: '/mon-compte/mes-reservations' },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.lg} {
    flex-direction: column;
    flex-wrap: nowrap;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0.4rem 0.9rem;
    white-space: nowrap;
    border-radius: ${theme.radius};
    color: ${theme.colors.ink};
    text-decoration: none;
    border: 1px solid ${theme.colors.line};
    background: ${theme.colors.paper};
    ${media.lg} {
      border-width: 0 0 0 4px;
      border-color: transparent;
      background: none;
    }
  }
  a:hover {
    background: ${theme.colors.honeyLight};
  }
  a[aria-current='page'] {
    font-weight: 700;
    color: ${theme.colors.lavender};
    border-color: ${theme.colors.lavender};
    ${media.lg} {
      background: ${theme.colors.paper};
    }
  }
`;

/** The five spaces of /mon-compte, the current one marked for screen readers too. */
export function SpaceNav({ lang }: { lang: Lang }) {
  const { t } = useAccountText(lang);
  return (
    <nav aria-label={t('space.nav.label')}>
      <List>
        {SPACES.map((space) => (
          <li key={space.key}>
            <NavLink to={space.path}>{t(`space.nav.${space.key}`)}</NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
