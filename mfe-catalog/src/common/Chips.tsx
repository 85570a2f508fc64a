import styled from 'styled-components';
import { theme } from '@nougaterie/ui';

/** A wrapping row of rounded links: sub-ranges, suggested ranges. */
export const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 1.5rem;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.35rem 0.9rem;
    border-radius: 999px;
    background: ${theme.colors.honeyLight};
    color: ${theme.colors.ink};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${theme.colors.almond};
  }
`;
