import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Seeded demo accounts (db/src/seed.ts).
const PASSWORD = 'practice-makes-progress';
const LEARNER = { email: 'learner@example.com', name: 'Lena Learner' };
const ADMIN = { email: 'admin@example.com', name: 'Ada Admin' };

const CONSENT_COOKIE = 'impromptu_consent';
const ACCESS_DENIED = "Oops! You don't have access to this page";

async function logIn(page: Page, user: { email: string; name: string; password?: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/games\//);
  await expect(userMenuButton(page, user)).toBeVisible();
}

function userMenuButton(page: Page, user: { name: string }) {
  return page.getByRole('banner').getByRole('button', { name: user.name });
}

function consentBanner(page: Page) {
  return page.getByRole('dialog', { name: 'Your privacy choices' });
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { cookiePurposes: Record<string, boolean>; usPrivacyCookie: string }) : null;
}

/** A choice made before the test, so the banner stays out of the way of what the test looks at. */
async function withConsentChosen(context: BrowserContext, baseURL: string | undefined) {
  const consent = {
    cookiePurposes: { necessary: true, functionality: false, measurement: false, targeting: false },
    cookieTimestamp: '2024-01-01T00:00:00.000Z',
    cookieVersion: '1',
    cookiePolicyId: 'impromptu-cookie-policy',
    usPrivacyCookie: '1YYN',
    usPurposes: { sh: false, adv: false },
  };
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(consent)), url: baseURL ?? 'http://127.0.0.1' }]);
}

/** A new account of its own, so no other test's stored consent is in the way; it takes the free plan. */
async function signUpWithFreePlan(page: Page) {
  const user = { email: `consent-${randomUUID()}@example.com`, name: 'Cleo Consent', password: 'choices-are-mine' };
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Cleo');
  await page.getByLabel('Last name').fill('Consent');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await page.getByRole('button', { name: 'Continue with Self-Paced' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  return user;
}

test.describe('consent banner', () => {
  test('a Reject all choice survives a reload and Your Privacy Choices reopens the banner', async ({ page, context }) => {
    await page.goto('/games/privacy');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('lang', 'en');

    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await consentCookie(context))?.cookiePurposes).toEqual({
      necessary: true,
      functionality: false,
      measurement: false,
      targeting: false,
    });
    const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE);
    // Spec 1 §9: kept for 365 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(banner).toBeHidden();
    expect((await consentCookie(context))?.usPrivacyCookie).toBe('1YYN');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Your Privacy Choices' }).click();
    await expect(banner).toBeVisible();

    // Customise: a toggle per purpose; strictly necessary cannot be switched off.
    await banner.getByRole('button', { name: 'Customise' }).click();
    await expect(banner.getByRole('switch', { name: 'Strictly necessary' })).toBeDisabled();
    await banner.getByRole('switch', { name: 'Analytics (measurement)' }).check();
    await banner.getByRole('button', { name: 'Save choices' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await consentCookie(context))?.cookiePurposes.measurement).toBe(true);
    expect((await consentCookie(context))?.cookiePurposes.targeting).toBe(false);
  });

  test('a signed-in choice is stored on the server and applied in another browser', async ({ page, browser, baseURL }) => {
    const user = await signUpWithFreePlan(page);
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(async () => (await consentCookie(page.context()))?.cookiePurposes.targeting).toBe(true);

    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      await logIn(otherPage, user);
      // Spec 1 §4: the stored record is newer than this browser's (none), so it is applied here.
      await expect.poll(async () => (await consentCookie(other))?.cookiePurposes.targeting).toBe(true);
      await expect(consentBanner(otherPage)).toBeHidden();
    } finally {
      await other.close();
    }
  });
});

test.describe('user menu', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test('Log Out clears local storage, signs out and returns to /games/dashboard', async ({ page }) => {
    await logIn(page, LEARNER);
    await page.evaluate(() => window.localStorage.setItem('impromptu-e2e', 'kept until log out'));

    const menuButton = userMenuButton(page, LEARNER);
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Keyboard: Enter opens the menu on its first item, arrows move within it.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Enter');

    // /games/dashboard needs a signed-in user, so the signed-out visitor is asked to log in to see it.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgames%2Fdashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(userMenuButton(page, LEARNER)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('impromptu-e2e'))).toBeNull();

    await page.goto('/games/home');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgames%2Fhome$/);
  });

  test('Settings opens the profile with the e-mail, the name form and the active sessions', async ({ page }) => {
    await logIn(page, LEARNER);
    await userMenuButton(page, LEARNER).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/games\/user\/settings\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const settingsMenu = page.getByRole('navigation', { name: 'Settings' });
    await expect(settingsMenu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(settingsMenu.getByRole('link', { name: 'Plan & Billing' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(LEARNER.email, { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Current session')).toBeVisible();

    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();

    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Learner');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  });
});

test.describe('admin links', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test('a learner sees neither Admin nor Bots and is denied the admin pages', async ({ page }) => {
    await logIn(page, LEARNER);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Games' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Bots' })).toHaveCount(0);

    await page.goto('/games/admin');
    await expect(page.getByRole('heading', { name: ACCESS_DENIED })).toBeVisible();
    await page.goto('/games/bots');
    await expect(page.getByRole('heading', { name: ACCESS_DENIED })).toBeVisible();
  });

  test('an admin sees Admin and Bots and can open them', async ({ page }) => {
    await logIn(page, ADMIN);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Bots' })).toBeVisible();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Bots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bots' })).toBeVisible();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test('the hamburger opens the navigation and a followed link closes it', async ({ page }) => {
    await logIn(page, LEARNER);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const mobileNav = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'Home' })).toBeVisible();

    await mobileNav.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(mobileNav).toBeHidden();

    // Nothing spills sideways at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
