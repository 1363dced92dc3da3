import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import {
  CONSENT_COOKIE,
  DEMO_PASSWORD,
  demoUsers,
  expect,
  seedUser,
  signInSeededUser,
  test,
} from '../support/fixtures.js';

// Seeded demo accounts (db/src/seed.ts).
const LEARNER = demoUsers.learner;
const ADMIN = demoUsers.admin;

const ACCESS_DENIED = "Oops! You don't have access to this page";

function userMenuButton(page: Page, user: { name: string }) {
  return page.getByRole('banner').getByRole('button', { name: user.name });
}

function consentBanner(page: Page) {
  return page.getByRole('dialog', { name: 'Your privacy choices' });
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE);
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as {
        cookiePurposes: Record<string, boolean>;
        usPrivacyCookie: string;
      })
    : null;
}

test.describe('consent banner', () => {
  // These tests meet the banner: no choice made beforehand.
  test.use({ consentChosen: false });

  test('a Reject all choice survives a reload and Your Privacy Choices reopens the banner', async ({
    page,
    context,
  }) => {
    await page.goto('/games/privacy');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('lang', 'en');

    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => (await consentCookie(context))?.cookiePurposes)
      .toEqual({
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

  // `freshUser`: a new account of its own, so no other test's stored consent is in the way; it takes the free plan.
  test('a signed-in choice is stored on the server and applied in another browser', async ({
    page,
    browser,
    baseURL,
    freshUser: user,
    logIn,
  }) => {
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(async () => (await consentCookie(page.context()))?.cookiePurposes.targeting).toBe(true);

    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      await logIn(user, { page: otherPage });
      // Spec 1 §4: the stored record is newer than this browser's (none), so it is applied here.
      await expect.poll(async () => (await consentCookie(other))?.cookiePurposes.targeting).toBe(true);
      await expect(consentBanner(otherPage)).toBeHidden();
    } finally {
      await other.close();
    }
  });
});

test.describe('user menu', () => {
  test('Log Out clears local storage, signs out and returns to /games/dashboard', async ({ page, logIn }) => {
    await logIn(LEARNER);
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
    await expect(menu.getByRole('menuitem', { name: 'Your progress' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
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

  test('a background form answered while the next page is loading does not leave the page empty', async ({
    page,
    baseURL,
  }) => {
    // The first page after signing in posts the consent sync in the background (spec 1 §4). When its answer lands
    // while a navigation is under way, the router completes that navigation with the routes it matches for the new
    // address; with lazy route discovery those were only the catch-all's until /__manifest answered, whose page
    // renders nothing: an empty main under the header (ADR 0045). The sync's answer is held until the navigation to
    // Settings has begun, and the navigation's own requests (route discovery if any, its data) until the sync has
    // answered, so the order is the rare one a busy phone meets.
    const SETTINGS = '/games/user/settings/profile';
    let releaseNavigation = () => {};
    const navigationHeld = new Promise<void>((resolve) => (releaseNavigation = resolve));
    const isNavigationRequest = (url: URL) =>
      url.pathname === `${SETTINGS}.data` ||
      (url.pathname === '/__manifest' && url.searchParams.getAll('p').includes(SETTINGS));
    await page.route(
      (url) => isNavigationRequest(url),
      async (route) => {
        await navigationHeld;
        await route.continue();
      },
    );
    let releaseSync = () => {};
    const syncHeld = new Promise<void>((resolve) => (releaseSync = resolve));
    const syncAnswered = page.waitForResponse((response) => response.url().includes('/resources/consent.data'));
    await page.route('**/resources/consent.data', async (route) => {
      const response = await route.fetch();
      await syncHeld;
      await route.fulfill({ response });
    });

    const user = { name: 'Nora Navigator' };
    await signInSeededUser(page.context(), baseURL, {
      email: `navigator-${randomUUID()}@example.com`,
      password: DEMO_PASSWORD,
      firstName: 'Nora',
      lastName: 'Navigator',
      plan: 'free',
    });
    const syncSent = page.waitForRequest((request) => request.url().includes('/resources/consent.data'));
    await page.goto('/games/home');
    await syncSent;
    await userMenuButton(page, user).click();
    const navigating = page.waitForRequest((request) => isNavigationRequest(new URL(request.url())));
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await navigating;
    releaseSync();
    await syncAnswered;
    releaseNavigation();

    await expect(page).toHaveURL(/\/games\/user\/settings\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('Settings opens the profile with the e-mail, the name form and the active sessions', async ({ page, logIn }) => {
    await logIn(LEARNER);
    await userMenuButton(page, LEARNER).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/games\/user\/settings\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const settingsMenu = page.getByRole('navigation', { name: 'Settings' });
    await expect(settingsMenu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // Plan & Billing is built (ADR 0016): the side menu links to it.
    await expect(settingsMenu.getByRole('link', { name: 'Plan & Billing' })).toHaveAttribute(
      'href',
      '/games/user/settings/billing',
    );
    await expect(page.getByText(LEARNER.email, { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Current session')).toBeVisible();
    // This session and a count of the others, never a long list.
    await expect(page.getByText(/^You are (also signed in on \d+ other|not signed in anywhere else)/)).toBeVisible();
    await expect(page.getByText(/^Signed in /)).toHaveCount(1);

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
  test('a learner sees neither Admin nor Bots and is denied the admin pages', async ({ page, logIn }) => {
    await logIn(LEARNER);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Games' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Bots' })).toHaveCount(0);

    await page.goto('/games/admin');
    await expect(page.getByRole('heading', { name: ACCESS_DENIED })).toBeVisible();
    await page.goto('/games/bots');
    await expect(page.getByRole('heading', { name: ACCESS_DENIED })).toBeVisible();
  });

  test('an admin sees Admin and Bots and can open them', async ({ page, logIn }) => {
    await logIn(ADMIN);
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

  test('the hamburger opens the navigation and a followed link closes it', async ({ page, logIn }) => {
    await logIn(LEARNER);
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
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('sessions', () => {
  test('the profile counts the other sessions and signs them out', async ({ page, browser, baseURL, logIn }) => {
    // A user of this test's own: signing out a demo user's other sessions would sign out the tests beside it.
    const user = { email: `sessions-${randomUUID()}@example.com`, name: 'Sam Sessions' };
    await seedUser({ ...user, password: DEMO_PASSWORD, firstName: 'Sam', lastName: 'Sessions', plan: 'trainings' });
    for (let i = 0; i < 2; i += 1) {
      const other = await browser.newContext({ baseURL });
      await logIn(user, { page: await other.newPage() });
      await other.close();
    }
    await logIn(user, { to: '/games/user/settings/profile' });
    await expect(page.getByText(/^You are also signed in on \d+ other browsers or devices\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out the others' }).click();
    await expect(page.getByText(/^Signed out \d+ other sessions?\.$/)).toBeVisible();
    await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out the others' })).toHaveCount(0);
  });
});

test.describe('every link lands where it says', () => {
  // Only built areas are linked (a link to an unbuilt one would fall to the catch-all and land on Home
  // without a word). Each user type's links are followed and must stay on their own path.
  for (const [kind, user] of Object.entries({ learner: LEARNER, free: demoUsers.freeLearner, admin: ADMIN })) {
    test(`for the ${kind} account`, async ({ page, logIn }) => {
      await logIn(user);
      const hrefs = new Set<string>();
      const downloads = new Set<string>();
      for (const path of ['/games/home', '/games/dashboard', '/games/user/settings/profile']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        for (const link of await page
          .locator('a[href^="/"]')
          .evaluateAll((links) =>
            links.map((link) => ({ href: link.getAttribute('href') ?? '', download: link.hasAttribute('download') })),
          )) {
          (link.download ? downloads : hrefs).add(link.href);
        }
      }
      // A download link (Download my data) lands nowhere: it answers a file.
      for (const href of downloads) {
        const response = await page.request.get(href);
        expect(response.status(), `the download ${href} answers`).toBe(200);
        expect(response.headers()['content-disposition'], `the download ${href} is a file`).toMatch(/^attachment/);
      }
      // Courses is built: every plan has SELF_PACED_COURSES (spec 2 §6: free courses are open to all).
      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Courses' }),
      ).toHaveCount(1);
      // Every demo account's plan carries the VIRTUAL_COACH feature.
      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Virtual Coach' }),
      ).toHaveAttribute('href', '/games/virtual-coach');
      for (const href of hrefs) {
        // The wordmark's '/' is the site's entry: it routes each user to their start page (spec 3 §2.2).
        if (href === '/' || href.startsWith('/logout')) continue;
        const target = new URL(href, 'http://x');
        await page.goto(href);
        expect(new URL(page.url()).pathname, `the link ${href} lands on its own page`).toBe(target.pathname);
      }
    });
  }
});

test.describe('first impressions', () => {
  test.describe('the consent banner on a first visit to /login', () => {
    test.use({ consentChosen: false });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      test(`covers neither the heading nor the e-mail field, and accepting leaves the field alone at ${viewport.width}px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/login');
        const banner = page.getByRole('dialog', { name: 'Your privacy choices' });
        await expect(banner).toBeVisible();
        const email = page.getByLabel('E-mail');
        await expect(email).toBeFocused();
        const bannerBox = (await banner.boundingBox())!;
        for (const element of [page.getByRole('heading', { level: 1, name: 'Log In' }), email]) {
          const box = (await element.boundingBox())!;
          const overlaps =
            box.y < bannerBox.y + bannerBox.height &&
            bannerBox.y < box.y + box.height &&
            box.x < bannerBox.x + bannerBox.width &&
            bannerBox.x < box.x + box.width;
          expect(overlaps).toBe(false);
        }
        await banner.getByRole('button', { name: 'Accept all' }).click();
        await expect(banner).toBeHidden();
        await expect(email).toBeFocused();
        await expect(page.getByText('E-mail is required')).toHaveCount(0);
      });
    }
  });

  test('a new account is welcomed, and welcomed back on its next visit', async ({ page, freshUser }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${freshUser.name.split(' ')[0]}!`);
    await expect(page.getByText('Pick up where you left off')).toHaveCount(0);
    // The visit is remembered once the welcome has been shown (a loader that ran for a page never shown does not).
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name.endsWith('impromptu_welcomed')))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${freshUser.name.split(' ')[0]}!`);
  });

  test('home shows its three games in one full row, each with its own icon', async ({ page, logIn }) => {
    await logIn(LEARNER, { to: '/games/home' });
    // The course and class sections above hold cards of their own: these are the Games section's.
    const games = page.locator('section[aria-labelledby="home-games"]');
    const cards = games.getByRole('article');
    await expect(cards).toHaveCount(3);
    const boxes = await cards.evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect()));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    const row = await games
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .evaluate((list) => list.getBoundingClientRect());
    expect(Math.round(boxes[2]!.right)).toBe(Math.round(row.right));
    const icons = await page.locator('[data-game-icon]').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(new Set(icons).size).toBe(3);
    // Headings go h1, h2 (Games), h3 (the cards); the Daily practice section above has its own h2 and card.
    await expect(page.locator('section[aria-labelledby="home-games"]').getByRole('heading', { level: 3 })).toHaveCount(
      3,
    );
  });
});

test.describe('the plan picker says what each plan gives', () => {
  test('from the plan catalogue and the game-access rule, with honest prices @phone', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Pia');
    await page.getByLabel('Last name').fill('Picker');
    await page.getByLabel('E-mail').fill(`picker-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('speak-up-every-day');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();

    const selfPaced = page.getByRole('region', { name: 'Self-Paced' });
    await expect(selfPaced).toContainText(
      '5 of the 10 speaking games: Triple Step, Conductor, Rapid Fire Autocomplete, Rapid Fire Analogies and Timer',
    );
    for (const promise of ['All speaking games', 'Daily practice', 'Free live classes'])
      await expect(page.getByRole('main').getByText(promise)).toHaveCount(0);

    const coachLed = page.getByRole('region', { name: 'Coach-Led' });
    await expect(coachLed).toContainText('All 10 speaking games');
    // No price is struck through and no old price is shown: spec 3's old prices were lower (ADR 0031).
    await expect(page.locator('del, s')).toHaveCount(0);
    await expect(page.getByText(/Previous price/)).toHaveCount(0);
    await expect(coachLed).toContainText('$87 a month');
    await expect(coachLed).toContainText('for 12 months: $1,044 in all');
    // The one-time saving is the one the prices give, in exact dollars: 12 × $87 = $1,044 against $995.
    await coachLed.getByText('One-time (save $49)').click();
    await expect(coachLed).toContainText('$995');
    await expect(coachLed).toContainText('$49 less than 12 monthly payments ($1,044)');
    await expect(page.getByText(/save \d+%/)).toHaveCount(0);
  });
});

test.describe('admin users table', () => {
  test('searches by name or e-mail and pages the list', async ({ page, logIn }) => {
    await logIn(ADMIN, { to: '/games/admin/users' });
    await page.getByRole('searchbox', { name: 'Search users' }).fill('lena');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=lena$/);
    await expect(
      page.getByRole('status').filter({ hasText: /^(1 user matches|\d+ users match) “lena”\./ }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Lena Learner').filter({ visible: true })).toBeVisible();
    await expect(main.getByText('Ada Admin')).toHaveCount(0);
    await page.goto('/games/admin/users?q=zzz-nobody');
    await expect(page.getByText('No user matches “zzz-nobody”.')).toBeVisible();
  });
});
