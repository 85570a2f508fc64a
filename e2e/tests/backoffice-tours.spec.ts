import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolOwner, shoot } from '../support/backoffice';
import { createServer, type Server } from 'node:http';
import { PARTNER_PORT, STAFF_SITE_PORTS } from '../support/ports';
import { refuseCookies } from '../support/site';
import { staffSiteOfFile } from '../support/staff-site';

// Issue #22 (Back office II, tours): staff close a slot of the gourmet tour in the back office;
// within 2 s it is gone from the public booking calendar and from the widget a partner embeds.
// On a site of its own (support/staff-site.ts), whose api the widget is pointed at.

const TOUR = 'le-parcours-gourmand';
/** The partner page's own port, per Playwright worker: visits.spec.ts's partner site keeps PARTNER_PORT. */
const partnerPort = PARTNER_PORT + 5 + Number(process.env.TEST_PARALLEL_INDEX || 0);
const partnerUrl = `http://localhost:${partnerPort}`;

interface PublicSlot {
  id: number;
  starts_at: string;
  seats_left: number;
  bookable: boolean;
}

// The partner's origin may call the staff site's api's visits calls (the api reads it at start).
const site = staffSiteOfFile(() => (process.env.WIDGET_ORIGINS = partnerUrl));
let partnerSite: Server | undefined;
test.afterAll(async () => {
  await new Promise((resolve) => (partnerSite ? partnerSite.close(resolve) : resolve(undefined)));
});

const parisDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));

async function publicSlots(): Promise<PublicSlot[]> {
  const response = await fetch(`${site().apiUrl}/api/visits/tours/${TOUR}/slots`, { headers: { 'accept-language': 'fr' } });
  return ((await response.json()) as { slots: PublicSlot[] }).slots;
}

/** The calendar's button of `day`, turning its months (either way: it opens on the first day with seats) until it shows. */
async function dayButton(scope: Page | Locator, day: string): Promise<Locator> {
  const grid = scope.getByRole('grid');
  for (let page = 0; page < 4; page += 1) {
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const button = grid.locator(`button[data-day="${day}"]`);
    if ((await button.count()) > 0) return button;
    const shown = (await grid.locator('button[data-day]').first().getAttribute('data-day')) ?? '';
    await scope.getByRole('button', { name: day < shown ? 'Mois précédent' : 'Mois suivant' }).click();
  }
  throw new Error(`the calendar never showed ${day}`);
}

/** A partner's page on an origin of its own embedding the widget, pointed at the staff site's api. */
async function openWidget(page: Page): Promise<Locator> {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Gîte des amandiers</title></head><body>
    <h1>Gîte des amandiers</h1>
    <nougat-visites tour="${TOUR}" lang="fr" api="${site().apiUrl}"></nougat-visites>
    <script src="http://localhost:${STAFF_SITE_PORTS.visits}/visits-widget.js" async></script></body></html>`;
  if (!partnerSite) {
    partnerSite = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html));
    await new Promise<void>((resolve) => partnerSite!.listen(partnerPort, 'localhost', resolve));
  }
  await page.goto(partnerUrl);
  const widget = page.locator('nougat-visites');
  await expect(widget.getByRole('grid')).toBeVisible();
  return widget;
}

test('a slot closed in the back office leaves the booking calendar and the widget within 2 s', async ({ browser }) => {
  test.setTimeout(240_000);
  // The first slot a visitor can book, and another to book so the guide's list has a name.
  const open = (await publicSlots()).filter((slot) => slot.bookable && slot.seats_left > 0);
  expect(open.length).toBeGreaterThan(1);
  const [target, other] = open;
  const day = parisDay(target.starts_at);
  const otherDay = parisDay(other.starts_at);
  // Only this slot that day (the low season has one a day); a day of several keeps its others.
  const sameDay = open.filter((slot) => parisDay(slot.starts_at) === day);

  const booked = await fetch(`${site().apiUrl}/api/visits/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    body: JSON.stringify({
      tour: TOUR,
      slot_id: other.id,
      party: { adults: 2, children: 1 },
      contact: { firstname: 'Léa', lastname: 'Roux', email: 'lea.roux@example.fr', phone: '04 90 66 00 00' },
    }),
  });
  expect(booked.status).toBe(201);
  const { booking, token } = (await booked.json()) as { booking: { id: number; reference: string }; token: string };
  const paid = await fetch(`${site().apiUrl}/api/visits/bookings/${booking.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-booking-token': token },
    body: JSON.stringify({ method: 'shop' }),
  });
  expect(paid.status).toBe(200);

  // The public calendar and the widget offer the day before.
  const visitor = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR' })).newPage();
  await visitor.goto(`/visites/${TOUR}`);
  await refuseCookies(visitor);
  await expect(await dayButton(visitor, day)).toHaveAccessibleName(/places disponibles$/);
  const partner = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const widget = await openWidget(partner);
  await expect(await dayButton(widget, day)).toHaveAccessibleName(/places disponibles$/);

  // Staff close it from the tour's page, on a phone.
  const desk = await (await browser.newContext({ baseURL: site().url, locale: 'fr-FR', viewport: { width: 375, height: 900 } })).newPage();
  await enrolOwner(desk, site().ownerLink);
  await desk.goto('/gestion/visites');
  await expect(desk.getByRole('heading', { level: 1, name: 'Visites' })).toBeVisible();
  await shoot(desk, 'tours-fr');
  await desk.getByRole('link', { name: 'Le parcours gourmand' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Le parcours gourmand' })).toBeVisible();
  const card = desk.locator(`li[data-slot="${target.id}"]`);
  await card.getByRole('button', { name: /^Fermer/ }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog.getByText('Personne n’a réservé ce créneau : il disparaît du calendrier de réservation.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer le créneau' }).click();
  await expect(desk.getByText('Créneau fermé.')).toBeVisible();
  const closedAt = Date.now();
  await expect(card).toContainText('Fermé');
  await shoot(desk, 'tour-fr');

  // The api's public slots answer drops it within 2 s; the pages, loaded again, no longer offer it.
  for (;;) {
    if (!(await publicSlots()).some((slot) => slot.id === target.id)) break;
    if (Date.now() - closedAt > 10_000) throw new Error('the closed slot is still offered after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(Date.now() - closedAt).toBeLessThan(2_000);
  await visitor.reload();
  const after = await dayButton(visitor, day);
  if (sameDay.length === 1) await expect(after).not.toHaveAccessibleName(/places disponibles$/);
  await partner.reload();
  const widgetAfter = await dayButton(partner.locator('nougat-visites'), day);
  if (sameDay.length === 1) await expect(widgetAfter).not.toHaveAccessibleName(/places disponibles$/);
  if (sameDay.length > 1) {
    // A day of several slots stays, without the closed one's time among its radios.
    await after.click();
    const time = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(target.starts_at));
    await expect(visitor.getByRole('group', { name: 'Créneaux du jour' })).not.toContainText(time);
  }

  // The guide's list of the booked day, printable; then the same pages in English.
  await desk.goto(`/gestion/visites/jour/${otherDay}`);
  const sheet = desk.getByRole('region', { name: /Le parcours gourmand/ }).first();
  await expect(sheet).toContainText('ROUX Léa');
  await expect(sheet).toContainText('2 adulte(s), 1 enfant(s) -10 ans');
  await expect(sheet).toContainText('À payer à la boutique : 4,00 €');
  await shoot(desk, 'tour-day-fr');
  await sheet.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(desk.getByText(`Paiement de ${booking.reference} enregistré.`)).toBeVisible();
  await expect(sheet).toContainText('Payé');

  await desk.getByRole('button', { name: 'English' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: /^Tours of / })).toBeVisible();
  // What the page said is said again in the new language.
  await expect(desk.getByText(`Payment of ${booking.reference} recorded.`)).toBeVisible();
  await shoot(desk, 'tour-day-en');
  await desk.goto('/gestion/visites');
  await expect(desk.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  await shoot(desk, 'tours-en');
  await desk.getByRole('link', { name: 'The gourmet tour' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'The gourmet tour' })).toBeVisible();
  await shoot(desk, 'tour-en');
});
