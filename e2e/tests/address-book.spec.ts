import { expect, test } from '@playwright/test';
import { ACCOUNT_TEXT, expectLoggedIn, fillLogin, registerCustomer } from '../support/account';
import { CHECKOUT_TEXT, fillBasketFromHome } from '../support/checkout';
import { expectNoHorizontalOverflow, refuseCookies } from '../support/site';

const PARENTS = {
  label: 'Chez mes parents',
  firstname: 'Odette',
  lastname: 'Arnaud',
  address1: '5 rue des Tilleuls',
  zipcode: '26110',
  city: 'Nyons',
  phone: '04 75 26 00 00',
};

/** Issue 20: a customer keeps more than one address, and picks one at checkout. */
for (const width of [375, 1280]) {
  test(`a customer adds an address to the book, then picks it at checkout (${width} px)`, async ({ page, request }, info) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const w = { ...ACCOUNT_TEXT.fr, ...CHECKOUT_TEXT.fr };
    const customer = await registerCustomer(request, 'fr', `carnet${width}`);
    await page.goto('/sign/login');
    await refuseCookies(page);
    await fillLogin(page, w, customer.email, customer.password);
    await expectLoggedIn(page, w);

    await page.goto('/mon-compte/mes-adresses');
    const book = page.getByRole('region', { name: 'Autres adresses' });
    await expect(book).toContainText("Aucune autre adresse pour l'instant.");
    await book.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une adresse' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByLabel('Ville', { exact: true })).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await dialog.getByLabel('Nom de cette adresse (facultatif)').fill(PARENTS.label);
    await dialog.getByLabel('Prénom', { exact: true }).fill(PARENTS.firstname);
    await dialog.getByLabel('Nom', { exact: true }).fill(PARENTS.lastname);
    await dialog.getByLabel('Adresse', { exact: true }).fill(PARENTS.address1);
    await dialog.getByLabel('Code postal', { exact: true }).fill(PARENTS.zipcode);
    await dialog.getByLabel('Ville', { exact: true }).fill(PARENTS.city);
    await dialog.getByLabel('Téléphone', { exact: true }).fill(PARENTS.phone);
    await dialog.getByLabel('Adresse e-mail', { exact: true }).fill(customer.email);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("L'adresse a été ajoutée.")).toBeVisible();
    const entry = book.getByRole('listitem').filter({ hasText: PARENTS.label });
    await expect(entry).toContainText(`${PARENTS.zipcode} ${PARENTS.city}`);
    // The e-mail, long on a phone, stays inside its card.
    expect(await entry.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: info.outputPath(`address-book-${width}.png`), fullPage: true });

    await page.goto('/');
    await fillBasketFromHome(page, w);
    await page.getByRole('button', { name: w.next }).click();
    const shipping = page.getByRole('group', { name: w.shipping });
    const picker = shipping.getByRole('combobox', { name: 'Choisir une de mes adresses' });
    await picker.selectOption({
      label: `${PARENTS.label} : ${PARENTS.firstname} ${PARENTS.lastname}, ${PARENTS.address1}, ${PARENTS.zipcode} ${PARENTS.city}`,
    });
    await expect(shipping.getByLabel('Ville', { exact: true })).toHaveValue(PARENTS.city);
    await expect(shipping.getByLabel('Prénom', { exact: true })).toHaveValue(PARENTS.firstname);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: info.outputPath(`address-picker-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/boutique\/livraison$/);
  });
}
