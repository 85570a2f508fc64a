import { media, theme } from '@nougaterie/ui';
import { useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { MainMenu } from './MainMenu';
import { SearchBox } from './SearchBox';
import { ShopMenu } from './ShopMenu';
import { STICKY_THRESHOLD_PX, useStickyHeader } from './useStickyHeader';
import { Wordmark } from './Wordmark';

const slideIn = keyframes`
  from { transform: translateY(-100%); }
  to { transform: translateY(0); }
`;

const Bar = styled.header<{ $sticky: boolean }>`
  position: relative;
  z-index: 100;
  background: ${theme.colors.paper};
  border-top: 4px solid ${theme.colors.lavender};
  border-bottom: 1px solid ${theme.colors.line};
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      box-shadow: 0 4px 14px rgba(43, 33, 26, 0.14);
      animation: ${slideIn} 0.25s ease-out;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;
const Grid = styled.div`
  position: relative;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 0.75rem;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'burger logo shop'
    'search search search';
  align-items: center;
  gap: 0.5rem;
  ${media.sm} {
    gap: 0.5rem 0.75rem;
  }
  > button[aria-controls] {
    grid-area: burger;
  }
  ${media.md} {
    padding: 0.6rem 1.5rem;
  }
  ${media.lg} {
    grid-template-columns: auto minmax(340px, 540px) auto;
    grid-template-areas:
      'logo search shop'
      'menu menu menu';
    justify-content: space-between;
    > #main-menu {
      grid-area: menu;
      border-top: 1px solid ${theme.colors.line};
      padding-top: 0.25rem;
    }
  }
`;
const Logo = styled.div`
  grid-area: logo;
  justify-self: center;
  ${media.lg} {
    justify-self: start;
  }
`;
const Search = styled.div`
  grid-area: search;
  min-width: 0;
`;
const Shop = styled.div`
  grid-area: shop;
  justify-self: end;
`;

/** Default layout header; past 500 px of scroll it comes back fixed at the top (SPEC §9). */
export function Header() {
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState<number>();
  // The fixed header leaves the flow; a placeholder of its height keeps the page from jumping.
  // Measured as it sticks, not at mount: there it would force the whole page's layout, and a
  // second render of the header, inside the app's first commit.
  const sticky = useStickyHeader(STICKY_THRESHOLD_PX, () => {
    if (bar.current) setHeight(bar.current.offsetHeight);
  });

  return (
    <div style={sticky ? { height } : undefined}>
      <Bar ref={bar} $sticky={sticky} data-sticky={sticky}>
        <Grid>
          <MainMenu />
          <Logo>
            <Wordmark />
          </Logo>
          <Search>
            <SearchBox />
          </Search>
          <Shop>
            <ShopMenu />
          </Shop>
        </Grid>
      </Bar>
    </div>
  );
}
