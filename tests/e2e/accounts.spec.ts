import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from '../support/accessibility.js';
import { adminToken, bffUrl, linkFromInbox } from '../support/inbox.js';

// Issue 25 as a person meets it, reading mail from the embedded inbox of npm start (ADR 0028).

const NEW_PASSWORD = 'lanterns drift over the harbour';

test('forgot password → e-mail → new password → signed in, and the old session is refused', async ({
  page,
  browser,
  freshUser,
  request,
}) => {
  // Three browsers, two e-mail round trips and two axe passes: more than the default minute on a busy machine.
  test.slow();
  // freshUser is signed in on `page`: that is the session the reset must end.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await visitor.getByLabel('E-mail').fill(freshUser.email);
  await visitor.getByRole('button', { name: 'Send me a link' }).click();
  await expect(visitor.getByRole('status')).toContainText('If an account exists for that address, we sent a link');
  await expectAccessible(visitor, 'the Forgot your password? page');

  const link = await linkFromInbox(request, freshUser.email, /Reset your Impromptu password/, '/reset-password?token=');
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(visitor, 'the new password page');
  await visitor.getByLabel('New password').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Save and log in' }).click();
  await expect(visitor).toHaveURL(/\/games\//);
  await expect(visitor.getByRole('banner').getByRole('button', { name: freshUser.name })).toBeVisible();

  // The session from before the reset is over.
  await page.goto('/games/user/settings/profile');
  await expect(page).toHaveURL(/\/login/);

  // The link worked once: opened again (signed out, as from the e-mail) it says so and offers a new one.
  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This link has already been used.');
  await again.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(again.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await later.close();
  await other.close();
});

test('change e-mail → confirm from the new address → log in with it', async ({
  page,
  browser,
  freshAccount,
  request,
  logIn,
  checkAccessibility,
}) => {
  const newEmail = `e2e-moved-${randomUUID()}@example.com`;
  await page.goto('/games/user/settings/profile');
  const section = page.getByRole('region', { name: 'Change e-mail' });
  await section.getByLabel('New e-mail').fill(newEmail);
  await section.getByLabel('Password').fill(freshAccount.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'We sent a confirmation link to the new address. Your e-mail changes once you open it.',
  );
  await checkAccessibility('Settings → Profile with the e-mail and password sections');

  const link = await linkFromInbox(request, newEmail, /Confirm your new e-mail address/, '/confirm-email?token=');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your e-mail is now ${newEmail}. Use it to log in from now on.`);

  // The profile shows the new address at once, and a new browser logs in with it.
  await page.goto('/games/user/settings/profile');
  await expect(page.getByRole('region', { name: 'Change e-mail' })).toContainText(newEmail);
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logIn({ email: newEmail, name: freshAccount.name, password: freshAccount.password }, { page: elsewhere });
  await other.close();
});

test('a new account is reminded to confirm its e-mail, can resend the link, and confirming ends the reminder', async ({
  page,
  request,
  checkAccessibility,
}) => {
  const email = `e2e-confirm-${randomUUID()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Cleo');
  await page.getByLabel('Last name').fill('Confirm');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await page.getByRole('button', { name: 'Continue with Self-Paced' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  // A new account's first visit to Home greets it as new (issue 29 §9), and only the next one says 'Welcome back'.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Cleo!');

  const reminder = page.getByRole('region', { name: 'Confirm your e-mail' });
  await expect(reminder).toContainText(`Please confirm your e-mail: we sent a link to ${email}.`);
  await reminder.getByRole('button', { name: 'Resend' }).click();
  await expect(reminder.getByRole('status')).toHaveText('We sent a new confirmation link. It is valid for 24 hours.');
  await checkAccessibility('the home page with the e-mail reminder');

  const link = await linkFromInbox(request, email, /Confirm your e-mail for Impromptu/, '/confirm-email?token=');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your e-mail address is confirmed.');
  await page.getByRole('link', { name: 'Go to Impromptu' }).first().click();
  await expect(page).toHaveURL(/\/games\/home$/);
  await expect(page.getByRole('region', { name: 'Confirm your e-mail' })).toHaveCount(0);
});

test('a person added by bulk upload gets an invitation, chooses a password and lands in the cohort', async ({
  page,
  request,
}) => {
  const email = `e2e-invited-${randomUUID()}@example.com`;
  const upload = await request.post(`${bffUrl}/user_group/batch`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      data: [
        {
          fullName: 'Indira Invited',
          email,
          plan: 'trainings',
          groupName: 'Fundamentals Cohort — Spring',
          groupType: 'FUNDAMENTALS_CLASS',
          userGroupType: 'STUDENT',
        },
      ],
    },
  });
  expect(upload.status()).toBe(200);

  const link = await linkFromInbox(request, email, /You are invited to Impromptu/, '/accept-invitation?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Impromptu' })).toBeVisible();
  await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save and start' }).click();
  await expect(page).toHaveURL(/\/games\/cohort$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Indira Invited' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
});
