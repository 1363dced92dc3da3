import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/accessibility.js';
import { demoUsers } from '../support/fixtures.js';

// axe-core (WCAG 2.1 AA, contrast included, and best practices) on every page of the web app, on a desktop and on a
// phone (@phone runs these in both projects). The game views are checked as they are played, in games.spec.ts.

async function visit(page: Page, path: string, heading: RegExp | string, level = 1) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading }).first()).toBeVisible();
}

/** Visits each page (its path, and a heading that shows it has rendered, an h1 unless said) and checks it. */
async function checkPages(
  page: Page,
  check: (label: string) => Promise<void>,
  pages: [path: string, heading: RegExp | string, level?: number][],
) {
  for (const [path, heading, level] of pages) {
    await visit(page, path, heading, level);
    await check(path);
  }
}

test.describe('pages signed out @phone', () => {
  test.use({ consentChosen: false });

  test('login with the consent banner, sign-up, unauthorized, policies', async ({ page, checkAccessibility }) => {
    await visit(page, '/login', 'Log In');
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toBeVisible();
    await checkAccessibility('the login page with the consent banner');
    await page.getByRole('button', { name: 'Customise' }).click();
    await checkAccessibility('the consent banner, customising');
    await page
      .getByRole('button', { name: 'Reject all' })
      .or(page.getByRole('button', { name: 'Save choices' }))
      .first()
      .click();
    await checkAccessibility('the login page');
    await checkPages(page, checkAccessibility, [
      ['/signup', 'Create your account'],
      ['/unauthorized', 'Sign in to view this page'],
      ['/games/privacy', 'Privacy Policy'],
      ['/games/terms', /Terms/],
    ]);
  });
});

test.describe('pages signed in @phone', () => {
  test('the plan picker of a new account', async ({ page, checkAccessibility }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Axel');
    await page.getByLabel('Last name').fill('Checker');
    await page.getByLabel('E-mail').fill(`a11y-${randomUUID()}@example.com`);
    await page.getByLabel('Password').fill('speak-up-every-day');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await checkAccessibility('the plan picker, monthly');
    await page.getByText(/^One-time/).click();
    await checkAccessibility('the plan picker, one-time');
  });

  test('home, games, a game setup and tutorial, settings, a redirect screen', async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    await logIn(demoUsers.learner);
    await checkPages(page, checkAccessibility, [
      ['/games/home', /Welcome/],
      ['/games/dashboard', 'Games'],
      // A game modal on its first view: the tutorial.
      ['/games/dashboard/podcast', 'How to Play (with Examples)', 2],
      ['/games/user/settings/profile', 'Settings'],
      ['/zoom/meeting/999999', 'Meeting Not Found'],
      ['/games/dashboard/no-such-game', 'We could not find that game', 2],
    ]);
  });

  test('the free plan: locked cards, the upgrade prompt and a locked game', async ({
    page,
    logIn,
    checkAccessibility,
  }) => {
    await logIn(demoUsers.freeLearner);
    await checkPages(page, checkAccessibility, [
      ['/games/dashboard', 'Games'],
      ['/games/home', /Welcome/],
      ['/games/dashboard/snow-globe', 'Snow Globe is locked', 2],
    ]);
  });

  test('the admin pages', async ({ page, logIn, checkAccessibility }) => {
    await logIn(demoUsers.admin);
    await checkPages(page, checkAccessibility, [
      ['/games/admin', 'Admin'],
      ['/games/admin/content', /Game Content/],
      ['/games/admin/users', 'Users'],
      ['/games/bots', 'Bots'],
    ]);
  });
});

// The check is trimmed for speed (support/accessibility.ts: violations only, one axe.run in the page): it must still
// find what it is there to find, in the page and in its frames, from the app's origin or from another one. The page is
// one of the test's own on the app's origin (an app page would hydrate over what is planted in it).
test('the check reports grey-on-white text planted in a page, in its frame and in a video player frame', async ({
  page,
}) => {
  const grey = (id: string) => `<p id="${id}" style="color:#c8c8c8;background:#fff">Grey on white</p>`;
  const html = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  await page.route('/accessibility-check-planted', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: html(
        'Planted',
        `<p>Black on white</p>${grey('planted-in-page')}<iframe id="planted-frame" title="Frame" srcdoc='${html('Frame', grey('planted-in-frame'))}'></iframe>`,
      ),
    }),
  );
  // An embedded player's origin (the app's Content-Security-Policy allows it in frames), answered with a page of the test's.
  await page.route('https://www.youtube-nocookie.com/embed/planted', (route) =>
    route.fulfill({ contentType: 'text/html', body: html('Player', grey('planted-in-player')) }),
  );
  await page.goto('/accessibility-check-planted');
  await expect(page.frameLocator('#planted-frame').locator('#planted-in-frame')).toBeVisible();
  const contrast = (target: string) => expect.stringMatching(new RegExp(`^color-contrast \\(serious\\) ${target}: `));
  // The frames' own pages break other rules (landmark-unique among them): the planted text is what is looked for.
  const contrastFailures = async () =>
    (await accessibilityViolations(page)).filter((line) => line.startsWith('color-contrast'));
  expect(await contrastFailures()).toEqual([
    contrast('#planted-in-page'),
    contrast('#planted-frame #planted-in-frame'),
  ]);

  await page.evaluate(() => {
    const player = document.createElement('iframe');
    player.id = 'planted-player';
    player.title = 'Player';
    player.src = 'https://www.youtube-nocookie.com/embed/planted';
    document.querySelector('main')!.append(player);
  });
  await expect(page.frameLocator('#planted-player').locator('#planted-in-player')).toBeVisible();
  expect(await contrastFailures()).toEqual([
    contrast('#planted-in-page'),
    contrast('#planted-frame #planted-in-frame'),
    contrast('#planted-player #planted-in-player'),
  ]);
});
