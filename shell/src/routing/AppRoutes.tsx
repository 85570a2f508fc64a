import { ROUTES, type LayoutName } from '@nougaterie/contracts';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DefaultLayout } from '../layout/DefaultLayout';
import { EmptyLayout } from '../layout/EmptyLayout';
import { OrderLayout } from '../layout/OrderLayout';
import { StaffLayout } from '../layout/StaffLayout';
import { ErrorPage } from '../pages/ErrorPage';
import { RoutePage } from './RoutePage';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  order: OrderLayout,
  staff: StaffLayout,
};

/** Renders the route table of contracts, grouped by layout; anything else is a 404. */
export function AppRoutes() {
  return (
    <Routes>
      {(Object.keys(LAYOUTS) as LayoutName[]).map((layout) => {
        const Layout = LAYOUTS[layout];
        return (
          <Route key={layout} element={<Layout />}>
            {ROUTES.filter((route) => route.layout === layout).map((route) => (
              <Route key={route.path} path={route.path} element={<RoutePage key={route.path} route={route} />} />
            ))}
            {layout === 'default' && <Route path="*" element={<ErrorPage status={404} />} />}
          </Route>
        );
      })}
    </Routes>
  );
}
