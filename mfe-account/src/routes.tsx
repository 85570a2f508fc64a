import type { RemoteProps } from '@nougaterie/contracts';
import type { ComponentType } from 'react';
import { ReservationsPage } from './reservations/ReservationsPage.js';
import { ForgotPasswordPage } from './sign/ForgotPasswordPage.js';
import { LoginPage } from './sign/LoginPage.js';
import { RegisterPage } from './sign/RegisterPage.js';
import { ResetPasswordPage } from './sign/ResetPasswordPage.js';
import { SignHome } from './sign/SignHome.js';
import { AccountHome } from './space/AccountHome.js';
import { AddressesPage } from './space/AddressesPage.js';
import { LoyaltyPage } from './space/LoyaltyPage.js';
import { OrdersPage } from './space/OrdersPage.js';
import { ProfilePage } from './space/ProfilePage.js';

/** The account pages by the page ids of ROUTES in @nougaterie/contracts. */
export const pages: Record<string, ComponentType<RemoteProps>> = {
  'account-home': AccountHome,
  profile: ProfilePage,
  addresses: AddressesPage,
  orders: OrdersPage,
  loyalty: LoyaltyPage,
  reservations: ReservationsPage,
  'sign-home': SignHome,
  login: LoginPage,
  register: RegisterPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};
