import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { SHOWCASE_SECTIONS, type ShowcasePageId } from '../config/pages';
import { MaintenancePage } from './MaintenancePage';
import { ShowcasePage } from './showcase/ShowcasePage';

const showcase = Object.fromEntries(
  (Object.keys(SHOWCASE_SECTIONS) as ShowcasePageId[]).map((id) => [id, () => <ShowcasePage id={id} />]),
);

/** The pages the route table gives to the shell, by page id. */
export const SHELL_PAGES: Record<string, ComponentType> = {
  ...showcase,
  maintenance: MaintenancePage,
  // An old address still bookmarked from the previous site.
  'wp-login': () => <Navigate to="/sign/login" replace />,
};
