import type { FunctionComponent } from 'react';
import { BookingPage } from './booking/BookingPage.js';
import { ConfirmationPage } from './outcome/ConfirmationPage.js';
import { PaymentErrorPage } from './outcome/PaymentErrorPage.js';
import { ThanksPage } from './outcome/ThanksPage.js';
import { PaymentPage } from './payment/PaymentPage.js';

/**
 * The booking flow's pages by their path: the site's routes (ROUTES in contracts) and the
 * widget's own memory router both read them here. The widget's routes are the longest first.
 */
export const FLOW: { path: string; page: string; component: FunctionComponent }[] = [
  { path: '/visites/paiement', page: 'payment', component: PaymentPage },
  { path: '/visites/confirmation', page: 'confirmation', component: ConfirmationPage },
  { path: '/visites/merci', page: 'thanks', component: ThanksPage },
  { path: '/visites/erreur', page: 'error', component: PaymentErrorPage },
  { path: '/visites/:slug?', page: 'booking', component: BookingPage },
];
