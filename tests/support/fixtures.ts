import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { createCookie } from '@remix-run/node';
import { SESSION_COOKIE } from '../../remix/app/utils/cookies.js';
import { e2eBffUrl, e2eServerLog } from '../playwright.config.js';

/** The password of the seeded demo accounts (db/src/seed.ts). */
export const DEMO_PASSWORD = 'practice-makes-progress';

export interface User {
  email: string;
  /** First and last name: the user menu button in the header shows it once signed in. */
  name: string;
  /** Default: the demo password. */
  password?: string;
}

/** The seeded demo accounts (db/src/seed.ts), one per type and plan. */
export const demoUsers = {
  /** Trainings plan: every game is open. Registered for the class with Zoom meeting id 123. */
  learner: { email: 'learner@example.com', name: 'Lena Learner' },
  freeLearner: { email: 'learner-free@example.com', name: 'Frankie Free' },
  coach: { email: 'coach@example.com', name: 'Cory Coach' },
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
} as const satisfies Record<string, User>;

export const CONSENT_COOKIE = 'impromptu_consent';

/** A consent choice made beforehand (strictly necessary only), so the banner stays out of the way. */
export async function chooseConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const consent = {
    cookiePurposes: { necessary: true, functionality: false, measurement: false, targeting: false },
    cookieTimestamp: '2024-01-01T00:00:00.000Z',
    cookieVersion: '1',
    cookiePolicyId: 'impromptu-cookie-policy',
    usPrivacyCookie: '1YYN',
    usPurposes: { sh: false, adv: false },
  };
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(consent)), url: baseURL ?? 'http://127.0.0.1' },
  ]);
}

/** What a page reported blocking: the directive, what was blocked, and where. */
interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

const cspViolationsOf = new WeakMap<BrowserContext, string[]>();

/**
 * Collects the Content Security Policy violations of the app's own pages and frames in `context`: the
 * `securitypolicyviolation` events, and the console lines Chromium writes for what raises no event.
 */
async function watchCspViolations(context: BrowserContext, baseURL: string | undefined): Promise<string[]> {
  const violations: string[] = [];
  const appOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => {
    if (new URL(violation.page).origin !== appOrigin) return;
    violations.push(
      `${violation.page}: ${violation.directive} blocked ${violation.blocked || '(inline)'} ${violation.source}`.trim(),
    );
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (violation: CspViolation) => Promise<void> })
        .reportCspViolation;
      void report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: document.location.href,
        source: event.sourceFile ? `at ${event.sourceFile}:${event.lineNumber}` : '',
      });
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Fills in and submits the Log In form the page shows. */
async function fillLogInForm(page: Page, user: { email: string; password?: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Logs in with the Log In form's own POST, follows where the sign-in sends the browser (/auth-callback's
 * route, then `to` when given: the form's own redirectTo), and waits until the signed-in header shows the user's
 * menu. The form on screen is auth.spec's to test (submitLogIn); every other test starts signed in without typing
 * it again, half a second each, and on the page it wants without loading the landing page first.
 */
async function logInAs(page: Page, user: User, origin: string, to?: string): Promise<void> {
  const response = await page.request.post('/login', {
    form: { email: user.email, password: user.password ?? DEMO_PASSWORD, ...(to ? { redirectTo: to } : {}) },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status(), `the Log In POST for ${user.email} signs in and redirects`).toBe(302);
  await page.goto(response.headers().location ?? '/auth-callback');
  await expect(page).toHaveURL(/\/games\//);
  await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
}

interface SeedUserBody {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  type?: 'LEARNER' | 'COACH' | 'ADMIN';
  plan?: 'free' | 'trainings' | 'legacy_trainings' | 'coach' | 'free_trainings' | 'simulator' | null;
  /** Features granted to the user itself (the seeding route's list, e.g. TEMPORARY_ONBOARDING). */
  features?: string[];
  signIn?: boolean;
}

/** A user made by the test stack's seeding route (POST /testing/users, TEST_SEEDING); with signIn, its session token. */
export async function seedUser(body: SeedUserBody): Promise<{ id: string; email: string; token: string }> {
  const response = await fetch(`${e2eBffUrl}/testing/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`POST /testing/users answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; email: string; token: string };
}

/** A user of this test's own made by the seeding route, signed in on `context` with its session cookie. */
export async function signInSeededUser(
  context: BrowserContext,
  baseURL: string | undefined,
  body: Omit<SeedUserBody, 'signIn'>,
): Promise<{ id: string; email: string }> {
  const { token, ...seeded } = await seedUser({ ...body, signIn: true });
  await context.addCookies([{ ...(await sessionCookie(token)), url: baseURL ?? 'http://127.0.0.1' }]);
  return seeded;
}

/** The web app's session cookie for `token`, serialized by the same Remix cookie the web app signs in with (ADR 0005). */
async function sessionCookie(token: string): Promise<{ name: string; value: string }> {
  const header = await createCookie(SESSION_COOKIE, { path: '/' }).serialize(token);
  const pair = header.split(';')[0] ?? '';
  const index = pair.indexOf('=');
  return { name: pair.slice(0, index), value: pair.slice(index + 1) };
}

/**
 * The one-time voice choice at a learner's first game (issue 31) made beforehand, as chooseConsent does for the
 * banner: before any click or key press reaches the page, the signed-in learner (the root loader's user, as the
 * game frame reads it) is marked as asked in localStorage, the key the game frame reads at START.
 */
async function chooseVoiceChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const markAsked = () => {
      try {
        const router = (window as unknown as { __remixRouter?: { state?: { loaderData?: Record<string, unknown> } } })
          .__remixRouter;
        const root = router?.state?.loaderData?.root as { user?: { id?: string } | null } | undefined;
        const id = root?.user?.id;
        if (id) window.localStorage.setItem(`impromptu.voiceChoiceAsked:${id}`, 'yes');
      } catch {
        // No storage: the game frame does not ask in such a browser either.
      }
    };
    document.addEventListener('click', markAsked, true);
    document.addEventListener('keydown', markAsked, true);
  });
}

interface Fixtures {
  /** Whether the consent cookie is set before the test (default true); `test.use({ consentChosen: false })` to meet the banner. */
  consentChosen: boolean;
  /** Whether the one-time voice choice of the first game is made beforehand (default true); false to meet it. */
  voiceChoiceMade: boolean;
  /**
   * `logIn(user)` on the test's page and the user's landing page; `{ to: '/games/course' }` lands on that page
   * instead (one document load, not two), `{ page: otherPage }` signs in another page.
   */
  logIn: (user: User, options?: { page?: Page; to?: string }) => Promise<void>;
  /** `submitLogIn(user)`: fills in and submits the Log In form the test's page shows (after a redirect, say). */
  submitLogIn: (user: { email: string; password?: string }) => Promise<void>;
  /**
   * A new account of this test's own with the free Self-Paced plan (as sign-up and "Continue with Self-Paced" leave
   * it), signed in on the test's context, no page loaded yet: for a test whose first step opens a page of its own.
   */
  freshAccount: Required<User>;
  /** `freshAccount` with its home page open on `page` and the signed-in header shown. */
  freshUser: Required<User>;
  /** On a failed test: attaches, and prints, the end of what web and BFF logged during it. */
  serverLogOnFailure: void;
  /** The CSP violations reported so far in the test's context; any left at the end fail the test. */
  cspViolations: string[];
}

/**
 * The demo learner is a student of the seeded cohort, whose one-time onboarding form opens over the cohort page
 * (their landing page) until it is closed once. Closed before a worker's first test through the BFF, as the form's
 * Close does, so that no test depends on another spec having closed it first (a spec run on its own, on a fresh
 * product, met the form over the page). classes.spec tests the form with a student of its own.
 */
async function closeDemoLearnersOnboardingForm(): Promise<void> {
  const post = (path: string, token: string | null, body?: unknown) =>
    fetch(`${e2eBffUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = await post('/auth/login', null, { email: demoUsers.learner.email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`POST /auth/login for the demo learner answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const closed = await post('/user/onboarding', token, { action: 'close' });
  if (closed.status !== 200) throw new Error(`POST /user/onboarding answered ${closed.status}: ${await closed.text()}`);
  await post('/auth/logout', token);
}

interface WorkerFixtures {
  /** Whether a worker closes the demo learner's cohort onboarding first (the main screens' screenshots keep it). */
  closeDemoLearnersOnboarding: boolean;
  demoLearnersOnboarding: void;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  closeDemoLearnersOnboarding: [true, { option: true, scope: 'worker' }],
  demoLearnersOnboarding: [
    async ({ closeDemoLearnersOnboarding }, use) => {
      if (closeDemoLearnersOnboarding) await closeDemoLearnersOnboardingForm();
      await use();
    },
    { scope: 'worker', auto: true },
  ],

  consentChosen: [true, { option: true }],
  voiceChoiceMade: [true, { option: true }],

  context: async ({ context, consentChosen, voiceChoiceMade, baseURL }, use) => {
    if (consentChosen) await chooseConsent(context, baseURL);
    if (voiceChoiceMade) await chooseVoiceChoice(context);
    const violations = await watchCspViolations(context, baseURL);
    cspViolationsOf.set(context, violations);
    await use(context);
    // Every page of every test runs under the web app's Content-Security-Policy (ADR 0009) without a violation.
    expect(violations, 'the browser reported Content Security Policy violations').toEqual([]);
  },

  cspViolations: async ({ context }, use) => {
    await use(cspViolationsOf.get(context) ?? []);
  },

  logIn: async ({ page, baseURL }, use) => {
    await use((user, options = {}) =>
      logInAs(options.page ?? page, user, new URL(baseURL ?? 'http://127.0.0.1').origin, options.to),
    );
  },

  submitLogIn: async ({ page }, use) => {
    await use((user) => fillLogInForm(page, user));
  },

  freshAccount: async ({ context, baseURL }, use) => {
    const user = { email: `e2e-${randomUUID()}@example.com`, name: 'Nova Speaker', password: 'speak-up-every-day' };
    // Made through the test stack's seeding route and signed in with its session cookie: signing up through the
    // form is auth.spec's to test (and shell's first-visit tests); here it would only cost seconds per test.
    await signInSeededUser(context, baseURL, {
      email: user.email,
      password: user.password,
      firstName: 'Nova',
      lastName: 'Speaker',
      plan: 'free',
    });
    await use(user);
  },

  freshUser: async ({ page, freshAccount }, use) => {
    await page.goto('/games/home');
    await expect(page.getByRole('banner').getByRole('button', { name: freshAccount.name })).toBeVisible();
    await use(freshAccount);
  },

  serverLogOnFailure: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, testInfo) => {
      const start = fileSize(e2eServerLog);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const tail = serverLogTail(start, 80);
      const file = testInfo.outputPath('server-log.txt');
      writeFileSync(file, tail);
      await testInfo.attach('server log (last lines)', { path: file, contentType: 'text/plain' });
      console.log(
        `The end of what web and BFF logged during the test (all of it: ${e2eServerLog}):\n${tail.split('\n').map(briefly).join('\n')}`,
      );
    },
    { auto: true },
  ],
});

export { expect };

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** A BFF request log line as one short line (method, URL, status, time); any other line as it is. */
function briefly(line: string): string {
  const match = /^(\w+\s*│ )(\{.*\})$/.exec(line);
  if (!match) return line;
  try {
    const entry = JSON.parse(match[2] ?? '') as {
      msg?: string;
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
      responseTime?: number;
    };
    if (entry.msg !== 'request completed' || !entry.req || !entry.res) return line;
    return `${match[1]}${entry.req.method} ${entry.req.url} ${entry.res.statusCode} - ${entry.responseTime} ms`;
  } catch {
    return line;
  }
}

/** The last `count` lines written since `start`; the file's last lines if nothing was (the server stopped before the test). */
function serverLogTail(start: number, count: number): string {
  const size = fileSize(e2eServerLog);
  if (size === 0) return `(nothing in ${e2eServerLog})`;
  // Enough for the last lines, however long the run's log has grown.
  const from = Math.max(size > start ? start : 0, size - 256 * 1024);
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(e2eServerLog, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return stripVTControlCharacters(buffer.toString('utf8')).trimEnd().split('\n').slice(-count).join('\n');
}
