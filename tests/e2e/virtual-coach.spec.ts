import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { stopPageClock, timerReading } from '../support/page-clock.js';

// The Virtual Coach (spec 2 §2, §4): from the shell's link through the five lessons to the conclusion and the offers,
// a reload that resumes, a confirmed close, and a user without the feature. The page clock runs the games in virtual
// time; the lesson videos are played from just before their end.

const coach = (page: Page) => page.getByRole('dialog', { name: 'Virtual Coach' });

/** Plays the coach's game on screen to its end: START TRAINING, then time passes until the next display shows. */
async function playGame(page: Page, until: RegExp) {
  await coach(page).getByRole('button', { name: 'START TRAINING' }).click();
  for (let step = 0; step < 200; step += 1) {
    if (await coach(page).getByRole('heading', { level: 2, name: until }).isVisible()) return;
    const start = coach(page).getByRole('button', { name: 'START', exact: true });
    if (await start.isVisible()) {
      await start.click();
      continue;
    }
    await page.clock.fastForward(2000);
  }
  throw new Error('the game did not end');
}

/** Plays the lesson video from just before its end, as a learner who watched it would reach 'ended'. */
async function watchLessonVideo(page: Page) {
  const tryItOut = coach(page).getByRole('button', { name: 'Try it out' });
  await expect(tryItOut).toBeDisabled();
  await coach(page)
    .locator('video')
    .evaluate(async (video: HTMLVideoElement) => {
      if (video.readyState < 1)
        await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
      video.muted = true;
      video.currentTime = Math.max(0, video.duration - 0.2);
      await video.play();
    });
  await expect(tryItOut).toBeEnabled();
}

async function lesson(page: Page, name: string, answer: 'Yes' | 'No', next: string) {
  await expect(coach(page).getByText(new RegExp(`^Lesson \\d of 5: ${name}$`))).toBeVisible();
  await watchLessonVideo(page);
  await coach(page).getByRole('button', { name: 'Try it out' }).click();
  await playGame(page, /\?$/);
  await coach(page).getByRole('button', { name: answer, exact: true }).click();
  await coach(page).getByRole('button', { name: next, exact: true }).click();
}

async function rateConfidence(page: Page, rating: number) {
  await expect(coach(page).getByRole('heading', { name: 'Confidence check' })).toBeVisible();
  await coach(page).getByText(String(rating), { exact: true }).click();
  await coach(page).getByRole('button', { name: 'Continue' }).click();
}

test('from the Virtual Coach link through all five lessons to the conclusion and the offers, resuming after a reload', async ({
  page,
  freshUser,
  checkAccessibility,
}) => {
  // Seven games and seven videos: longer than one screen's test.
  test.setTimeout(300_000);
  expect(freshUser.email).toContain('@');
  await page.getByRole('banner').getByRole('link', { name: 'Virtual Coach' }).click();
  await expect(page).toHaveURL(/\/games\/virtual-coach$/);
  await expect(coach(page).getByRole('heading', { level: 2, name: 'Welcome to your Virtual Coach' })).toBeVisible();
  // The games' timers run on Playwright's clock, installed once the screen is there: installed while the link's
  // navigation was under way, the dialog never appeared in two full CI runs (never alone).
  await page.clock.install();
  await checkAccessibility('the Virtual Coach intro');

  await coach(page).getByRole('button', { name: 'Watch an example' }).click();
  await expect(coach(page).getByRole('heading', { name: 'See how the game is played' })).toBeVisible();
  await expect(coach(page).locator('video track[kind="captions"]')).toHaveAttribute(
    'src',
    '/virtual-coach/example.vtt',
  );
  await coach(page).getByRole('button', { name: 'Continue' }).click();
  await playGame(page, /^Confidence check$/);
  await checkAccessibility('the initial confidence check');
  await rateConfidence(page, 2);

  // SPEED: 4 s rounds; watched video first, then the game, then the reflection.
  await expect(coach(page).getByRole('progressbar', { name: 'Virtual Coach progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(coach(page).getByText('Your rounds are now 4 seconds long.', { exact: false })).toBeVisible();
  await checkAccessibility('a lesson');
  await watchLessonVideo(page);
  await coach(page).getByRole('button', { name: 'Try it out' }).click();
  await expect(coach(page).getByText('4 rounds of', { exact: false })).toHaveCount(0);
  await expect(coach(page).getByText('6 rounds of 4 seconds', { exact: false })).toBeVisible();
  await playGame(page, /\?$/);

  // A reload resumes at the reflection question of SPEED.
  await page.reload();
  await expect(
    coach(page).getByRole('heading', { level: 2, name: 'Did you start every round without a pause?' }),
  ).toBeVisible();
  await coach(page).getByRole('button', { name: 'No', exact: true }).click();
  await expect(coach(page).getByRole('button', { name: 'Try Again', exact: true })).toBeVisible();
  await expect(coach(page).getByRole('button', { name: 'Try Again with Coach' })).toBeVisible();
  await checkAccessibility('the reflection context');
  await coach(page).getByRole('button', { name: 'Try Again with Coach' }).click();
  await expect(coach(page).getByRole('heading', { name: 'Two me, two you' })).toBeVisible();
  await coach(page).getByRole('button', { name: 'Continue' }).click();
  await playGame(page, /\?$/);
  // Easy on SPEED: 1 s shorter, straight to the game.
  await coach(page).getByRole('button', { name: 'Yes', exact: true }).click();
  await coach(page).getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(coach(page).getByText('6 rounds of 3 seconds', { exact: false })).toBeVisible();
  await playGame(page, /\?$/);
  // A third loop on SPEED: only the alternate button leads on.
  await coach(page).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(coach(page).getByRole('button', { name: 'Next Lesson', exact: true })).toHaveCount(0);
  await coach(page).getByRole('button', { name: "Let's try something else!" }).click();

  await lesson(page, 'Nonsense', 'Yes', 'Next Lesson');
  await lesson(page, 'Energy', 'No', 'Next Lesson');
  await lesson(page, 'Personality', 'Yes', 'Next Lesson');
  await lesson(page, 'Sense', 'Yes', 'Finish');

  await rateConfidence(page, 4);
  await expect(coach(page).getByRole('heading', { name: 'You finished all five lessons!' })).toBeVisible();
  await expect(coach(page).getByText('Your confidence grew from 2 to 4 out of 5.')).toBeVisible();
  // 5 lessons × 6 rounds, plus 4 with the coach.
  await expect(coach(page).getByText('34', { exact: true })).toBeVisible();
  await expect(coach(page).getByRole('progressbar', { name: 'Virtual Coach progress' })).toHaveAttribute(
    'aria-valuenow',
    '7',
  );
  await checkAccessibility('the conclusion');
  await coach(page).getByRole('button', { name: 'Continue' }).click();

  await expect(coach(page).getByRole('heading', { name: 'More ways to train' })).toBeVisible();
  const daily = coach(page).getByRole('article', { name: 'Daily Trainings' });
  await expect(daily).toContainText('$16per month pass');
  await expect(daily.locator('s')).toHaveText('$35');
  const coachOffer = coach(page).getByRole('article', { name: 'Coach', exact: true });
  await expect(coachOffer).toContainText('$70');
  await expect(coachOffer.locator('s')).toHaveText('$250');
  await expect(coachOffer).toContainText('72% off');
  await coach(page)
    .getByRole('article', { name: 'Weekly tips' })
    .getByRole('button', { name: 'Send me the tips' })
    .click();
  await expect(coach(page).getByText('You’re signed up', { exact: false })).toBeVisible();
  await checkAccessibility('the offers');

  // A payment offer starts its checkout with the offer's discount (spec 2 §7): the checkout page's total is the tile's
  // price; going back from it resumes on the offers.
  await daily.getByRole('button', { name: 'Get the pass' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Platform' })).toBeVisible();
  await expect(page.getByText('Virtual Coach: Daily Trainings pass')).toBeVisible();
  await expect(page.locator('.row', { hasText: 'Total due today' })).toHaveText(/Total due today\s*\$16$/);
  await page.getByRole('link', { name: '← Back to Impromptu' }).click();
  await expect(page).toHaveURL(/\/games\/virtual-coach\?checkout=cancelled$/);
  await expect(coach(page).getByRole('heading', { name: 'More ways to train' })).toBeVisible();
  await coachOffer.getByRole('button', { name: 'Start coaching' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Coach' })).toBeVisible();
  await expect(page.getByText('Virtual Coach: Coach 72% off')).toBeVisible();
  await expect(page.locator('.row', { hasText: 'Total due today' })).toHaveText(/Total due today\s*\$70$/);
  await page.getByRole('link', { name: '← Back to Impromptu' }).click();
  await expect(coach(page).getByRole('heading', { name: 'More ways to train' })).toBeVisible();

  await coach(page).getByRole('button', { name: 'Exit Virtual Coach' }).click();
  await expect(coach(page).getByRole('heading', { name: 'See you on the games page' })).toBeVisible();

  // A finished run can be played again.
  await coach(page).getByRole('button', { name: 'Start again' }).click();
  await expect(coach(page).getByRole('heading', { name: 'Warm-up game' })).toBeVisible();
});

test('closing mid-way warns that all progress is lost and lands on /games/home', async ({ page, freshAccount }) => {
  expect(freshAccount.name).toBe('Nova Speaker');
  await page.goto('/games/virtual-coach');
  await coach(page).getByRole('button', { name: 'Start the game' }).click();
  await expect(coach(page).getByRole('heading', { name: 'Warm-up game' })).toBeVisible();
  // A round under way, on the page clock stopped so its timer can be read exactly (ADR 0044).
  await page.clock.install();
  await stopPageClock(page);
  await coach(page).getByRole('button', { name: 'START TRAINING' }).click();
  const timer = page.getByRole('timer', { name: /^Round timer: / });
  for (let step = 0; step < 20 && !(await timer.isVisible()); step += 1) {
    const start = coach(page).getByRole('button', { name: 'START', exact: true });
    if (await start.isVisible()) await start.click();
    else await page.clock.fastForward(1000);
  }
  const before = await timerReading(page, 'Round timer');
  expect(before.paused).toBe(false);
  await coach(page).getByRole('button', { name: 'Close', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close Virtual Coach?' });
  await expect(confirm).toContainText('(You will lose all progress)');
  // The round's timer holds while the question is open, and Keep going gives back the same time.
  await page.clock.fastForward(20_000);
  await confirm.getByRole('button', { name: 'Keep going' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => timerReading(page, 'Round timer')).toEqual({ seconds: before.seconds, paused: false });
  await page.clock.resume();
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Close Virtual Coach' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  // The run is gone: the coach starts again at the intro.
  await page.goto('/games/virtual-coach');
  await expect(coach(page).getByRole('button', { name: 'Start the game' })).toBeVisible();
});

test('a user without the VIRTUAL_COACH feature gets no link and a refusal', async ({ page }) => {
  // A new account has no plan yet, and the feature comes with a plan.
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Planless');
  await page.getByLabel('E-mail').fill(`e2e-coach-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('speak-up-every-day');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('link', { name: 'Virtual Coach' })).toHaveCount(0);
  const refused = await page.request.post('/resources/virtual-coach/steps', {
    data: { idempotencyKey: crypto.randomUUID(), step: { type: 'START', withExample: false } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("Oops! You don't have access to this page");
});
