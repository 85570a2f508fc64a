import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, uniqueEmail } from '../support/account';
import { waitForMail } from '../support/outbox';
import { expectNoHorizontalOverflow, refuseCookies } from '../support/site';

/** What the journeys type, click and read beyond the login form, in each language. */
const TEXT = {
  fr: {
    ...ACCOUNT_TEXT.fr,
    firstname: 'Prénom',
    lastname: 'Nom',
    newPassword: 'Mot de passe (au moins 10 caractères)',
    confirm: 'Confirmez le mot de passe',
    register: 'Créer mon compte',
    welcome: /^Bienvenue à la Nougaterie de Saint-Didier$/,
    welcomeText: /Bonjour Mireille,/,
    mySpace: 'Mon espace',
    myAddresses: 'Mes adresses',
    editAddresses: 'Modifier mes adresses',
    shipping: 'Adresse de livraison',
    billing: 'Adresse de facturation',
    address: { address1: 'Adresse', zipcode: 'Code postal', city: 'Ville', phone: 'Téléphone', email: 'Adresse e-mail' },
    country: 'Pays',
    countryName: 'France',
    same: 'Adresse de facturation identique à la livraison',
    save: 'Enregistrer',
    addressesSaved: 'Vos adresses ont été enregistrées.',
    changePassword: 'Changer mon mot de passe',
    oldPassword: 'Mot de passe actuel',
    resetPassword: 'Nouveau mot de passe (au moins 10 caractères)',
    changeSubmit: 'Changer le mot de passe',
    passwordChanged: 'Votre mot de passe a été modifié.',
    forgot: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    sent: /un e-mail contenant un lien de réinitialisation vient de lui être envoyé/,
    resetMail: /^Choisir un nouveau mot de passe/,
    resetText: /Bonjour Mireille/,
    resetSubmit: 'Enregistrer le mot de passe',
    resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    goLogin: 'Se connecter',
    loyaltyTitle: 'Mes points de fidélité',
    deleteAccount: 'Supprimer mon compte',
    deleteSubmit: 'Supprimer définitivement mon compte',
  },
  en: {
    ...ACCOUNT_TEXT.en,
    firstname: 'First name',
    lastname: 'Last name',
    newPassword: 'Password (at least 10 characters)',
    confirm: 'Confirm the password',
    register: 'Create my account',
    welcome: /^Welcome to the Nougaterie de Saint-Didier$/,
    welcomeText: /Hello Mireille,/,
    mySpace: 'My space',
    myAddresses: 'My addresses',
    editAddresses: 'Edit my addresses',
    shipping: 'Delivery address',
    billing: 'Billing address',
    address: { address1: 'Address', zipcode: 'Postcode', city: 'Town or city', phone: 'Phone', email: 'E-mail address' },
    country: 'Country',
    countryName: 'France',
    same: 'Billing address same as delivery',
    save: 'Save',
    addressesSaved: 'Your addresses have been saved.',
    changePassword: 'Change my password',
    oldPassword: 'Current password',
    resetPassword: 'New password (at least 10 characters)',
    changeSubmit: 'Change the password',
    passwordChanged: 'Your password has been changed.',
    forgot: 'Forgot your password?',
    sendLink: 'Send the link',
    sent: /an e-mail with a reset link has just been sent to it/,
    resetMail: /^Choose a new password/,
    resetText: /Hello Mireille/,
    resetSubmit: 'Save the password',
    resetDone: 'Your password has been changed. You can now log in.',
    goLogin: 'Log in',
    loyaltyTitle: 'My loyalty points',
    deleteAccount: 'Delete my account',
    deleteSubmit: 'Delete my account for good',
  },
} as const;
type Words = (typeof TEXT)[keyof typeof TEXT];

const PASSWORDS = { first: 'amandes-de-provence', changed: 'miel-de-lavande-2026', reset: 'nougat-noir-du-ventoux' };

async function register(page: Page, w: Words, email: string) {
  await page.getByLabel(w.firstname, { exact: true }).fill('Mireille');
  await page.getByLabel(w.lastname, { exact: true }).fill('Arnaud');
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.newPassword, { exact: true }).fill(PASSWORDS.first);
  await page.getByLabel(w.confirm, { exact: true }).fill(PASSWORDS.first);
  await page.getByRole('button', { name: w.register }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, w);
}

/** From the header to the customer's space, then out again. */
async function logout(page: Page, w: Words) {
  await page.getByRole('navigation', { name: w.shopNav }).getByRole('link', { name: w.account }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mon-espace$/);
  await page.getByRole('button', { name: w.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, w, false);
}

/** A guarded page sends a visitor to the login with a redirect query, and the login brings them back. */
async function loginThroughGuard(page: Page, w: Words, path: string, email: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(`/sign/login?${new URLSearchParams({ redirect: path })}`);
  await fillLogin(page, w, email, password);
  await expect(page).toHaveURL(path);
  await expectLoggedIn(page, w);
}

async function addAddress(page: Page, w: Words, email: string) {
  await page.getByRole('button', { name: w.editAddresses }).click();
  const dialog = page.getByRole('dialog', { name: w.myAddresses });
  const shipping = dialog.getByRole('group', { name: w.shipping });
  await shipping.getByLabel(w.firstname, { exact: true }).fill('Mireille');
  await shipping.getByLabel(w.lastname, { exact: true }).fill('Arnaud');
  const values = { address1: '3 chemin des Amandiers', zipcode: '84210', city: 'Saint-Didier', phone: '04 90 66 00 00', email };
  for (const [field, label] of Object.entries(w.address)) {
    await shipping.getByLabel(label, { exact: true }).fill(values[field as keyof typeof values]);
  }
  await expect(shipping.getByRole('combobox', { name: w.country })).toHaveValue('FR');
  await expect(dialog.getByRole('checkbox', { name: w.same })).toBeChecked();
  await expect(dialog.getByRole('group', { name: w.billing })).toHaveCount(0);
  await dialog.getByRole('button', { name: w.save, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: w.addressesSaved })).toBeVisible();
  for (const kind of [w.shipping, w.billing]) {
    const region = page.getByRole('region', { name: kind });
    await expect(region).toContainText('3 chemin des Amandiers');
    await expect(region).toContainText('84210 Saint-Didier');
    await expect(region.getByText(w.countryName, { exact: true })).toBeVisible();
  }
}

async function changePassword(page: Page, w: Words) {
  await page.getByRole('navigation', { name: w.account }).getByRole('link', { name: w.mySpace }).click();
  await page.getByRole('button', { name: w.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: w.changePassword });
  await dialog.getByLabel(w.oldPassword, { exact: true }).fill(PASSWORDS.first);
  await dialog.getByLabel(w.resetPassword, { exact: true }).fill(PASSWORDS.changed);
  await dialog.getByLabel(w.confirm, { exact: true }).fill(PASSWORDS.changed);
  await dialog.getByRole('button', { name: w.changeSubmit }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: w.passwordChanged })).toBeVisible();
}

/** Forgot password → the mail in the outbox, in the customer's language → its link → a new password. */
async function resetPassword(page: Page, w: Words, email: string) {
  await page.goto('/sign/login');
  await page.getByRole('link', { name: w.forgot }).click();
  await expect(page).toHaveURL(/\/sign\/forgot-password$/);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: w.sendLink }).click();
  await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();

  const mail = await waitForMail(email, w.resetMail);
  expect(mail.text).toMatch(w.resetText);
  const link = /\/sign\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the reset link of the mail').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(w.resetPassword, { exact: true }).fill(PASSWORDS.reset);
  await page.getByLabel(w.confirm, { exact: true }).fill(PASSWORDS.reset);
  await page.getByRole('button', { name: w.resetSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: w.resetDone })).toBeVisible();
}

/**
 * Straight to the space in a fresh tab (home's code and texts not downloaded yet), then the account
 * deleted: home, never the login page on the way, logged out, and the password opens nothing.
 */
async function deleteAccount(page: Page, w: Words, email: string, password: string) {
  await page.goto('/mon-compte/mon-espace');
  await page.getByRole('button', { name: w.deleteAccount, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.deleteAccount });
  await dialog.getByLabel(w.password, { exact: true }).fill(password);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await dialog.getByRole('button', { name: w.deleteSubmit }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, w, false);
  expect(visited.filter((path) => path.startsWith('/sign'))).toEqual([]);
  await page.goto('/sign/login');
  await fillLogin(page, w, email, password);
  await expect(page.getByRole('alert').filter({ hasText: w.refused })).toBeVisible();
}

test.describe('account', () => {
  // Nine pages, two modals, two mails and five api writes on a two-core machine.
  test.slow();

  test('register, log out, log in from a guarded page, add an address, change then reset the password, in French', async ({ page }) => {
    const w = TEXT.fr;
    const email = uniqueEmail('mireille');
    await page.goto('/sign/register');
    await refuseCookies(page);
    await register(page, w, email);
    const welcome = await waitForMail(email, w.welcome);
    expect(welcome.text).toMatch(w.welcomeText);

    await logout(page, w);
    await loginThroughGuard(page, w, '/mon-compte/mes-adresses', email, PASSWORDS.first);
    await addAddress(page, w, email);
    await expectNoHorizontalOverflow(page);
    await changePassword(page, w);
    await logout(page, w);

    await resetPassword(page, w, email);
    await page.getByRole('link', { name: w.goLogin, exact: true }).click();
    await expect(page).toHaveURL(/\/sign\/login$/);
    // The reset replaced the password changed in the space: it no longer opens the account.
    await fillLogin(page, w, email, PASSWORDS.changed);
    await expect(page.getByRole('alert').filter({ hasText: w.refused })).toBeVisible();
    await fillLogin(page, w, email, PASSWORDS.reset);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, w);
  });

  test('an English customer gets English mails, gets back in with a new password, then deletes the account', async ({ page }) => {
    const w = TEXT.en;
    const email = uniqueEmail('mary');
    await page.goto('/sign/register?lang=en');
    await refuseCookies(page);
    await register(page, w, email);
    const welcome = await waitForMail(email, w.welcome);
    expect(welcome.text).toMatch(w.welcomeText);

    await logout(page, w);
    await resetPassword(page, w, email);
    await loginThroughGuard(page, w, '/mon-compte/mes-points-de-fidelite', email, PASSWORDS.reset);
    await expect(page.getByRole('heading', { level: 1, name: w.loyaltyTitle })).toBeVisible();
    await deleteAccount(page, w, email, PASSWORDS.reset);
  });
});
