import type { RemoteProps } from '@nougaterie/contracts';
import type { ComponentType } from 'react';
import { shellPage } from './env/shellPage.js';
import { FLOW } from './flow.js';
import { ToursPage } from './tours/ToursPage.js';

/** The visits pages by the page ids of ROUTES in @nougaterie/contracts. */
export const pages: Record<string, ComponentType<RemoteProps>> = {
  tours: shellPage(ToursPage),
  ...Object.fromEntries(FLOW.map(({ page, component }) => [page, shellPage(component)])),
};
