import { expect, expectAccessible, test } from '../support/accessibility.js';

// Issue 45 (ADR 0052): a person can reach someone. The footer's links go to pages of the product when no marketing
// site is configured, About and Contact read signed out, and the support address is on them, in the footer and on an
// error page; AA contrast and the phone's width hold.

const SUPPORT = 'support@impromptu.local';

test.describe('a support path', () => {
  test('the footer links to About and Contact, which read signed out with the support address @phone', async ({
    page,
  }) => {
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
    for (const link of await footer.getByRole('link').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href, `footer link ${await link.textContent()}`).not.toContain('impromptu.example');
    }

    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Impromptu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach-Led cohorts' })).toBeVisible();
    await expectAccessible(page, 'the About page');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: SUPPORT }).first()).toBeVisible();
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'the Contact page');
  });

  test('an error page names the support address', async ({ page, freshAccount }) => {
    expect(freshAccount.email).toContain('@');
    const response = await page.goto('/games/event/not-a-class');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: SUPPORT }).first()).toBeVisible();
  });
});
