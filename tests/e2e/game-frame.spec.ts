import type { Page } from '@playwright/test';
import { demoUsers, expect, test } from '../support/fixtures.js';

// Seeded demo accounts (db/src/seed.ts). Every game has its bundled tutorial video (/tutorials/{shortCode}.mp4, made by scripts/videos).
const LEARNER = demoUsers.learner;
const FREE_LEARNER = demoUsers.freeLearner;
const COACH = demoUsers.coach;
const TUTORIAL_TITLE = 'How to Play (with Examples)';
// The Coach-Led tier's own page (COHORT_PAGE_URL): where the games a free plan locks are to be had, while no billing page exists.

/** Past the tutorial, when it is due, to the setup. */
async function watchLaterIfShown(page: Page, name: string) {
  const modal = gameModal(page, name);
  const watchLater = modal.getByRole('button', { name: 'WATCH LATER' });
  await expect(watchLater.or(modal.getByRole('button', { name: /START TRAINING|NEXT/ })).first()).toBeVisible();
  if (await watchLater.isVisible()) await watchLater.click();
}

function gameModal(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

function gameCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

/** The server's page shows the dialog before its script runs; Escape is heard once the dialog has taken focus. */
async function dialogHasFocus(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
}

test.describe('game modal', () => {
  test('Escape closes the modal and returns to the games page it was opened from', async ({ page, logIn }) => {
    await logIn(LEARNER, { to: '/games/dashboard' });
    await gameCard(page, 'Triple Step').getByRole('link', { name: 'Play Triple Step' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard\/triple-step/);
    const modal = gameModal(page, 'Triple Step');
    await expect(modal).toBeVisible();
    await watchLaterIfShown(page, 'Triple Step');
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    // One main landmark: the page's; the page behind the dialog is inert.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner').first()).toHaveAttribute('inert', '');

    // Focus stays inside the dialog however far the user tabs.
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/dashboard$/);
    await expect(modal).toBeHidden();
    // Focus goes back to the card that opened the game, not to the page body.
    await expect(gameCard(page, 'Triple Step').getByRole('link', { name: 'Play Triple Step' })).toBeFocused();
    // The games page goes from its h1 to the cards' h2s.
    await expect(page.getByRole('heading', { level: 2, name: 'Triple Step' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  });

  test('Escape returns to home when the game was opened from home, or from anywhere else', async ({ page, logIn }) => {
    await logIn(LEARNER, { to: '/games/home' });
    await page.getByRole('link', { name: 'Play Triple Step' }).click();
    await expect(gameModal(page, 'Triple Step')).toBeVisible();
    await dialogHasFocus(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/home$/);

    await page.goto('/games/dashboard/timer');
    await expect(gameModal(page, 'Timer')).toBeVisible();
    await dialogHasFocus(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/home$/);
  });

  test('Close returns to the games page @phone', async ({ page, logIn }) => {
    await logIn(LEARNER, { to: '/games/dashboard' });
    await page.getByRole('link', { name: 'Play Timer' }).click();
    const modal = gameModal(page, 'Timer');
    await watchLaterIfShown(page, 'Timer');
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await modal.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/games\/dashboard$/);
    await expect(gameCard(page, 'Timer').getByRole('link', { name: 'Play Timer' })).toBeFocused();
  });

  test('an unknown game opens the not-found screen', async ({ page, logIn }) => {
    await logIn(LEARNER, { to: '/games/dashboard/no-such-game' });
    const modal = gameModal(page, 'Game not found');
    await expect(modal.getByRole('heading', { name: 'We could not find that game' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/games/dashboard');
  });

  test('setup is keyboard operable and START TRAINING opens a game session', async ({ page, logIn }) => {
    // The coach: the settings chosen here become the user's last Triple Step settings.
    await logIn(COACH, { to: '/games/dashboard/triple-step' });
    const modal = gameModal(page, 'Triple Step');
    await watchLaterIfShown(page, 'Triple Step');
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
    await expect(
      modal.getByRole('group', { name: 'Word sets' }).getByRole('checkbox', { name: 'Clean' }),
    ).toBeChecked();

    await modal.getByRole('radio', { name: 'Multiplayer' }).check();
    await expect(modal.getByRole('switch', { name: 'leave time for feedback' })).toBeVisible();
    await modal.getByRole('button', { name: 'NEXT' }).click();
    const first = modal.getByRole('textbox', { name: 'Player 1' });
    await first.focus();
    // The name is selected on focus: typing replaces it.
    await page.keyboard.type('Ann');
    await expect(first).toHaveValue('Ann');
    // So it is on a mouse click into a name, and on Tab from the keyboard.
    const second = modal.getByRole('textbox', { name: 'Player 2' });
    await second.click();
    await page.keyboard.type('Bo');
    await expect(second).toHaveValue('Bo');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Ana');
    await expect(first).toHaveValue('Ana');
    await expect(modal.getByRole('button', { name: 'Back' })).toBeVisible();

    const session = page.waitForResponse(
      (response) => response.url().endsWith('/resources/game-sessions') && response.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'START TRAINING' }).click();
    expect((await session).status()).toBe(201);
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toHaveCount(0);
  });
});

test.describe('the words of the word sets', () => {
  test('a lost content request says so, and Try again loads the words', async ({ page, logIn }) => {
    await logIn(LEARNER);
    // The setup may ask again as the user's last settings arrive: every request fails until the problem is shown.
    let failing = true;
    await page.route(/\/resources\/games\/triple-step\/content\?/, (route) =>
      failing ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/games/dashboard/triple-step');
    const modal = gameModal(page, 'Triple Step');
    await watchLaterIfShown(page, 'Triple Step');
    const problem = modal.getByRole('alert');
    await expect(problem).toHaveText(/The game’s words could not be loaded: check your connection and try again\./);
    // Without its words the game cannot start.
    await expect(modal.getByRole('button', { name: 'LOADING CONTENT' })).toBeDisabled();

    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(problem).toHaveCount(0);
    await expect(
      modal.getByRole('group', { name: 'Word sets' }).getByRole('checkbox', { name: 'Clean' }),
    ).toBeChecked();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
  });

  test('the words arrive while another request of the page revalidates (consent sync on a first page load)', async ({
    page,
    logIn,
  }) => {
    await logIn(LEARNER);
    // The consent sync is the first page's action: hold its answer until the words have been asked for.
    let contentAsked!: () => void;
    const asked = new Promise<void>((resolve) => (contentAsked = resolve));
    await page.route(/\/resources\/games\/conductor\/content\?/, async (route) => {
      contentAsked();
      await route.continue();
    });
    await page.route('**/resources/consent**', async (route) => {
      await asked;
      await route.continue();
    });
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/games/dashboard/conductor');
    const modal = gameModal(page, 'Conductor');
    await watchLaterIfShown(page, 'Conductor');
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
  });
});

test.describe('tutorial', () => {
  test('COMPLETE marks the tutorial and opens setup; it is not shown again', async ({ page, logIn }) => {
    await logIn(COACH, { to: '/games/dashboard' });
    await page.getByRole('link', { name: 'Play Conductor' }).click();
    const modal = gameModal(page, 'Conductor');
    await expect(modal.getByRole('heading', { name: TUTORIAL_TITLE })).toBeVisible();
    // The tutorial is the first view: no Back.
    await expect(modal.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // A real video with its captions, which the browser loads and can play.
    const video = modal.locator('video');
    await expect(video).toHaveAttribute('src', '/tutorials/conductor.mp4');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', '/tutorials/conductor.vtt');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 })
      .toBeGreaterThan(20);
    // A hidden track still loads its cues.
    await video.evaluate((element: HTMLVideoElement) => {
      element.textTracks[0]!.mode = 'hidden';
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThanOrEqual(4);
    // The instruction overlay is never offered in the tutorial view.
    await expect(modal.getByRole('button', { name: 'How to play' })).toHaveCount(0);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/resources/user-games/conductor') && response.request().method() === 'PUT',
    );
    await modal.getByRole('button', { name: 'COMPLETE' }).click();
    expect((await saved).status()).toBe(200);
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();

    // Setup offers the 'How to play' overlay; Escape closes the overlay, not the game.
    await modal.getByRole('button', { name: 'How to play' }).click();
    const overlay = page.getByRole('dialog', { name: 'How to play' });
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('video')).toHaveAttribute('src', '/tutorials/conductor.mp4');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(modal).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/dashboard$/);
    await page.getByRole('link', { name: 'Play Conductor' }).click();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await expect(modal.getByRole('heading', { name: TUTORIAL_TITLE })).toHaveCount(0);
  });

  test('WATCH LATER opens setup without marking the tutorial', async ({ page, logIn }) => {
    await logIn(FREE_LEARNER, { to: '/games/dashboard/conductor' });
    const modal = gameModal(page, 'Conductor');
    await modal.getByRole('button', { name: 'WATCH LATER' }).click();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled();
    await page.reload();
    await expect(modal.getByRole('heading', { name: TUTORIAL_TITLE })).toBeVisible();
  });
});

const BILLING_PAGE = '/games/user/settings/billing';

test.describe('plan access', () => {
  test('the free plan sees locked cards, Upgrade for more games and the locked screen @phone', async ({
    page,
    logIn,
  }) => {
    await logIn(FREE_LEARNER, { to: '/games/dashboard' });
    const snowGlobe = gameCard(page, 'Snow Globe');
    // Spec 1 §2: a locked game's 'Upgrade to play' links to billing, which is built (ADR 0011, 0016).
    await expect(snowGlobe.getByRole('link', { name: 'Upgrade to play' })).toHaveAttribute('href', BILLING_PAGE);
    await expect(snowGlobe.getByRole('link', { name: 'Play Snow Globe' })).toHaveCount(0);
    await expect(gameCard(page, 'Triple Step').getByRole('link', { name: 'Play Triple Step' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Upgrade for more games/ })).toHaveAttribute('href', BILLING_PAGE);
    await expect(page.getByText(/Simulator|Trainings/)).toHaveCount(0);

    await page.goto('/games/home');
    await expect(page.getByRole('link', { name: /^Upgrade for more games/ })).toBeVisible();

    // The game's own page, reached directly, says it is locked and leads to billing too.
    await page.goto('/games/dashboard/snow-globe');
    const modal = gameModal(page, 'Snow Globe');
    await expect(modal.getByRole('heading', { name: 'Snow Globe is locked' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toHaveCount(0);
    await modal.getByRole('link', { name: 'Upgrade to play' }).click();
    await expect(page).toHaveURL(/\/games\/user\/settings\/billing$/);
    await expect(page.getByRole('heading', { name: 'Plan & Billing' })).toBeVisible();
  });

  test('a paid plan plays every game and is not asked to upgrade', async ({ page, logIn }) => {
    await logIn(LEARNER, { to: '/games/dashboard' });
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(gameCard(page, 'Snow Globe').getByRole('link', { name: 'Play Snow Globe' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Upgrade for more games/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to play' })).toHaveCount(0);
    // Each game has its own icon.
    const icons = await page.locator('[data-game-icon]').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(icons).toHaveLength(10);
    expect(new Set(icons).size).toBe(10);
  });
});

test.describe("the first game's voice choice (issue 31)", () => {
  test.use({ voiceChoiceMade: false });

  test('is asked once at the first START, keyboard usable, fits a phone, and is remembered for the learner', async ({
    page,
    freshUser,
  }) => {
    expect(freshUser.email).toMatch(/@example\.com$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/games/dashboard/triple-step');
    const modal = gameModal(page, 'Triple Step');
    await watchLaterIfShown(page, 'Triple Step');
    const start = modal.getByRole('button', { name: 'START TRAINING' });
    await expect(start).toBeEnabled({ timeout: 20_000 });
    const record = 'Record my rounds to replay them — the audio stays on this device';
    // The setup's switches stay, off by default.
    await expect(modal.getByRole('switch', { name: record })).not.toBeChecked();

    await start.click();
    const choice = page.getByRole('dialog', { name: 'Hear yourself after each round?' });
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('checkbox', { name: record })).not.toBeChecked();
    await expect(choice.getByRole('checkbox', { name: 'Voice metrics' })).not.toBeChecked();
    // It fits the phone: its buttons are in view without scrolling the page.
    for (const name of ['Back to the setup', 'Start the game'])
      await expect(choice.getByRole('button', { name })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('voice-choice-390x844.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('voice-choice-1280x800.png') });

    // Escape goes back to the setup without starting, and the choice is asked again at the next START.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-voice-choice]') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(choice).toHaveCount(0);
    await expect(start).toBeVisible();
    await start.click();
    await expect(choice).toBeVisible();

    // From the keyboard: the recording on, voice metrics left off, then start.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-voice-choice]') !== null))
      .toBe(true);
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('checkbox', { name: record })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(choice.getByRole('checkbox', { name: record })).toBeChecked();
    await choice.getByRole('button', { name: 'Start the game' }).focus();
    await page.keyboard.press('Enter');
    await expect(choice).toHaveCount(0);
    await expect(start).toHaveCount(0);

    // Another visit of the same learner: the setup shows the choice made, and START goes straight to the game.
    const again = await page.context().newPage();
    await again.goto('/games/dashboard/triple-step');
    const modalAgain = gameModal(again, 'Triple Step');
    await watchLaterIfShown(again, 'Triple Step');
    await expect(modalAgain.getByRole('switch', { name: record })).toBeChecked();
    await expect(modalAgain.getByRole('switch', { name: 'Voice metrics' })).not.toBeChecked();
    const startAgain = modalAgain.getByRole('button', { name: 'START TRAINING' });
    await expect(startAgain).toBeEnabled({ timeout: 20_000 });
    await startAgain.click();
    await expect(startAgain).toHaveCount(0);
    await expect(again.getByRole('dialog', { name: 'Hear yourself after each round?' })).toHaveCount(0);
  });
});
