import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.js';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];

/** WCAG 2.1 A and AA (colour contrast among them: 4.5:1, 3:1 for large text) and axe's best practices (landmarks, heading order). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Violations are all a check reads: axe still runs every rule of TAGS on every element, but writes out one element
 * per rule that passed instead of each (its selectors are a quarter of a check's work on the home page).
 */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };

/** The minified build of the axe-core @axe-core/playwright depends on: the same rules, less than half the script to parse. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Lets finite animations and transitions end (an element fading in would read as low contrast); endless ones are left alone. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Puts axe-core in `frame` unless its document has it already (an earlier check of the same page). */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate('typeof window.axe?.run === "function"')) return;
  await frame.evaluate(axeSource);
  // A frame from another origin (an embedded video player) answers the run in the main frame too: it is checked.
  await frame.evaluate(`axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })`);
}

/**
 * Runs axe-core on the page as it is now, its frames included, with one axe.run in the page that reaches every frame
 * itself. @axe-core/playwright's run (AxeBuilder.analyze) checked each frame on its own and merged the results in a
 * new tab with a second copy of axe: about 1.2 s of the browser's CPU per check of the home page, against 0.3 s here.
 * It also gave each frame one second to take axe and left out, without a word, one that had not (a player frame, on a
 * loaded machine); here each frame takes the time it needs.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const main = page.mainFrame();
  // Every frame first, so the run in the main one finds axe answering in each.
  for (const frame of page.frames()) {
    try {
      await injectAxe(frame);
    } catch (error) {
      // A frame that went away meanwhile has nothing to check; the main document must take axe.
      if (frame === main) throw error;
    }
  }
  return main.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    OPTIONS,
  );
}

/** What axe-core finds on the page as it is now: each violation's rule, impact, element and reason, one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settle(page);
  const { violations } = await runAxe(page);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Runs axe-core on the page as it is now and fails with each violation's rule, elements and reason. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await accessibilityViolations(page), `axe-core on ${label} (${page.url()})`).toEqual([]);
}

interface AccessibilityFixtures {
  /** `checkAccessibility('what is on screen')`: an axe-core pass on the test's page. */
  checkAccessibility: (label: string) => Promise<void>;
}

/** The e2e fixtures plus an axe-core pass: import `test` from here in a spec that checks pages for accessibility. */
export const test = base.extend<AccessibilityFixtures>({
  checkAccessibility: async ({ page }, use) => {
    await use((label) => expectAccessible(page, label));
  },
});

export { expect };
