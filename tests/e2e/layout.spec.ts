import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/accessibility.js';
import { demoUsers, signInSeededUser } from '../support/fixtures.js';
import {
  expectDialogFitsScreen,
  expectNoSidewaysScroll,
  expectNotClipped,
  expectNothingCoversAControl,
  expectWithinViewport,
} from '../support/layout.js';
import { mainScreens, openGameSetup, openPracticeGameRound, startRound } from '../support/main-screens.js';

// Issue 29, layout: nothing fixed covers a control, a practice game fits the screen while the learner speaks,
// long names wrap instead of overflowing or being cut, and Shape & Score reads on a phone. Every test runs at
// 1280x720 (desktop) and on a Pixel 7 (@phone); some at the sizes the issue was measured at (1280x800, 390x844).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const badge = (page: Page) => page.getByRole('status', { name: 'AI coach' });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('the AI coach badge covers nothing', () => {
  for (const screen of mainScreens) {
    test(`no fixed or sticky element over a control: ${screen.name} @phone`, async ({ page, logIn }) => {
      // The demo learner has an AI coach bot, so the badge shows on every page.
      await logIn(demoUsers.learner);
      await screen.open(page);
      await expect(badge(page)).toHaveCount(1);
      await expectNothingCoversAControl(page, screen.name);
      await expectNoSidewaysScroll(page, screen.name);
    });
  }

  // @phone-only: the dot is the phone's; the desktop project leaves such tests out (playwright.config.ts).
  test('on a phone the badge is a dot in the header that opens on a tap @phone-only', async ({ page, logIn }) => {
    await logIn(demoUsers.learner);
    await openGameSetup(page, 'conductor');
    const dot = page.getByRole('dialog').getByRole('button', { name: 'AI coach status' });
    await expect(dot).toHaveAttribute('aria-expanded', 'false');
    await expect(badge(page)).toHaveText('Connected: Impromptu Coach');
    await dot.click();
    await expect(dot).toHaveAttribute('aria-expanded', 'true');
    await expectWithinViewport(badge(page), 'the opened badge');
    await page.keyboard.press('Escape');
    await expect(dot).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('every game round fits its screen while the learner speaks', () => {
  for (const screen of mainScreens.filter(({ name }) => name.endsWith('-round'))) {
    test(`nothing scrolls: ${screen.name} @phone`, async ({ page, logIn }, testInfo) => {
      await logIn(demoUsers.learner);
      await screen.open(page);
      // Paused, so the step on screen stays while it is measured at each size.
      await page.getByRole('button', { name: 'Pause timer' }).click();
      const sizes = testInfo.project.name === 'phone' ? [page.viewportSize()!, PHONE] : [page.viewportSize()!, DESKTOP];
      for (const size of sizes) {
        await page.setViewportSize(size);
        const where = `${screen.name} at ${size.width}x${size.height}`;
        // Measured until it holds: the layout follows the new size a frame later.
        await expect(async () => expectDialogFitsScreen(page, where)).toPass({ timeout: 5_000 });
        await expectNoSidewaysScroll(page, where);
        await expectNothingCoversAControl(page, where);
      }
    });
  }
});

test('a practice game fits the screen while the learner speaks, its tip and controls in view @phone', async ({
  page,
  context,
  baseURL,
  checkAccessibility,
}, testInfo) => {
  // A learner of the test's own on the trainings plan (named practices), so no other spec's progress moves the steps.
  await signInSeededUser(context, baseURL, {
    email: `e2e-${randomUUID()}@example.com`,
    password: 'speak-up-every-day',
    firstName: 'Fay',
    lastName: 'Fitter',
    plan: 'trainings',
  });
  // The Power of the Pause: a Snow Globe minute whose first coaching tip shows from 5 s to 13 s.
  await openPracticeGameRound(page, 'the-power-of-the-pause');
  await page.clock.fastForward(3000);
  const tip = page.getByRole('complementary', { name: 'Coaching tip' });
  await expect(tip).toBeVisible();
  // Paused, so the tip (5 s to 13 s of the round) stays while the page is measured at each size; the layout is the same.
  await page.getByRole('button', { name: 'Pause timer' }).click();
  await checkAccessibility('a practice game, its coaching tip showing');
  // The sizes the issue measured at, and the Pixel 7's own on the phone.
  const sizes = testInfo.project.name === 'phone' ? [page.viewportSize()!, PHONE] : [DESKTOP];
  for (const size of sizes) {
    await page.setViewportSize(size);
    const where = `${size.width}x${size.height}`;
    const steps = page.locator('[data-practice-mode]');
    const scroll = await steps.evaluate((element) => ({ height: element.scrollHeight, room: element.clientHeight }));
    expect(scroll.height, `the practice step's height at ${where} (room ${scroll.room} px)`).toBeLessThanOrEqual(
      scroll.room,
    );
    await expectWithinViewport(tip, `the coaching tip at ${where}`);
    for (const name of ['Resume timer', 'Skip', 'Previous step', 'Next step', 'Close'])
      await expectWithinViewport(
        page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true })),
        `${name} at ${where}`,
      );
    await expectWithinViewport(page.getByRole('timer', { name: /Talk timer/ }), `the talk timer at ${where}`);
    await expectNothingCoversAControl(page, `the practice game at ${where}`);
  }
});

test('long names wrap in the dialog header, and How to play stays on one line @phone', async ({ page, logIn }) => {
  await logIn(demoUsers.learner);
  await openGameSetup(page, 'analogies');
  const title = page.getByRole('dialog').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Rapid Fire Analogies');
  // Not cut to "Rapid Fire Anal…": the whole name is drawn.
  await expectNotClipped(title, 'the game name in the header');
  const howToPlay = page.getByRole('button', { name: 'How to play' });
  await expect(howToPlay).toBeVisible();
  const box = await howToPlay.boundingBox();
  // One line of 14 px text in a 40 px button; two lines made it 56 px tall.
  expect(box?.height ?? 0, 'the How to play button is one line tall').toBeLessThanOrEqual(44);
});

test('a practice title reads whole in the header @phone', async ({ page, context, baseURL }) => {
  await signInSeededUser(context, baseURL, {
    email: `e2e-${randomUUID()}@example.com`,
    password: 'speak-up-every-day',
    firstName: 'Tia',
    lastName: 'Titles',
    plan: 'trainings',
  });
  await page.goto('/games/practice/story-from-a-picture');
  const title = page.getByRole('dialog').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Story From a Picture');
  await expectNotClipped(title, 'the practice title in the header');
});

test('Triple Step’s multiplayer setup has NEXT in view at 1280x800', async ({ page, logIn }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(demoUsers.learner);
  await openGameSetup(page, 'triple-step');
  await page.getByText('Multiplayer', { exact: true }).click();
  await expectWithinViewport(page.getByRole('button', { name: 'NEXT' }), 'NEXT');
});

test('a long Podcast speaker name wraps within a phone @phone', async ({ page, logIn }) => {
  await logIn(demoUsers.learner);
  await openGameSetup(page, 'podcast');
  await page.getByRole('button', { name: 'NEXT' }).click();
  const name = 'Maximilianus Wolfeschlegelsteinhausen';
  await page.getByLabel('Player 1', { exact: true }).fill(name);
  await startRound(page);
  const speaker = page.getByRole('heading', { name });
  await expectNotClipped(speaker, 'the speaker’s name');
  await expectWithinViewport(speaker, 'the speaker’s name');
  await expectNoSidewaysScroll(page, 'a Podcast turn');
});

test('Shape & Score reads on a phone: no sideways scroll, labels inside the chart, legends apart @phone', async ({
  page,
  logIn,
  checkAccessibility,
}) => {
  await logIn(demoUsers.learner, { to: '/games/shape-history' });
  await expect(page.locator('.recharts-radar').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'Shape & Score');
  const chart = page.getByRole('img', { name: /Radar chart/ });
  const chartBox = (await chart.boundingBox())!;
  const labels = page.locator('.recharts-polar-angle-axis-tick text');
  await expect(labels).toHaveCount(8);
  // Measured until it holds: a label caught in the frame the chart draws it has no box yet (seen once in CI).
  await expect(async () => {
    for (const box of await labels.evaluateAll((texts) =>
      texts.map((text) => text.getBoundingClientRect().toJSON() as DOMRect),
    ))
      expect(
        box.width > 0 &&
          box.left >= chartBox.x - 0.5 &&
          box.right <= chartBox.x + chartBox.width + 0.5 &&
          box.bottom <= chartBox.y + chartBox.height + 0.5,
        `a category label inside the chart: ${JSON.stringify(box)} in ${JSON.stringify(chartBox)}`,
      ).toBe(true);
  }).toPass({ timeout: 5_000 });
  // The scale's numbers run between two categories: none lies on a category's label.
  const boxesOf = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().toJSON() as DOMRect));
  const categories = await boxesOf('.recharts-polar-angle-axis-tick text');
  const scale = await boxesOf('.recharts-polar-radius-axis-tick text');
  expect(scale.length).toBeGreaterThan(0);
  for (const number of scale)
    for (const label of categories)
      expect(
        number.right <= label.left ||
          label.right <= number.left ||
          number.bottom <= label.top ||
          label.bottom <= number.top,
        `a scale number ${JSON.stringify(number)} clear of a category label ${JSON.stringify(label)}`,
      ).toBe(true);
  const legend = page.getByRole('list', { name: 'Legend' }).getByRole('listitem');
  const entries = await legend.allTextContents();
  expect(entries.length).toBeGreaterThan(1);
  expect(new Set(entries).size, 'each legend entry reads apart').toBe(entries.length);
  expect(entries.join(' ')).not.toContain('—');
  const dates = entries.map((entry) => Date.parse(entry.replace(/,.*$| \(.*$/, '')));
  expect(dates, 'the legend in date order').toEqual([...dates].sort((a, b) => a - b));
  await checkAccessibility('Shape & Score');
});

test('the leaderboard’s "You" badge is drawn whole @phone', async ({ page, logIn }) => {
  await logIn(demoUsers.learner, { to: '/games/leaderboard' });
  const you = page.locator('[data-you-badge]').first();
  await expect(you).toHaveText('You');
  await expectNotClipped(you, 'the You badge');
  await expectNoSidewaysScroll(page, 'the leaderboard');
});

test('Conductor: the slide fills the screen and its controls sit below its energy scale @phone', async ({
  page,
  logIn,
}, testInfo) => {
  await logIn(demoUsers.learner);
  await openGameSetup(page, 'conductor');
  await startRound(page);
  const slide = page.getByRole('img', { name: /^Energy level \d+ of 10$/ });
  await expect(slide).toBeVisible();
  // Where the slide is drawn inside its box (object-contain, or an SVG's viewBox met inside it).
  const drawn = await slide.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const ratio =
      element instanceof HTMLImageElement
        ? element.naturalWidth / element.naturalHeight
        : (element as SVGSVGElement).viewBox.baseVal.width / (element as SVGSVGElement).viewBox.baseVal.height;
    const width = Math.min(box.width, box.height * ratio);
    const height = width / ratio;
    return { top: box.top + (box.height - height) / 2, height, width };
  });
  const viewport = page.viewportSize()!;
  // On a phone the slide takes most of the screen's height, not a 16:9 band across it.
  if (testInfo.project.name === 'phone')
    expect(drawn.height, 'the slide’s height on a phone').toBeGreaterThan(viewport.height * 0.6);
  for (const name of ['Pause timer', 'Skip']) {
    const control = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(control.y, `${name} below the slide`).toBeGreaterThanOrEqual(drawn.top + drawn.height - 0.5);
    expect(control.y + control.height, `${name} on screen`).toBeLessThanOrEqual(viewport.height);
  }
});
