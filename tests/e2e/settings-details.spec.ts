import { expect, test } from '../support/accessibility.js';

// Issue 29 §9: the settings routes of spec 3 §2.1 open Settings, not the cohort page.

test('/games/settings opens Settings, and Details keeps what the learner says about themselves', async ({
  page,
  freshAccount: _signedIn,
  checkAccessibility,
}) => {
  await page.goto('/games/settings');
  await expect(page).toHaveURL(/\/games\/user\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/games\/user\/settings\/details$/);
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('School or organisation').fill('Harbour High');
  // School and benefit are required; the option lists are not.
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('This field is required.')).toBeVisible();
  await details.getByLabel('What do you hope to get from training?').fill('Speak up in meetings');
  await details.getByLabel(/^Age/).selectOption({ index: 2 });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  await checkAccessibility('Settings → Details');

  await page.goto('/games/user/settings/details');
  await expect(page.getByLabel('School or organisation')).toHaveValue('Harbour High');
  await expect(page.getByLabel('What do you hope to get from training?')).toHaveValue('Speak up in meetings');
  // Fits a phone and a laptop without sideways scroll.
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: test.info().outputPath(`details-${size.width}.png`), fullPage: true });
  }
});
