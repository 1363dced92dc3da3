import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { GAME_CATALOGUE } from '@impromptu/games';
import { signInSeededUser } from './fixtures.js';
import { stopPageClock } from './page-clock.js';

/** The ten games, by short code and the name their modal is labelled with. */
export const TEN_GAMES = GAME_CATALOGUE.map(({ shortCode, name }) => ({ shortCode, name }));

/** A learner of the test's own on the trainings plan (every game open, no remembered settings of another spec's). */
export async function signInTrainingsLearner(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await signInSeededUser(context, baseURL, {
    email: `e2e-${randomUUID()}@example.com`,
    password: 'speak-up-every-day',
    firstName: 'Rhea',
    lastName: 'Rounds',
    plan: 'trainings',
  });
}

/**
 * Opens a game (its tutorial put off with WATCH LATER), starts it (past NEXT for Podcast's speakers) and runs
 * Ready? Set. Go! and the round's START until the round's timer shows. The page clock must be installed before the
 * first navigation; it is stopped here, so the test moves time only with fastForward.
 */
export async function openRoundUnderWay(page: Page, shortCode: string, name: string) {
  await page.goto(`/games/dashboard/${shortCode}`);
  const modal = page.getByRole('dialog', { name });
  const watchLater = modal.getByRole('button', { name: 'WATCH LATER' });
  const start = modal.getByRole('button', { name: /^(START TRAINING|NEXT)$/ });
  await expect(watchLater.or(start).first()).toBeVisible();
  if (await watchLater.isVisible()) await watchLater.click();
  const next = modal.getByRole('button', { name: 'NEXT', exact: true });
  if (await next.isVisible()) await next.click();
  const startTraining = modal.getByRole('button', { name: 'START TRAINING' });
  await expect(startTraining).toBeEnabled({ timeout: 20_000 });
  await stopPageClock(page);
  await startTraining.click();
  const timer = modal.getByRole('timer').first();
  const roundStart = modal.getByRole('button', { name: 'START', exact: true });
  for (let step = 0; step < 20 && !(await timer.isVisible()); step += 1) {
    if (await roundStart.isVisible()) await roundStart.click();
    else await page.clock.fastForward(1000);
  }
  await expect(timer).toBeVisible();
  return modal;
}

/** Every timer on the page as it reads ("Round timer: 0:41"), without its "(paused)" mark, and whether all say paused. */
export async function timerReadings(page: Page): Promise<{ clocks: string[]; paused: boolean }> {
  const labels = await page
    .getByRole('timer')
    .evaluateAll((timers) => timers.map((timer) => timer.getAttribute('aria-label') ?? timer.textContent ?? ''));
  return {
    clocks: labels.map((label) => label.replace(/ \(paused\)$/, '')),
    paused: labels.length > 0 && labels.every((label) => label.endsWith('(paused)')),
  };
}

/**
 * Waits for the history entry the modal pushes once something would be lost (full-screen-modal.tsx): it lands
 * after the router's revalidation of the page, a moment after the round starts.
 */
export async function waitForGuardEntry(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr?.leaveGuardEntry === true,
      ),
    )
    .toBe(true);
}
