import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, fullChromium } from './support/chromium.js';
import { waitFor } from './support/poll.js';

/**
 * End-to-end tests run against the product exactly as `npm start` runs it, from a clean data
 * directory: embedded PostgreSQL, migrations, seed, bff, worker and web.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3310);
const bffPort = Number(process.env.E2E_BFF_PORT ?? 4310);
// A new directory per run (the config is evaluated again in each worker, hence the env hand-over).
if (!process.env.E2E_DATA_DIR) {
  await waitPastTheWeekTurn();
  removeStaleDataDirs();
  process.env.E2E_DATA_DIR = path.join(os.tmpdir(), `impromptu-e2e-${Date.now().toString(36)}`);
}
const dataDir = process.env.E2E_DATA_DIR;
export const e2eDataDir = dataDir;
/** Everything `npm start` prints (each request of web and BFF): kept out of the report, its tail shown on a failure. */
export const e2eServerLog = path.join(dataDir, 'server.log');
/** The BFF of the started product: fixtures make their users through its test seeding route. */
export const e2eBffUrl = `http://127.0.0.1:${bffPort}`;
export const e2eWebUrl = `http://127.0.0.1:${webPort}/`;

/** How the product is started for the e2e suite, by Playwright or by support/stack-suites.ts (which shares it with the API suites). */
export const e2eWebServerEnv: Record<string, string> = {
  E2E_SERVER_LOG: e2eServerLog,
  E2E_WEB_URL: e2eWebUrl,
  PORT: String(webPort),
  // The embedded meetings adapter links back to the web app: the same host the browser uses keeps its cookies.
  PUBLIC_WEB_URL: `http://127.0.0.1:${webPort}`,
  BFF_PORT: String(bffPort),
  IMPROMPTU_DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54339)),
  EMBEDDED_STRIPE_PORT: String(Number(process.env.E2E_STRIPE_PORT ?? 12119)),
  STRIPE_SECRET_KEY: '',
  AFFILIATE_SCRIPT_URL: 'https://affiliate.example/referral.js',
  BULLMQ_PREFIX: `impromptu-e2e-${Date.now().toString(36)}`,
  DATABASE_URL: '',
  NODE_ENV: 'development',
  // The server log stays JSON lines, which the fixtures read (briefly(), a failed test's tail); npm start prints them coloured otherwise.
  LOG_FORMAT: 'json',
  // POST /testing/users: e2e fixtures make their users directly, and the API suites run against this product too.
  TEST_SEEDING: '1',
};

/**
 * The stack seeds this UTC week's cohort activity when it starts, and the weekly leaderboard reads the
 * week of the moment it is asked: a run that starts just before Monday 00:00 UTC would seed one week
 * and read the next. Such a run waits for the week to turn first (at most E2E_RUN_MINUTES, once a week).
 */
async function waitPastTheWeekTurn(): Promise<void> {
  const E2E_RUN_MINUTES = 15;
  const now = new Date();
  const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
  const nextMonday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday);
  const wait = nextMonday - now.getTime();
  if (wait > E2E_RUN_MINUTES * 60_000) return;
  console.log(
    `The UTC week turns in ${Math.ceil(wait / 1000)} s, within this run: waiting for it, so the seeded week is the one the tests read.`,
  );
  await waitFor(
    'the UTC week to turn',
    async () => (Date.now() > nextMonday + 5_000 ? true : undefined),
    () => '',
    wait + 60_000,
  );
}

function removeStaleDataDirs(): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const entry of readdirSync(os.tmpdir())) {
    const match = /^impromptu-e2e-([0-9a-z]+)$/.exec(entry);
    if (match && Number.parseInt(match[1] ?? '', 36) < dayAgo) {
      rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  }
}

/** The specs whose browser hears the fake microphone in real time (voice analysis, the AI coach's recordings, lesson videos). */
const LIVE_AUDIO = [
  '**/voice-metrics.spec.ts',
  '**/voice-debrief.spec.ts',
  '**/ai-coach.spec.ts',
  // The coach records a lesson from the fake camera and microphone in real time (issue 47).
  '**/lesson-media.spec.ts',
];
/**
 * The specs that run alone on the machine (no other spec beside them), before the others: those hearing the fake microphone
 * in real time, and the 2,000-row bulk upload (its 2,000 invitations keep the worker and the mail catcher busy,
 * which slowed the tests beside it past their timeouts).
 */
const ALONE = [...LIVE_AUDIO, '**/bulk-upload.spec.ts'];
export const aloneProjects = ['desktop-alone', 'phone-alone'];
/**
 * Two of them at a time, with no other browser: one at a time kept the cores about half busy (the specs wait on the
 * audio's own clock), and the whole ALONE set passed even beside four other engineers' test runs (load 25 on two
 * cores), so two at once leave the real-time audio the CPU it needs (ADR 0033's fourth addendum).
 */
export const ALONE_WORKERS = 2;

/**
 * Chromium's headless shell (Debian's chromium-headless-shell) draws the same pages for about 30 % less CPU than the
 * full browser in headless mode (games.spec, desktop: 18.5 s against 26.4 s of CPU), and the browsers are most of the
 * e2e suite's cost. It does not hear the fake microphone as the full browser does (every voice-metrics test failed
 * with it), so the ALONE specs keep the full browser. Without the shell installed, every project uses the full one.
 */
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : fullChromium);
const launchWith = (executablePath: string) => ({ launchOptions: { executablePath, args: [...chromiumArgs] } });
/** The browser of the main e2e projects, for other configs (the screenshots) to use too. */
export const pageBrowser = launchWith(headlessShell);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two workers on two cores: the product and the browsers share them, and the e2e suite waits on both in turn.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // support/stack-suites.ts also asks for a JSON report, from which it lists the failures after every phase has run.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // A failed test keeps its trace (DOM snapshots, network, console) for `npx playwright show-trace`. Screenshots are left
    // out: their screencast was nearly a third of the browsers' CPU in this suite (measured on games.spec). CI, whose artifacts
    // nobody opens, records none (E2E_TRACE=off in .ci/run): the failure list, error context and server log tail remain.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // A test tagged @phone-only checks what only a phone shows: the desktop project leaves it out.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, ...launchWith(headlessShell) },
      testIgnore: ALONE,
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined, ...launchWith(headlessShell) },
      grep: /@phone/,
      testIgnore: ALONE,
    },
    // The ALONE specs, two tests at a time, so no other browser takes the cores they need (support/stack-suites.ts
    // runs these projects first, on ALONE_WORKERS workers).
    {
      name: 'desktop-alone',
      use: { ...devices['Desktop Chrome'], channel: undefined, ...launchWith(fullChromium) },
      testMatch: ALONE,
      workers: ALONE_WORKERS,
    },
    {
      name: 'phone-alone',
      use: { ...devices['Pixel 7'], channel: undefined, ...launchWith(fullChromium) },
      grep: /@phone/,
      testMatch: ALONE,
      workers: ALONE_WORKERS,
    },
  ],
  webServer: {
    // `npm start`, its output in e2eServerLog (see support/web-server.mjs).
    command: 'node tests/support/web-server.mjs',
    cwd: '..',
    url: e2eWebUrl,
    timeout: 300_000,
    // support/stack-suites.ts starts the product itself, so the API suites can run against it after the e2e suite.
    reuseExistingServer: process.env.E2E_STACK_STARTED === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    env: e2eWebServerEnv,
  },
});
