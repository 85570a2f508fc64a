import type { RemoteProps } from '@nougaterie/contracts';
import type { ComponentType } from 'react';
import { shellPage } from './env/shellPage.js';
import { FLOW } from './flow.js';
import { PaymentReturnPage } from './payment/PaymentReturnPage.js';
import { ToursPage } from './tours/ToursPage.js';

/** The visits pages by the page ids of ROUTES in @nougaterie/contracts. */
export const pages: Record<string, ComponentType<RemoteProps>> = {
  tours: shellPage(ToursPage),
  // The site's only: the payment provider sends the visitor back to the site, even from the widget.
  'payment-return': shellPage(PaymentReturnPage),
  ...Object.fromEntries(FLOW.map(({ page, component }) => [page, shellPage(component)])),
};
