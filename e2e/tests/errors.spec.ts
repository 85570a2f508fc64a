import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 error page, whose button goes home', async ({ page }) => {
  // SPEC §8: the server says so too (scripts/lib/routes.mjs), with the same page.
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toBeVisible();
  await expect(errorPage.getByTestId('error-status')).toHaveText('404');
  await expect(errorPage.getByText('Oh oh...')).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();

  const home = errorPage.getByRole('link', { name: "Retour à l'accueil" }).or(errorPage.getByRole('button', { name: "Retour à l'accueil" }));
  await home.click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('/maintenance sends the visitor back home', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
