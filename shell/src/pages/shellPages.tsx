import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { SHOWCASE_SECTIONS, type ShowcasePageId } from '../config/pages';
import { MaintenancePage } from './MaintenancePage';
import { loadShowcasePage } from './showcase/loadShowcasePage';

/** The pages the route table gives to the shell that are part of its first download, by page id. */
export const SHELL_PAGES: Record<string, ComponentType> = {
  // Shown when the api says so, so it must not depend on anything more being downloaded.
  maintenance: MaintenancePage,
  // An old address still bookmarked from the previous site.
  'wp-login': () => <Navigate to="/sign/login" replace />,
};

/** The showcase and legal pages, by page id: each downloads its code and texts when opened. */
export const LAZY_SHELL_PAGES: Record<string, () => Promise<{ default: ComponentType }>> = Object.fromEntries(
  (Object.keys(SHOWCASE_SECTIONS) as ShowcasePageId[]).map((id) => [id, () => loadShowcasePage(id)]),
);
