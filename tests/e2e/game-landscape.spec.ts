import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { openRoundUnderWay, signInTrainingsLearner, TEN_GAMES } from '../support/game-round.js';

// Issue 47 §5: on a phone held either way, a game's play view fits the screen: the prompt, the timer and the
// controls in view, nothing to scroll while speaking.

const ORIENTATIONS = [
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
] as const;

/** What does not fit: the modal's scroll beyond its height, and every timer, button or prompt outside the screen. */
function outsideTheScreen(page: Page) {
  return page.evaluate(() => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const modal = document.querySelector('[role="dialog"]');
    const found: string[] = [];
    const scrollers = [modal, ...(modal ? [...modal.querySelectorAll('*')] : [])].filter(
      (element): element is Element =>
        element !== null &&
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) &&
        element.scrollHeight > element.clientHeight + 1,
    );
    for (const scroller of scrollers)
      found.push(`scrolls: <${scroller.tagName.toLowerCase()}> ${scroller.scrollHeight} > ${scroller.clientHeight}`);
    const checked = modal?.querySelectorAll('[role="timer"], button, h2, p, [data-round-prompt]') ?? [];
    for (const element of checked) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || element.closest('[aria-hidden="true"]'))
        continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.top < -0.5 || box.left < -0.5 || box.bottom > viewport.height + 0.5 || box.right > viewport.width + 0.5) {
        const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
        found.push(`<${element.tagName.toLowerCase()}> "${label}" at ${JSON.stringify(box.toJSON())}`);
      }
    }
    return found;
  });
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.install();
  await signInTrainingsLearner(context, baseURL);
});

for (const game of TEN_GAMES) {
  test(`${game.name}: the round fits a phone held upright and sideways @phone-only`, async ({ page }) => {
    await page.setViewportSize(ORIENTATIONS[1]);
    await openRoundUnderWay(page, game.shortCode, game.name);
    // Into the round: Triple Step's first word, the slideshow's first photo.
    await page.clock.fastForward(4500);
    for (const orientation of ORIENTATIONS) {
      await page.setViewportSize(orientation);
      await expect(page.getByRole('timer').first()).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`${game.shortCode}-${orientation.name}.png`) });
      expect(await outsideTheScreen(page), `${game.name}, ${orientation.name}`).toEqual([]);
    }
  });
}
