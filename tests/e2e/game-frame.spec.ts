import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Seeded demo accounts (db/src/seed.ts). The development seed gives Conductor a bundled tutorial (/tutorials/conductor.html).
const PASSWORD = 'practice-makes-progress';
const LEARNER = { email: 'learner@example.com', name: 'Lena Learner' };
const FREE_LEARNER = { email: 'learner-free@example.com', name: 'Frankie Free' };
const COACH = { email: 'coach@example.com', name: 'Cory Coach' };
const TUTORIAL_TITLE = 'How to Play (with Examples)';
const BILLING = '/games/user/settings/billing';

async function logIn(page: Page, user: { email: string; name: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/games\//);
  await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
}

/** A consent choice made before the test, so the banner stays out of the way. */
async function withConsentChosen(context: BrowserContext, baseURL: string | undefined) {
  const consent = {
    cookiePurposes: { necessary: true, functionality: false, measurement: false, targeting: false },
    cookieTimestamp: '2024-01-01T00:00:00.000Z',
    cookieVersion: '1',
    cookiePolicyId: 'impromptu-cookie-policy',
    usPrivacyCookie: '1YYN',
    usPurposes: { sh: false, adv: false },
  };
  await context.addCookies([{ name: 'impromptu_consent', value: encodeURIComponent(JSON.stringify(consent)), url: baseURL ?? 'http://127.0.0.1' }]);
}

function gameModal(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

function gameCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('game modal', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test('Escape closes the modal and returns to the games page it was opened from', async ({ page }) => {
    await logIn(page, LEARNER);
    await page.goto('/games/dashboard');
    await gameCard(page, 'Triple Step').getByRole('link', { name: 'Play Triple Step' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard\/triple-step/);
    const modal = gameModal(page, 'Triple Step');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();

    // Focus stays inside the dialog however far the user tabs.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/dashboard$/);
    await expect(modal).toBeHidden();
  });

  test('Escape returns to home when the game was opened from home, or from anywhere else', async ({ page }) => {
    await logIn(page, LEARNER);
    await page.goto('/games/home');
    await page.getByRole('link', { name: 'Play Triple Step' }).click();
    await expect(gameModal(page, 'Triple Step')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/home$/);

    await page.goto('/games/dashboard/timer');
    await expect(gameModal(page, 'Timer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/home$/);
  });

  test('Close returns to the games page @phone', async ({ page }) => {
    await logIn(page, LEARNER);
    await page.goto('/games/dashboard');
    await page.getByRole('link', { name: 'Play Timer' }).click();
    const modal = gameModal(page, 'Timer');
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await modal.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard$/);
  });

  test('an unknown game opens the not-found screen', async ({ page }) => {
    await logIn(page, LEARNER);
    await page.goto('/games/dashboard/no-such-game');
    const modal = gameModal(page, 'Game not found');
    await expect(modal.getByRole('heading', { name: 'We could not find that game' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/games/dashboard');
  });

  test('setup is keyboard operable and START TRAINING opens a game session', async ({ page }) => {
    // The coach: the settings chosen here become the user's last Triple Step settings.
    await logIn(page, COACH);
    await page.goto('/games/dashboard/triple-step');
    const modal = gameModal(page, 'Triple Step');
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await expect(modal.getByRole('button', { name: 'Back' })).toHaveCount(0);

    const duration = modal.getByRole('slider', { name: 'Total duration' });
    await expect(duration).toHaveAttribute('min', '30');
    await expect(duration).toHaveAttribute('max', '180');
    await expect(duration).toHaveAttribute('step', '10');
    await duration.focus();
    await page.keyboard.press('ArrowRight');
    await expect(duration).toHaveAttribute('aria-valuetext', '1 min 10 s');
    await expect(modal.getByText('1 min 10 s', { exact: true })).toBeVisible();

    const survival = modal.getByRole('switch', { name: 'survival mode' });
    await survival.focus();
    await page.keyboard.press('Space');
    await expect(survival).toBeChecked();
    await expect(modal.getByRole('switch', { name: 'suggest a title' })).toBeChecked();
    await expect(modal.getByRole('group', { name: 'Word sets' }).getByRole('checkbox', { name: 'Clean' })).toBeChecked();

    await modal.getByRole('radio', { name: 'Multiplayer' }).check();
    await expect(modal.getByRole('switch', { name: 'leave time for feedback' })).toBeVisible();
    await modal.getByRole('button', { name: 'NEXT' }).click();
    const first = modal.getByRole('textbox', { name: 'Player 1' });
    await first.focus();
    // The name is selected on focus: typing replaces it.
    await page.keyboard.type('Ann');
    await expect(first).toHaveValue('Ann');
    await expect(modal.getByRole('button', { name: 'Back' })).toBeVisible();

    const session = page.waitForResponse((response) => response.url().endsWith('/resources/game-sessions') && response.request().method() === 'POST');
    await modal.getByRole('button', { name: 'START TRAINING' }).click();
    expect((await session).status()).toBe(201);
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toHaveCount(0);
  });
});

test.describe('tutorial', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test('COMPLETE marks the tutorial and opens setup; it is not shown again', async ({ page }) => {
    await logIn(page, COACH);
    await page.goto('/games/dashboard');
    await page.getByRole('link', { name: 'Play Conductor' }).click();
    const modal = gameModal(page, 'Conductor');
    await expect(modal.getByRole('heading', { name: TUTORIAL_TITLE })).toBeVisible();
    await expect(modal.frameLocator('iframe').getByText('Step 1 of 7')).toBeVisible();
    // The instruction overlay is never offered in the tutorial view.
    await expect(modal.getByRole('button', { name: 'How to play' })).toHaveCount(0);

    const saved = page.waitForResponse((response) => response.url().endsWith('/resources/user-games/conductor') && response.request().method() === 'PUT');
    await modal.getByRole('button', { name: 'COMPLETE' }).click();
    expect((await saved).status()).toBe(200);
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();

    // Setup offers the 'How to play' overlay; Escape closes the overlay, not the game.
    await modal.getByRole('button', { name: 'How to play' }).click();
    const overlay = page.getByRole('dialog', { name: 'How to play' });
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(modal).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/dashboard$/);
    await page.getByRole('link', { name: 'Play Conductor' }).click();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await expect(modal.getByRole('heading', { name: TUTORIAL_TITLE })).toHaveCount(0);
  });

  test('WATCH LATER opens setup without marking the tutorial', async ({ page }) => {
    await logIn(page, FREE_LEARNER);
    await page.goto('/games/dashboard/conductor');
    const modal = gameModal(page, 'Conductor');
    await modal.getByRole('button', { name: 'WATCH LATER' }).click();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await page.reload();
    await expect(modal.getByRole('heading', { name: TUTORIAL_TITLE })).toBeVisible();
  });
});

test.describe('plan access', () => {
  test.beforeEach(async ({ context, baseURL }) => withConsentChosen(context, baseURL));

  test('the free plan sees locked cards, Upgrade for more games and the locked screen @phone', async ({ page }) => {
    await logIn(page, FREE_LEARNER);
    await page.goto('/games/dashboard');
    const snowGlobe = gameCard(page, 'Snow Globe');
    await expect(snowGlobe.getByRole('link', { name: 'Upgrade to play' })).toHaveAttribute('href', BILLING);
    await expect(snowGlobe.getByRole('link', { name: 'Play Snow Globe' })).toHaveCount(0);
    await expect(gameCard(page, 'Triple Step').getByRole('link', { name: 'Play Triple Step' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade for more games' })).toHaveAttribute('href', BILLING);

    await page.goto('/games/home');
    await expect(page.getByRole('link', { name: 'Upgrade for more games' })).toBeVisible();

    await page.goto('/games/dashboard/snow-globe');
    const modal = gameModal(page, 'Snow Globe');
    await expect(modal.getByRole('heading', { name: 'Snow Globe is locked' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Upgrade to play' })).toHaveAttribute('href', BILLING);
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toHaveCount(0);
  });

  test('a paid plan plays every game and is not asked to upgrade', async ({ page }) => {
    await logIn(page, LEARNER);
    await page.goto('/games/dashboard');
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(gameCard(page, 'Snow Globe').getByRole('link', { name: 'Play Snow Globe' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade for more games' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to play' })).toHaveCount(0);
  });
});
