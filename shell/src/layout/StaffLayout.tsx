import { Outlet } from 'react-router-dom';
import { Page } from './Page';

/**
 * The back office: nothing of the shop's frame. Its remote draws its own header, navigation and
 * main landmark (with their skip link), which the shop's <main> would otherwise wrap.
 */
export function StaffLayout() {
  return (
    <Page>
      <Outlet />
    </Page>
  );
}
