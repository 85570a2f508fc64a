import type { RemoteProps } from '@nougaterie/contracts';
import type { ComponentType } from 'react';
import { BookingPage } from './pages/BookingPage.js';
import { ConfirmationPage, PaymentErrorPage, PaymentPage, ThanksPage } from './pages/outcomes.js';
import { ToursPage } from './tours/ToursPage.js';

/** The visits pages by the page ids of ROUTES in @nougaterie/contracts. */
export const pages: Record<string, ComponentType<RemoteProps>> = {
  tours: ToursPage,
  booking: BookingPage,
  payment: PaymentPage,
  confirmation: ConfirmationPage,
  thanks: ThanksPage,
  error: PaymentErrorPage,
};
