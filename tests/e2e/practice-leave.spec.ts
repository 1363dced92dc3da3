import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/accessibility.js';
import { signInSeededUser } from '../support/fixtures.js';
import { waitForGuardEntry } from '../support/game-round.js';
import { stopPageClock, timerReading } from '../support/page-clock.js';
import { elementKind, playGame, practiceScreen } from '../support/practice-play.js';

// Issue 29: a practice session asks before Close, Escape or End Practice throws away a game under way (or the
// result of one not yet kept), with the games' own question, and the game's timer holds while it asks.

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.install();
  // A learner of the test's own (trainings plan): the practice's progress is theirs alone.
  await signInSeededUser(context, baseURL, {
    email: `e2e-${randomUUID()}@example.com`,
    password: 'speak-up-every-day',
    firstName: 'Lee',
    lastName: 'Leaver',
    plan: 'trainings',
  });
});

async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.screenshot({ path: test.info().outputPath(`${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`) });
}

/** finish-the-thought: its introduction, its timed warm-up, then the Autocomplete game, started, its first round under way. */
async function toRoundUnderWay(page: Page) {
  await page.goto('/games/practice/finish-the-thought');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(practiceScreen(page)).toHaveAttribute('data-element-kind', 'GAME');
  // Nothing is under way before the game starts: no question yet (checked by End Practice below, once started).
  const startGame = page.getByRole('button', { name: 'Start game' });
  await expect(startGame).toBeEnabled();
  await stopPageClock(page);
  await startGame.click();
  const timer = page.getByRole('timer', { name: /^Round timer: / });
  for (let step = 0; step < 20 && !(await timer.isVisible()); step += 1) {
    const start = page.getByRole('button', { name: 'START', exact: true });
    if (await start.isVisible()) await start.click();
    else await page.clock.fastForward(1000);
  }
  await expect(timer).toBeVisible();
}

test('Escape and Close ask before a game under way is lost; its timer holds while they ask @phone', async ({
  page,
}) => {
  await toRoundUnderWay(page);
  await page.clock.fastForward(1000);
  const before = await timerReading(page, 'Round timer');
  expect(before.paused).toBe(false);

  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Leave this practice?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription('This game will be lost.');
  await expect(confirm.getByRole('button', { name: 'Stay' })).toBeFocused();
  // axe-core needs time to flow: the clock runs while it checks, and the round's timer holds all the same.
  await page.clock.resume();
  await expectAccessible(page, 'the Leave this practice? question');
  await page.setViewportSize(
    test.info().project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  );
  await shoot(page, 'practice-leave-confirm');
  await stopPageClock(page);
  // Time passes while the question is open: the round's timer holds.
  await page.clock.fastForward(30_000);
  await expect.poll(async () => (await timerReading(page, 'Round timer')).paused).toBe(true);
  // Escape on the question is Stay: the same time left, running again.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect.poll(() => timerReading(page, 'Round timer')).toEqual({ seconds: before.seconds, paused: false });
  await expect(page).toHaveURL(/\/games\/practice\/finish-the-thought$/);

  // The header's Close asks too; Stay keeps the game.
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => timerReading(page, 'Round timer')).toEqual({ seconds: before.seconds, paused: false });

  // Leave goes where Close leads.
  await page.getByRole('link', { name: 'Close' }).click();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
});

test('End Practice asks during a game too; before the game starts it leaves at once @phone', async ({ page }) => {
  await toRoundUnderWay(page);
  await page.getByRole('link', { name: 'End Practice' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave this practice?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);

  // Back at the practice, nothing under way yet: End Practice leaves without a question.
  await page.goto('/games/practice/finish-the-thought');
  await expect(practiceScreen(page)).toHaveAttribute('data-practice-mode', 'ELEMENTS');
  await page.getByRole('link', { name: 'End Practice' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a result not yet kept: the retry screen asks too, and once the learner goes on nothing is asked @phone', async ({
  page,
}) => {
  await page.goto('/games/practice/finish-the-thought');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(practiceScreen(page)).toHaveAttribute('data-element-kind', 'GAME');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeEnabled();
  await playGame(page);
  // The game allows one more try: its result is kept only when the learner goes on.
  expect(await elementKind(page)).toBe('RETRY');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Leave this practice?' });
  await expect(confirm).toHaveAccessibleDescription("This game's result will be lost.");
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(practiceScreen(page)).toHaveAttribute('data-practice-mode', 'ELEMENTS');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/games\/home$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('Back asks during a game too (issue 47 §4): Stay keeps it with the same time, Leave goes where Close goes @phone', async ({
  page,
}) => {
  await page.goto('/games/leaderboard');
  await toRoundUnderWay(page);
  const practiceUrl = page.url();
  await page.clock.fastForward(1000);
  const before = await timerReading(page, 'Round timer');
  await waitForGuardEntry(page);
  await page.goBack();
  const confirm = page.getByRole('alertdialog', { name: 'Leave this practice?' });
  await expect(confirm).toHaveAccessibleDescription('This game will be lost.');
  expect(page.url()).toBe(practiceUrl);
  await page.clock.fastForward(30_000);
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => timerReading(page, 'Round timer')).toEqual({ seconds: before.seconds, paused: false });

  await page.goBack();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/games\/home$/);
});
