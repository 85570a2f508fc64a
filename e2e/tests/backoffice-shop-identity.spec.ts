import { expect, test } from '@playwright/test';
import { enrolOwner, shoot, shownWithin } from '../support/backoffice';
import { refuseCookies } from '../support/site';
import { staffSiteOfFile } from '../support/staff-site';

// Issues #22 and #23: the shop's identity and hours are data. An owner changes the phone number and
// adds a closing day in the back office; the public answer has them within 2 s, and the footer and
// the practical information page show them, without a new build. On a site of its own.

const PHONE = { display: '04 90 11 22 33', e164: '+33490112233' };

const site = staffSiteOfFile();

/** A Paris day `days` from today, YYYY-MM-DD. */
const parisDayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

test('an owner changes the phone and adds a closing day: footer and practical page show them', async ({ browser }) => {
  test.setTimeout(240_000);
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR', viewport: { width: 375, height: 900 } })).newPage();
  await enrolOwner(desk, site().ownerLink);
  await desk.goto('/gestion/reglages');

  const identity = desk.getByRole('region', { name: 'Identité de la boutique' });
  await expect(identity.getByTestId('identity-placeholders')).toContainText('SIRET');
  // A number with a phone's shape but eight digits is refused in the browser, by the phone rule
  // the shared contracts hold (the back office's own entry has no copy of it), and nothing is sent.
  const saves: string[] = [];
  desk.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/admin/shop/identity')) saves.push(request.url());
  });
  await identity.getByLabel(/^Téléphone affiché/).fill('01 23 45 67');
  await identity.getByRole('button', { name: "Enregistrer l'identité" }).click();
  await expect(identity.getByText("Ce numéro de téléphone n'est pas valide.")).toBeVisible();
  expect(saves).toEqual([]);
  await identity.getByLabel(/^Téléphone \(format international/).fill(PHONE.e164);
  await identity.getByLabel(/^Téléphone affiché/).fill(PHONE.display);
  await identity.getByRole('button', { name: "Enregistrer l'identité" }).click();
  await expect(identity.getByText("Identité enregistrée : le site l'affiche désormais.")).toBeVisible();
  expect(saves).toHaveLength(1);
  const phoneAt = Date.now();
  expect(await shownWithin(`${site().apiUrl}/api/shop/info`, (body) => body.includes(PHONE.display), phoneAt)).toBeLessThan(2_000);

  const day = parisDayIn(3);
  const hours = desk.getByRole('region', { name: 'Horaires et fermetures' });
  await hours.getByRole('button', { name: 'Ajouter une fermeture' }).click();
  const closure = hours.getByRole('group', { name: 'Fermeture 1' });
  await closure.getByLabel('Du').fill(day);
  await closure.getByLabel('Au (inclus)').fill(day);
  await closure.getByLabel('Motif (français)').fill('Inventaire');
  await closure.getByLabel('Motif (anglais)').fill('Stocktaking');
  await shoot(desk, 'settings-identity-hours-fr');
  await hours.getByRole('button', { name: 'Enregistrer les horaires' }).click();
  await expect(hours.getByText('Horaires enregistrés : le site les affiche désormais.')).toBeVisible();
  const closedAt = Date.now();
  expect(await shownWithin(`${site().apiUrl}/api/shop/info`, (body) => body.includes(`"from":"${day}"`), closedAt)).toBeLessThan(2_000);

  // The shopper's practical information page and footer, in French then English.
  const shopper = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await shopper.goto('/infos-pratiques');
  await refuseCookies(shopper);
  const footer = shopper.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: PHONE.display })).toHaveAttribute('href', `tel:${PHONE.e164}`);
  await expect(footer.getByTestId('footer-closures')).toContainText(/^Fermé le \d+ \S+ \(Inventaire\)$/);
  const closures = shopper.getByTestId('closures');
  await expect(closures).toContainText('Fermetures exceptionnelles');
  await expect(closures).toContainText('(Inventaire)');
  await closures.scrollIntoViewIfNeeded();
  await shoot(shopper, 'practical-closures-fr');

  const english = await (await browser.newContext({ baseURL: site().url, locale: 'en-GB' })).newPage();
  await english.goto('/infos-pratiques?lang=en');
  await refuseCookies(english);
  await expect(english.getByRole('contentinfo').getByTestId('footer-closures')).toContainText(/^Closed on \d+ \S+ \(Stocktaking\)$/);
  await expect(english.getByTestId('closures')).toContainText('Exceptional closures');
  await shoot(english, 'practical-closures-en');
});
