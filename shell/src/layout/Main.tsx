import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_ID } from './SkipLink';

const Landmark = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/** The main landmark, focusable so the skip link can move focus into it. */
export function Main() {
  return (
    <Landmark id={MAIN_ID} tabIndex={-1}>
      <Outlet />
    </Landmark>
  );
}
