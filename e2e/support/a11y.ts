import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA, what RGAA 4 asks of a French commercial site, and axe's best practices,
 * which check more of RGAA: heading order, images whose text is already beside them, landmarks
 * told apart by their names.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe on the whole page as it is now; each violation named with the elements and axe's reason.
 *
 * Run as axe.run() in the page itself (@axe-core/playwright's legacy mode): its default runs
 * axe.runPartial() in each frame, then opens a new tab, injects axe again and sends it every
 * node's result to finish (axe-core issue #4427: resultTypes is not applied there). The site has
 * no iframe, so the same rules see the same nodes. `resultTypes: ['violations']` keeps the full
 * list of nodes for violations only (axe's own advice for speed); the others are not read here.
 */
export async function expectNoAxeViolations(page: Page, where = page.url()) {
  expect(await page.locator('iframe').count(), `no iframe on ${where}: axe runs in the page only`).toBe(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} @ ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 300)}`),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

/** Whether the focused element is inside the locator's element (shadow roots included). */
const focusInside = (scope: Locator) =>
  scope.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return !!active && el.contains(active);
  });

/**
 * A modal dialog, already open: focus is inside, Tab and Shift+Tab go round every control and
 * never leave it (one more press than there are controls proves the wrap).
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusInside(dialog), { message: 'focus moves into the dialog' }).toBe(true);
  const controls = await dialog
    .locator(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    )
    .count();
  expect(controls).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i <= controls; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} #${i + 1} stays in the dialog`).toBe(true);
    }
  }
}

/**
 * Opens a modal with its opener (a click, as most people do, leaves focus on the opener), checks
 * it with axe and its focus trap, closes it with Escape, then reopens it and closes it with its
 * own close button: each time the dialog is gone and focus is back on the opener.
 */
export async function checkModal(page: Page, opener: Locator, dialogName: string | RegExp, closeName: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expectNoAxeViolations(page, `dialog ${dialogName} on ${page.url()}`);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: closeName }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/**
 * Tabs through the whole page from where the focus is: every stop must show where the focus is,
 * by an outline of at least 2 px (or a shadow) on the element or on the box that frames it (a
 * search field draws it on its rounded box). Answers the names of the stops.
 */
export async function expectFocusVisibleOnEveryStop(page: Page, max = 150): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      // Back at a stop already seen: the tour of the page is done.
      if (!el || el === document.body || el.hasAttribute('data-a11y-seen')) return null;
      el.setAttribute('data-a11y-seen', '');
      const shows = (e: Element | null) => {
        if (!e) return false;
        const style = getComputedStyle(e);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      };
      const label = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.getAttribute('placeholder') || el.textContent;
      const name = `${el.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 40)}"`;
      return { name, visible: shows(el) || shows(el.parentElement) || shows(el.parentElement?.parentElement ?? null) };
    });
    if (!stop) break;
    stops.push(stop.name);
    expect(stop.visible, `focus indicator on ${stop.name}`).toBe(true);
  }
  return stops;
}
