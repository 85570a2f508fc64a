import { routeOf } from '@nougaterie/contracts';
import { useLocation } from 'react-router-dom';

/**
 * Whether the page is the staff's (the route table's `staff` layout): the shop's consent banner,
 * page views and tag manager stay away from the back office, where customers' data is shown.
 */
export function useStaffPage(): boolean {
  const { pathname } = useLocation();
  return routeOf(pathname)?.route.layout === 'staff';
}
