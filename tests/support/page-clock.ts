import type { Page } from '@playwright/test';

/**
 * Stops the page clock (installed before): from here time moves only by fastForward, so a reading of a timer can be
 * compared exactly. It stops a little ahead of now, with room for a busy machine to reach the call (pauseAt cannot
 * go back): nothing on the page may run a timer across that moment.
 */
export async function stopPageClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

/** A game timer on screen, by its label ('Timer', 'Round timer'): its mm:ss in seconds, and whether it says paused. */
export async function timerReading(page: Page, label: string): Promise<{ seconds: number; paused: boolean }> {
  const name = (await page.getByRole('timer', { name: new RegExp(`^${label}: `) }).getAttribute('aria-label')) ?? '';
  const match = /: (\d+):(\d\d)( \(paused\))?$/.exec(name);
  if (!match) throw new Error(`no clock in "${name}"`);
  return { seconds: Number(match[1]) * 60 + Number(match[2]), paused: match[3] !== undefined };
}
