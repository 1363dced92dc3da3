import { expect, type Page } from '@playwright/test';

/** The practice screen and what it shows now (guided practice, course practice alike). */
export const practiceScreen = (page: Page) => page.locator('[data-practice-mode]');
const mode = (page: Page) => practiceScreen(page).getAttribute('data-practice-mode');
const kind = (page: Page) => practiceScreen(page).getAttribute('data-element-kind');

/** The kind of element on screen, or RETRY. */
export async function elementKind(page: Page): Promise<string> {
  await expect(practiceScreen(page)).toHaveAttribute('data-practice-mode', /^(ELEMENTS|RETRY)$/);
  return (await mode(page)) === 'RETRY' ? 'RETRY' : ((await kind(page)) ?? '');
}

/** Plays the game on screen to its end (the page clock installed): START before a round, No to a survival question, else time passes. */
export async function playGame(page: Page) {
  await page.getByRole('button', { name: 'Start game' }).click();
  for (let step = 0; step < 300; step += 1) {
    if ((await mode(page)) === 'RETRY' || (await kind(page)) !== 'GAME') return;
    const start = page.getByRole('button', { name: 'START', exact: true });
    if (await start.isVisible()) {
      await start.click();
      continue;
    }
    const no = page.getByRole('button', { name: 'No', exact: true });
    if (await no.isVisible()) {
      await no.click();
      continue;
    }
    await page.clock.fastForward(5000);
  }
  throw new Error('the game did not end');
}
