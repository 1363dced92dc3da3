import { expect, expectAccessible, test } from '../support/accessibility.js';
import { chooseConsent, demoUsers } from '../support/fixtures.js';

// Notifications (spec 2 §2–§4, §7) and the private coaching start (spec 3 §4.2).

test('a pod member is sent to the private coaching start; the admin’s notification for the pod shows and, dismissed, stays dismissed after reload @phone', async ({
  page,
  freshUser,
  browser,
  baseURL,
  logIn,
  checkAccessibility,
}) => {
  const stamp = Date.now().toString(36);
  const pod = `Tuesday Pod ${stamp}`;
  const other = await browser.newContext({ baseURL });
  await chooseConsent(other, baseURL);
  const admin = await other.newPage();
  await logIn(demoUsers.admin, { page: admin });

  // The new learner joins a private coaching pod (the admin's Users upload).
  await admin.goto('/games/admin/fundamentals');
  const csv = [
    'fullName,email,plan,groupName,groupType,userGroupType',
    `Nova Speaker,${freshUser.email},free,${pod},PRIVATE_COACHING_POD,MEMBER`,
  ].join('\n');
  await admin
    .locator('input[type="file"]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin.getByRole('button', { name: 'Upload 1 row' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /^Uploaded 1 row:/ })).toBeVisible();

  // The admin creates a notification for the pod; the form first names what is missing.
  await admin.goto('/games/admin');
  await admin.getByRole('link', { name: /Notifications/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create notification' }).click();
  await expect(admin.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('This field is required.').first()).toBeVisible();
  await admin.getByLabel('Name', { exact: true }).fill(`pod-welcome-${stamp}`);
  await admin.getByLabel('Audience').selectOption({ label: pod });
  await admin.getByLabel('Short text').fill(`Welcome to ${pod}: rate yourself before the first session.`);
  await admin
    .getByLabel('Long text (optional)')
    .fill('Your coach reads your self-assessment before you meet, so the first session starts where you are.');
  await admin.getByLabel('Button text (optional)').fill('Open Shape & Score history');
  await admin.getByLabel('Button URL (optional)').fill('/games/shape-history');
  await admin.getByRole('button', { name: 'Create notification' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Notification “pod-welcome-${stamp}” created.`);
  await expect(admin.getByRole('row', { name: new RegExp(`pod-welcome-${stamp}`) })).toContainText(pod);
  await expectAccessible(admin, 'the admin’s notifications page');
  await other.close();

  // The learner, a pod member with no snapshot, is sent to the private coaching start wizard from any page.
  await page.goto('/games/home');
  await expect(page).toHaveURL(/\/games\/shape\?type=private_coaching_start$/);
  const strip = page.getByRole('region', { name: 'Notifications' });
  const banner = strip.getByRole('listitem').filter({ hasText: `Welcome to ${pod}` });
  await expect(banner).toBeVisible();
  const longText = banner.getByText('Your coach reads your self-assessment before you meet');
  await expect(longText).toBeHidden();
  await banner.getByRole('button', { name: 'Show more' }).click();
  await expect(longText).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Open Shape & Score history' })).toHaveAttribute(
    'href',
    '/games/shape-history',
  );
  await checkAccessibility('the notification banner on the private coaching start');

  // Its call to action is recorded ('CTA Clicked', 'Notification CTA Clicked') and leaves it unseen.
  const clicked = page.waitForResponse(
    (response) => /\/resources\/notifications\/[0-9a-f-]{36}\/cta/.test(response.url()) && response.ok(),
  );
  await banner.getByRole('link', { name: 'Open Shape & Score history' }).click();
  await clicked;
  await page.goto('/games/home');
  await expect(page).toHaveURL(/\/games\/shape\?type=private_coaching_start$/);
  await expect(banner).toBeVisible();

  const dismissed = page.waitForResponse(
    (response) => /\/resources\/notifications\/[0-9a-f-]{36}\/seen/.test(response.url()) && response.ok(),
  );
  await banner
    .getByRole('button', { name: `Dismiss notification: Welcome to ${pod}: rate yourself before the first session.` })
    .click();
  await dismissed;
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Form progress' })).toBeVisible();
  await expect(page.getByText(`Welcome to ${pod}`)).toHaveCount(0);
});
