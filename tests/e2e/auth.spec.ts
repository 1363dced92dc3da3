import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Seeded demo account (db/src/seed.ts), registered for the class with zoom meeting id 123.
const LEARNER_EMAIL = 'learner@example.com';
const PASSWORD = 'practice-makes-progress';

/** A consent choice made beforehand, so the banner does not cover the forms under test. */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseConsent(context, baseURL);
});

async function chooseConsent(context: BrowserContext, baseURL: string | undefined) {
  const consent = {
    cookiePurposes: { necessary: true, functionality: false, measurement: false, targeting: false },
    cookieTimestamp: '2024-01-01T00:00:00.000Z',
    cookieVersion: '1',
    cookiePolicyId: 'impromptu-cookie-policy',
    usPrivacyCookie: '1YYN',
    usPurposes: { sh: false, adv: false },
  };
  await context.addCookies([
    { name: 'impromptu_consent', value: encodeURIComponent(JSON.stringify(consent)), url: baseURL ?? 'http://127.0.0.1' },
  ]);
}

async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test.describe('sign-up', () => {
  test('a new user signs up and, having no plan yet, lands on the plan picker @phone', async ({ page, context }) => {
    const email = `new-${randomUUID()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Nova');
    await page.getByLabel('Last name').fill('Speaker');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('speak-up-every-day');
    await page.getByRole('button', { name: 'Sign Up' }).click();

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

  test('the form says what is wrong, under the field, before anything is sent', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Nova');
    await page.getByLabel('Last name').fill('Speaker');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an e-mail that already has an account is refused', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('E-mail').fill(LEARNER_EMAIL);
    await page.getByLabel('Password').fill('speak-up-every-day');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('An account with this e-mail already exists.')).toBeVisible();
  });
});

test.describe('login', () => {
  test('a wrong password is refused with the spec message', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, LEARNER_EMAIL, 'not-the-password');
    await expect(page.getByRole('alert').getByText('Incorrect e-mail or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login and sign-up link to each other, keeping the query', async ({ page }) => {
    await page.goto('/login?zoom_meeting_id=123');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup\?zoom_meeting_id=123$/);
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?zoom_meeting_id=123$/);
  });
});

test.describe('special-route flow and the Zoom redirect', () => {
  test('signed out, /zoom/meeting/123 → login → back at /zoom/meeting/123 → its join link @phone', async ({ page }) => {
    await page.goto('/zoom/meeting/123');
    await expect(page).toHaveURL(/\/login\?route=zoom$/);
    await expect(page.getByText('Log in to join your class.')).toBeVisible();

    const backAtMeeting = page.waitForURL(/\/zoom\/meeting\/123$/, { waitUntil: 'commit' });
    await fillLogin(page, LEARNER_EMAIL);
    await backAtMeeting;

    await expect(page).toHaveURL(/\/meetings\/123\/join\?role=attendee$/);
    await expect(page.getByRole('heading', { level: 1, name: /You joined the class/ })).toBeVisible();
    await expect(page.getByText('Attendee')).toBeVisible();
  });

  test('/login?zoom_meeting_id=123 → after login → /zoom/meeting/123 → its join link', async ({ page }) => {
    await page.goto('/login?zoom_meeting_id=123');
    const backAtMeeting = page.waitForURL(/\/zoom\/meeting\/123$/, { waitUntil: 'commit' });
    await fillLogin(page, LEARNER_EMAIL);
    await backAtMeeting;
    await expect(page).toHaveURL(/\/meetings\/123\/join\?role=attendee$/);
  });

  test('an unknown meeting shows Meeting Not Found with a way back', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, LEARNER_EMAIL);
    await expect(page).toHaveURL(/\/games\//);

    await page.goto('/zoom/meeting/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting Not Found' })).toBeVisible();
    await expect(page.getByText('Possible reasons')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard$/);
  });

  test('a direct visit to /login forgets the stored special route', async ({ page }) => {
    await page.goto('/zoom/meeting/123');
    await expect(page).toHaveURL(/\/login\?route=zoom$/);
    await page.goto('/login');
    await fillLogin(page, LEARNER_EMAIL);
    await expect(page).toHaveURL(/\/games\/(home|cohort)$/);
  });
});

test.describe('other routes', () => {
  test('/unauthorized asks a visitor to sign in and sends a signed-in one back', async ({ page }) => {
    await page.goto('/unauthorized?redirectTo=%2Fgames%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to view this page' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await fillLogin(page, LEARNER_EMAIL);
    await expect(page).toHaveURL(/\/games\/dashboard$/);

    await page.goto('/unauthorized?redirectTo=%2F%2Fevil.example');
    await expect(page).toHaveURL(/\/games\/home$/);
  });

  test('an unknown path sends a visitor to log in, then on to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fno-such-page$/);
    await fillLogin(page, LEARNER_EMAIL);
    await expect(page).toHaveURL(/\/games\/(home|cohort)$/);
  });
});
