import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expectNoAxeViolations } from '../support/a11y';
import { OUTBOX_DIR } from '../support/outbox';
import { editRemotesConfig } from '../support/remotes-config';
import { siteUrl } from '../support/ports';

type Lang = 'fr' | 'en';

/** Every showcase and legal page, the anchors SPEC §2 names (and ours), its title in each language. */
const PAGES: { path: string; anchors: string[]; title: Record<Lang, string> }[] = [
  {
    path: '/la-nougaterie',
    anchors: ['notre-histoire', 'le-savoir-faire', 'notre-equipe', 'nos-partenaires-et-labels'],
    title: { fr: 'La nougaterie', en: 'Our nougat house' },
  },
  { path: '/magasin-saint-didier', anchors: ['le-magasin', 'les-horaires', 'le-salon-de-the'], title: { fr: 'Magasin & salon de thé', en: 'Shop & tea room' } },
  {
    path: '/la-filiere-agricole',
    anchors: ['une-filiere-courte', 'les-amandes', 'le-miel', 'la-lavande'],
    title: { fr: 'La filière agricole', en: 'Our farm network' },
  },
  { path: '/infos-pratiques', anchors: ['horaires', 'comment-venir', 'contact'], title: { fr: 'Infos pratiques', en: 'Practical information' } },
  { path: '/contactez-nous', anchors: ['formulaire', 'coordonnees'], title: { fr: 'Contactez-nous', en: 'Contact us' } },
  { path: '/espace-pro', anchors: ['revendeurs', 'conditions', 'demande-de-compte'], title: { fr: 'Espace pro', en: 'Trade area' } },
  {
    path: '/legal/conditions-generales-utilisation',
    anchors: ['objet', 'compte', 'responsabilite'],
    title: { fr: "Conditions générales d'utilisation", en: 'Terms of use' },
  },
  {
    path: '/legal/conditions-generales-vente',
    anchors: ['prix', 'livraison', 'retractation', 'mediation'],
    title: { fr: 'Conditions générales de vente', en: 'Terms of sale' },
  },
  { path: '/legal/mentions-legales', anchors: ['editeur', 'immatriculation', 'hebergeur'], title: { fr: 'Mentions légales', en: 'Legal notice' } },
  {
    path: '/legal/politique-protection-donnees-rgpd',
    anchors: ['responsable', 'droits', 'cookies', 'reclamation'],
    title: { fr: 'Politique de protection des données', en: 'Data protection policy' },
  },
];

const CONSENT_KEY = 'nougaterie-consent';
const GTM_URL = `${siteUrl}/test-gtm/gtm.js`;

test.describe('showcase and legal pages', () => {
  for (const lang of ['fr', 'en'] as const) {
    for (const { path: route, anchors, title } of PAGES) {
      test(`${route} in ${lang}: title, sections, head and no axe violation`, async ({ page }) => {
        await page.goto(`${route}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: title[lang] })).toBeVisible();
        for (const anchor of anchors) {
          const section = main.locator(`section#${anchor}`);
          await expect(section).toBeVisible();
          await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
        }
        await expect(main).not.toContainText('{{');
        await expect(page).toHaveTitle(`${title[lang]} | Nougaterie de Saint-Didier`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${route}`);
        await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${siteUrl}${route}?lang=en`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('an anchor in the address scrolls to its section on load', async ({ page }) => {
    await page.goto('/infos-pratiques#comment-venir');
    await expect(page.locator('#comment-venir')).toBeInViewport();
    await page.goto('/la-nougaterie#nos-partenaires-et-labels');
    await expect(page.locator('#nos-partenaires-et-labels')).toBeInViewport();
  });

  test('an in-page link scrolls to its section and names it in the address', async ({ page }) => {
    await page.goto('/legal/conditions-generales-vente');
    await page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Droit de rétractation' }).click();
    await expect(page).toHaveURL(/#retractation$/);
    await expect(page.locator('#retractation')).toBeInViewport();
    await page.getByRole('contentinfo').getByRole('link', { name: "Horaires d'ouverture" }).click();
    await expect(page).toHaveURL(/\/infos-pratiques#horaires$/);
    await expect(page.locator('#horaires')).toBeInViewport();
  });

  test('the opening hours mark the current season', async ({ page }) => {
    await page.goto('/magasin-saint-didier#les-horaires');
    const tables = page.locator('#les-horaires table');
    await expect(tables).toHaveCount(4);
    await expect(page.locator('#les-horaires table[aria-current="true"]')).toHaveCount(1);
  });

  test('/wp-login sends to the login page and /maintenance home when the site is up', async ({ page }) => {
    await page.goto('/wp-login');
    await expect(page).toHaveURL(/\/sign\/login$/);
    await page.goto('/maintenance');
    await expect(page).toHaveURL(`${siteUrl}/`);
  });

  test('robots.txt and sitemap.xml are served on the shop address', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /mon-compte');
    expect(robots).toContain('Disallow: /boutique/panier');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${siteUrl}/la-nougaterie</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/boutique\/[\w-]+\/nougat-noir-croquant<\/loc>/);
    expect(xml).not.toContain('/mon-compte');
  });
});

test.describe('contact form', () => {
  test('a message is sent, confirmed in place, and its mails reach the outbox', async ({ page }) => {
    const subject = `Visite de groupe ${Date.now()}`;
    await page.goto('/contactez-nous');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Prénom').fill('Rose');
    await form.getByLabel('Nom', { exact: true }).fill('Aubanel');
    await form.getByLabel('E-mail').fill('rose@example.fr');
    await form.getByLabel('Objet').fill(subject);
    await form.getByLabel('Message').fill('Bonjour, nous serions vingt personnes le 12 juin : est-ce possible ?');
    await form.getByRole('button', { name: 'Envoyer mon message' }).click();
    await expect(page.getByTestId('form-sent')).toContainText('Merci, votre message est bien envoyé.');

    await expect
      .poll(async () => {
        const files = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
        const mails = await Promise.all(files.map((f) => readFile(path.join(OUTBOX_DIR, f), 'utf8')));
        return mails.filter((mail) => mail.includes(subject)).length;
      })
      .toBe(2);
  });

  // The shell loads the phone rule's library; the contracts' shared phoneSchema checks with it. Were
  // the two copies apart (the rule bundled in the shell), a number of the right shape but too short
  // for France would pass in the browser, and only the api would refuse it.
  test('a number of the right shape that France does not have is refused before sending', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact')) sent.push(request.url());
    });
    await page.goto('/contactez-nous');
    // The form's module starts loading the library: done once the network is quiet.
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Prénom').fill('Rose');
    await form.getByLabel('Nom', { exact: true }).fill('Aubanel');
    await form.getByLabel('E-mail').fill('rose@example.fr');
    await form.getByLabel('Téléphone (facultatif)').fill('01 23 45 67');
    await form.getByLabel('Objet').fill('Visite de groupe');
    await form.getByLabel('Message').fill('Bonjour, nous serions vingt personnes le 12 juin : est-ce possible ?');
    await form.getByRole('button', { name: 'Envoyer mon message' }).click();
    await expect(form.getByText('Indiquez un numéro de téléphone valide, par exemple 04 90 66 00 00.')).toBeVisible();
    await expect(form.getByLabel('Téléphone (facultatif)')).toHaveValue('01 23 45 67');
    expect(sent).toEqual([]);
  });

  test('inline errors in the page language, and nothing typed is lost', async ({ page }) => {
    await page.goto('/infos-pratiques?lang=en#contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('E-mail').fill('rose@');
    await form.getByRole('button', { name: 'Send my message' }).click();
    await expect(form.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeVisible();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue('rose@');
  });
});

test.describe('consent and tag manager', () => {
  /** A container id for this test only, and a stub of its script: nothing leaves the machine. */
  async function withTagManager(page: Page) {
    const requests: string[] = [];
    await editRemotesConfig(page, { tagManager: { id: 'GTM-E2E', scriptUrl: GTM_URL } });
    await page.route('**/test-gtm/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true;' });
    });
    // Timestamps each page view as it is pushed, to measure the delay after a navigation.
    await page.addInitScript(() => {
      const w = window as unknown as { dataLayer: unknown[]; __views: { path: string; at: number }[] };
      w.__views = [];
      w.dataLayer = [];
      const push = w.dataLayer.push.bind(w.dataLayer);
      w.dataLayer.push = (...entries: unknown[]) => {
        for (const entry of entries) {
          const e = entry as { event?: string; page_path?: string };
          if (e.event === 'page_view') w.__views.push({ path: e.page_path!, at: performance.now() });
        }
        return push(...entries);
      };
    });
    return requests;
  }
  const views = (page: Page) => page.evaluate(() => (window as unknown as { __views: { path: string; at: number }[] }).__views);
  const goToStore = async (page: Page) => {
    const at = await page.evaluate(() => performance.now());
    await page.getByRole('contentinfo').getByRole('link', { name: "Horaires d'ouverture" }).click();
    return at;
  };

  test('refused: no tag-manager request and no page view, even after navigating', async ({ page }) => {
    const requests = await withTagManager(page);
    await page.goto('/la-nougaterie');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await goToStore(page);
    await expect(page).toHaveURL(/\/infos-pratiques#horaires$/);
    await page.waitForTimeout(800);
    expect(requests).toEqual([]);
    expect(await views(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('nougaterie-consent'))).toContain('"audience":false');
  });

  test('accepted: the container loads once and each page view comes 250 ms after navigation', async ({ page }) => {
    const requests = await withTagManager(page);
    await page.goto('/la-nougaterie');
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe(`${GTM_URL}?id=GTM-E2E`);
    await expect.poll(async () => (await views(page)).map((v) => v.path)).toEqual(['/la-nougaterie']);

    const clicked = await goToStore(page);
    await expect.poll(async () => (await views(page)).length).toBe(2);
    const [, view] = await views(page);
    expect(view.path).toBe('/infos-pratiques');
    expect(view.at - clicked).toBeGreaterThanOrEqual(250);
    expect(view.at - clicked).toBeLessThan(2000);

    await page.reload();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect.poll(async () => (await views(page)).map((v) => v.path)).toEqual(['/infos-pratiques']);
  });

  test('the footer reopens the choices, and a withdrawal stops the page views', async ({ page }) => {
    await withTagManager(page);
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, JSON.stringify({ version: 1, date: new Date().toISOString(), purposes: { audience: true, marketing: false } }));
      }
    }, CONSENT_KEY);
    await page.goto('/la-filiere-agricole');
    await expect.poll(async () => (await views(page)).length).toBe(1);
    await page.getByRole('button', { name: 'Gestion des cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gestion des cookies' });
    await expect(dialog.getByRole('switch', { name: "Mesure d'audience" })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole('switch', { name: "Mesure d'audience" }).uncheck();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await goToStore(page);
    await page.waitForTimeout(800);
    expect(await views(page)).toHaveLength(1);
  });
});
