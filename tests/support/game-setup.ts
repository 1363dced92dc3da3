import { expect, type Page } from '@playwright/test';

/**
 * Opens a game's setup for one player, past its tutorial when one is due, and waits until START TRAINING can be
 * pressed. The demo learner's setup remembers her last session's choices, and other specs play these games with
 * her (Rapid Fire Analogies in multiplayer), hence "Single player" chosen each time.
 */
export async function openSinglePlayerSetup(page: Page, shortCode: string, name: string) {
  await page.goto(`/games/dashboard/${shortCode}`);
  const modal = page.getByRole('dialog', { name });
  const watchLater = modal.getByRole('button', { name: 'WATCH LATER' });
  const singlePlayer = modal.getByRole('radio', { name: 'Single player' });
  await expect(watchLater.or(singlePlayer)).toBeVisible();
  if (await watchLater.isVisible()) await watchLater.click();
  await singlePlayer.check();
  await expect(modal.getByRole('button', { name: 'START TRAINING' })).toBeEnabled({ timeout: 20_000 });
  return modal;
}
