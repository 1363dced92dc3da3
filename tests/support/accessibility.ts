import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures.js';

/** WCAG 2.1 A and AA (colour contrast among them: 4.5:1, 3:1 for large text) and axe's best practices (landmarks, heading order). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Lets finite animations and transitions end (an element fading in would read as low contrast); endless ones are left alone. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe-core on the page as it is now and fails with each violation's rule, elements and reason. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  expect(found, `axe-core on ${label} (${page.url()})`).toEqual([]);
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
