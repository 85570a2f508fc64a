import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from './ports';

/** The words of each language the account journeys read and click on. */
export const ACCOUNT_TEXT = {
  fr: {
    shopNav: 'Menu boutique',
    account: 'Mon compte',
    loginLink: 'Connexion',
    loginTitle: 'Se connecter',
    login: 'Se connecter',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    refused: /incorrect/i,
    logout: 'Se déconnecter',
  },
  en: {
    shopNav: 'Shop menu',
    account: 'My account',
    loginLink: 'Log in',
    loginTitle: 'Log in',
    login: 'Log in',
    email: 'E-mail address',
    password: 'Password',
    refused: /incorrect|wrong/i,
    logout: 'Log out',
  },
} as const;
export type AccountWords = (typeof ACCOUNT_TEXT)[keyof typeof ACCOUNT_TEXT];

export interface Customer {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/** An address no earlier run used: the database outlives a test, the outbox too. */
export function uniqueEmail(who: string): string {
  return `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`;
}

/** A customer who already has an account, created through the api as the register page would. */
export async function registerCustomer(request: APIRequestContext, lang: 'fr' | 'en', who = 'mireille'): Promise<Customer> {
  const customer = { firstname: 'Mireille', lastname: 'Arnaud', email: uniqueEmail(who), password: 'lavande-et-miel-2026' };
  const response = await request.post(`${apiUrl}/api/auth/register`, { data: { ...customer, lang } });
  expect(response.status()).toBe(201);
  return customer;
}

/** The login form of /sign/login, already on screen. */
export async function fillLogin(page: Page, w: AccountWords, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: w.login, exact: true }).click();
}

/** The header says who is there: 'Mon compte' for a customer, 'Connexion' for a visitor. */
export async function expectLoggedIn(page: Page, w: AccountWords, loggedIn = true) {
  const menu = page.getByRole('navigation', { name: w.shopNav });
  await expect(menu.getByRole('link', { name: loggedIn ? w.account : w.loginLink })).toBeVisible();
}
