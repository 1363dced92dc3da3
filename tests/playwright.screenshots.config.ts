import { devices } from '@playwright/test';
import base, { pageBrowser } from './playwright.config.js';

/**
 * `npm run screenshots`: every main screen of tests/support/main-screens.ts photographed at 1280x800 and on a
 * Pixel 7 (390x844 CSS px), into tests/screenshots/out/ (git-ignored). The product starts as for the e2e suite.
 */
export default {
  ...base,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  workers: 1,
  reporter: [['list']],
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, ...pageBrowser },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined, ...pageBrowser } },
  ],
};
