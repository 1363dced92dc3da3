import { expect, expectAccessible, test } from '../support/accessibility.js';
import { stopPageClock } from '../support/page-clock.js';
import {
  openRoundUnderWay,
  signInTrainingsLearner,
  TEN_GAMES,
  timerReadings,
  waitForGuardEntry,
} from '../support/game-round.js';

// Issue 47 §4: the browser's (or Android's) Back mid-round asks the question ✕ asks, with the game's clock held
// while it asks (ADR 0044); Stay keeps the round with the same time left, and Leave goes where ✕ goes. On the phone
// project only: Android's Back is the case that lost rounds, and the guard is the same code on a desktop.

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.install();
  await signInTrainingsLearner(context, baseURL);
});

for (const game of TEN_GAMES) {
  test(`${game.name}: Back asks, Stay keeps the round and its clock, Leave goes where Close goes @phone-only`, async ({
    page,
  }) => {
    // A page before the game in the tab's history, which is not where Close goes: Back would land there unasked.
    await page.goto('/games/leaderboard');
    const modal = await openRoundUnderWay(page, game.shortCode, game.name);
    const gameUrl = page.url();
    const closeTo = new URL((await modal.getByRole('link', { name: 'Close' }).getAttribute('href')) ?? '', gameUrl);
    expect(closeTo.pathname).not.toBe('/games/leaderboard');
    await page.clock.fastForward(1000);
    const before = await timerReadings(page);
    expect(before.paused).toBe(false);

    await waitForGuardEntry(page);
    await page.goBack();
    const confirm = page.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect(confirm).toHaveAccessibleDescription('This round will be lost.');
    await expect(confirm.getByRole('button', { name: 'Stay' })).toBeFocused();
    expect(page.url()).toBe(gameUrl);
    // The clock holds while the question is open, however long it stays open.
    await expect.poll(async () => (await timerReadings(page)).paused).toBe(true);
    await page.clock.fastForward(20_000);
    if (game.shortCode === 'timer') {
      // axe-core needs time to flow; the round's clock holds all the same.
      await page.clock.resume();
      await expectAccessible(page, 'the question Back asks');
      await stopPageClock(page);
    }
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await expect(confirm).toBeHidden();
    await expect.poll(() => timerReadings(page)).toEqual(before);
    await expect(modal).toBeVisible();

    // Back again, and Leave: the page Close goes to, in place of the game's entry.
    await page.goBack();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(closeTo.href);
  });
}
