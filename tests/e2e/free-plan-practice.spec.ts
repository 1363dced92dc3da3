import { expect, test } from '../support/accessibility.js';

// Issue 29 §6: a practice the free plan does not include says what it is and how to get it, not only "Oops!" and ✕.

for (const [path, name] of [
  ['/games/practice/daily', "Today's Practice"],
  ['/games/practice/three-words-one-story', 'Three words one story'],
] as const) {
  test(`${path} on the free plan says what the practice is and leads to an upgrade @phone`, async ({
    page,
    freshUser: _free,
    checkAccessibility,
  }, testInfo) => {
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('Practice is not in your plan: upgrade to practise it.')).toBeVisible();
    await expect(dialog.getByText('guided')).toBeVisible();
    const upgrade = dialog.getByRole('link', { name: 'Upgrade to practise' });
    await expect(upgrade).toHaveAttribute('href', /\/games\/user\/settings\/billing|\/subscriptions/);
    await expect(dialog.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await checkAccessibility(`the locked practice ${path}`);
    await page.screenshot({ path: testInfo.outputPath('locked-practice.png') });
    await upgrade.click();
    await expect(page).toHaveURL(/\/games\/user\/settings\/billing|\/subscriptions/);
  });
}
