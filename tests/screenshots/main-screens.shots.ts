import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoUsers, expect, test } from '../support/fixtures.js';
import { mainScreens } from '../support/main-screens.js';

// Not a test: photographs each main screen for a person to look at (issue 29), `npm run screenshots`.
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

for (const screen of mainScreens) {
  test(screen.name, async ({ page, logIn }, testInfo) => {
    await page.clock.install();
    // The demo learner: a trainings plan, a cohort, shape snapshots and an AI coach bot (the badge shows).
    await logIn(demoUsers.learner);
    await screen.open(page);
    // The AI coach badge shows once the bot is fetched: photographed with it.
    await expect(page.getByRole('status', { name: 'AI coach' })).toHaveCount(1);
    const file = path.join(outDir, `${testInfo.project.name}-${screen.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await page.screenshot({ path: file.replace(/\.png$/, '-viewport.png') });
  });
}
