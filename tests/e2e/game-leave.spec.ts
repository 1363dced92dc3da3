import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/accessibility.js';
import { demoUsers } from '../support/fixtures.js';

// Issue 29 §8: Close and Escape ask before they throw away typed player names or a round under way.

function gameModal(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

async function toSetup(page: Page, shortCode: string, name: string) {
  await page.goto(`/games/dashboard/${shortCode}`);
  const modal = gameModal(page, name);
  // The server's page shows the dialog before its script runs; keys are heard once the dialog has taken focus.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  const watchLater = modal.getByRole('button', { name: 'WATCH LATER' });
  await expect(watchLater.or(modal.getByRole('button', { name: /START TRAINING|NEXT/ })).first()).toBeVisible();
  if (await watchLater.isVisible()) await watchLater.click();
  await expect(modal.getByRole('button', { name: /START TRAINING|NEXT/ }).first()).toBeEnabled();
  return modal;
}

async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.screenshot({ path: test.info().outputPath(`${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`) });
}

test.describe('leaving a game', () => {
  test('typed player names: Escape and Close ask first, Stay keeps them, Leave goes @phone', async ({
    page,
    logIn,
  }) => {
    await logIn(demoUsers.coach);
    const modal = await toSetup(page, 'triple-step', 'Triple Step');
    await modal.getByRole('radio', { name: 'Multiplayer' }).check();
    await modal.getByRole('button', { name: 'NEXT' }).click();
    const first = modal.getByRole('textbox', { name: 'Player 1' });
    const typed = `Zed${Math.floor(Math.random() * 1000)}`;
    await first.fill(typed);

    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription("Your players' names will be lost.");
    await expect(confirm.getByRole('button', { name: 'Stay' })).toBeFocused();
    await expectAccessible(page, 'the Leave this game? question');
    await page.setViewportSize(
      test.info().project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    await shoot(page, 'leave-confirm-names');

    // Escape on the question is Stay.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(first).toHaveValue(typed);
    await expect(page).toHaveURL(/\/games\/dashboard\/triple-step/);

    await modal.getByRole('link', { name: 'Close' }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await expect(confirm).toBeHidden();
    await expect(first).toHaveValue(typed);

    await modal.getByRole('link', { name: 'Close' }).click();
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/games\/home$/);
  });

  test('a round under way: Close asks, Leave ends it; an untouched setup closes at once @phone', async ({
    page,
    logIn,
  }) => {
    await logIn(demoUsers.learner);
    const modal = await toSetup(page, 'timer', 'Timer');
    // Nothing to lose yet: Escape closes without a question.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/games\/home$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await toSetup(page, 'timer', 'Timer');
    await modal.getByRole('button', { name: 'START TRAINING' }).click();
    await expect(modal.getByRole('button', { name: 'START TRAINING' })).toHaveCount(0);
    await modal.getByRole('link', { name: 'Close' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect(confirm).toHaveAccessibleDescription('This round will be lost.');
    await expect(confirm.getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.setViewportSize(
      test.info().project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    await shoot(page, 'leave-confirm-round');
    // Focus stays in the question.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await expect(confirm).toBeHidden();
    await expect(modal).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/games\/home$/);
  });
});

// The round's timers held while the question is open, and the Ready, Set, Go steps held too, are component tests now
// (remix/app/games/frame/game-frame.dom.test.tsx, ADR 0067's addendum): the fake clock reads them exactly.
