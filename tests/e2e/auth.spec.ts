import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../support/fixtures.js';

// Seeded demo account (db/src/seed.ts), registered for the class with zoom meeting id 123.
const LEARNER_EMAIL = demoUsers.learner.email;

/** Fills in and submits the Sign Up form at /signup. */
async function submitSignUp(
  page: Page,
  account: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  if (!page.url().endsWith('/signup')) await page.goto('/signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

// The form's checks in the browser and the links between login and sign-up are component tests
// (remix/app/auth/signed-out-forms.dom.test.tsx, ADR 0067).
test.describe('sign-up', () => {
  test('a new user signs up and, having no plan yet, lands on the plan picker @phone', async ({ page, context }) => {
    const email = `new-${randomUUID()}@example.com`;
    await submitSignUp(page, { firstName: 'Nova', lastName: 'Speaker', email, password: 'speak-up-every-day' });

    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Self-Paced' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach-Led' })).toBeVisible();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'impromptu_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    // Choosing the free Self-Paced tier gives the account a plan; the guard then lets it in.
    await page.getByRole('button', { name: 'Continue with Self-Paced' }).click();
    await expect(page).toHaveURL(/\/games\/home$/);
    await page.goto('/games/dashboard');
    await expect(page).toHaveURL(/\/games\/dashboard$/);
  });

  test('before the browser checks have loaded, the server says the same under the field', async ({ page }) => {
    // The checks never arrive (a slow or dropped download): the form is checked by the action, in the same words.
    await page.route(/\/form-validation[^/]*\.(js|ts)(\?|$)/, (route) => route.abort());
    const validated = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitSignUp(page, { firstName: 'Nova', lastName: 'Speaker', email: 'not-an-email', password: 'short' });

    expect((await validated).status()).toBe(400);
    await expect(page.locator('form[data-validation="server"]')).toBeAttached();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a password that is easy to guess is refused, the reason under the password field', async ({ page }) => {
    const email = `weak-${randomUUID()}@example.com`;
    await submitSignUp(page, { firstName: 'Nova', lastName: 'Speaker', email, password: 'password1234' });

    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/^Password is too easy to guess: avoid common passwords/);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an e-mail that already has an account is refused', async ({ page }) => {
    await submitSignUp(page, {
      firstName: 'Lena',
      lastName: 'Again',
      email: LEARNER_EMAIL,
      password: 'speak-up-every-day',
    });
    await expect(page.getByText('An account with this e-mail already exists.')).toBeVisible();
  });
});

test.describe('login', () => {
  test('a wrong password is refused with the spec message', async ({ page, submitLogIn }) => {
    await page.goto('/login');
    await submitLogIn({ email: LEARNER_EMAIL, password: 'not-the-password' });
    await expect(page.getByRole('alert').getByText('Incorrect e-mail or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('special-route flow and the Zoom redirect', () => {
  test('signed out, /zoom/meeting/123 → login → back at /zoom/meeting/123 → its join link @phone', async ({
    page,
    submitLogIn,
  }) => {
    await page.goto('/zoom/meeting/123');
    await expect(page).toHaveURL(/\/login\?route=zoom$/);
    await expect(page.getByText('Log in to join your class.')).toBeVisible();

    const backAtMeeting = page.waitForURL(/\/zoom\/meeting\/123$/, { waitUntil: 'commit' });
    await submitLogIn(demoUsers.learner);
    await backAtMeeting;

    await expect(page).toHaveURL(/\/meetings\/123\/join\?role=attendee$/);
    await expect(page.getByRole('heading', { level: 1, name: /Your class link works/ })).toBeVisible();
    await expect(page.getByText('Attendee')).toBeVisible();
  });

  test('/login?zoom_meeting_id=123 → after login → /zoom/meeting/123 → its join link', async ({
    page,
    submitLogIn,
  }) => {
    await page.goto('/login?zoom_meeting_id=123');
    const backAtMeeting = page.waitForURL(/\/zoom\/meeting\/123$/, { waitUntil: 'commit' });
    await submitLogIn(demoUsers.learner);
    await backAtMeeting;
    await expect(page).toHaveURL(/\/meetings\/123\/join\?role=attendee$/);
  });

  test('an unknown meeting shows Meeting Not Found with a way back', async ({ page, submitLogIn }) => {
    await page.goto('/login');
    await submitLogIn(demoUsers.learner);
    await expect(page).toHaveURL(/\/games\//);

    await page.goto('/zoom/meeting/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Not Found' })).toBeVisible();
    await expect(page.getByText('Possible reasons')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard$/);
  });

  test('a direct visit to /login forgets the stored special route', async ({ page, submitLogIn }) => {
    await page.goto('/zoom/meeting/123');
    await expect(page).toHaveURL(/\/login\?route=zoom$/);
    await page.goto('/login');
    await submitLogIn(demoUsers.learner);
    await expect(page).toHaveURL(/\/games\/(home|cohort)$/);
  });
});

test.describe('other routes', () => {
  test('/unauthorized asks a visitor to sign in and sends a signed-in one back', async ({ page, submitLogIn }) => {
    await page.goto('/unauthorized?redirectTo=%2Fgames%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to view this page' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await submitLogIn(demoUsers.learner);
    await expect(page).toHaveURL(/\/games\/dashboard$/);

    await page.goto('/unauthorized?redirectTo=%2F%2Fevil.example');
    await expect(page).toHaveURL(/\/games\/home$/);
  });

  test('an unknown path sends a visitor to log in, then on to the home page', async ({ page, submitLogIn }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fno-such-page$/);
    await submitLogIn(demoUsers.learner);
    await expect(page).toHaveURL(/\/games\/(home|cohort)$/);
  });
});
