import type { RemoteProps } from '@nougaterie/contracts';
import type { ComponentType } from 'react';
import { BackOffice } from './app/BackOffice.js';

/** The back office's one page of the route table (/gestion/*); it routes its own pages inside. */
export const pages: Record<string, ComponentType<RemoteProps>> = {
  backoffice: BackOffice,
};
