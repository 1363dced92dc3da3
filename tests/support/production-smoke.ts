/**
 * The production smoke test (issue 45, ADR 0052), run by .ci/run before `npm test`:
 *
 *   1. `NODE_ENV=production npm start` with no third-party settings must refuse to start, naming every missing one;
 *   2. the product started as production starts it (built output, JSON logs, no demo accounts) with its real adapters
 *      where a stand-in server exists to point them at (e-mail over SMTP to a mail catcher this script runs; payments
 *      configured as for Stripe — secret key, webhook secret, price ids — with the SDK sent to an embedded
 *      Stripe-compatible server this script runs) and the others named explicitly as embedded;
 *   3. a new account signs up, takes the Free plan, plays a round, pays for Platform on the checkout page with the
 *      test card (the provider must then hold one active subscription and one payment of its price, and the product
 *      must say Platform), opens the key pages and asks for a password reset, whose e-mail must arrive over SMTP;
 *   4. the product stops, and its log must hold no stack trace, no error line and no fallback warning.
 *
 *   tsx --conditions=source support/production-smoke.ts     (npm run test:smoke -w @impromptu/tests)
 *
 * Ports: SMOKE_WEB_PORT, SMOKE_BFF_PORT, SMOKE_STRIPE_PORT (3390, 4390, 12390). PostgreSQL and Redis: the test ones
 * (TEST_DATABASE_URL, TEST_REDIS_URL), with a database and a queue prefix of this run's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createCookie } from '@remix-run/node';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { embeddedCatalogue } from '@impromptu/billing';
import { createDb, ensureDatabase, migrateToLatest } from '@impromptu/db';
import { EMBEDDED_PRICE_IDS, startEmbeddedStripeServer, startMailCatcher } from '@impromptu/integrations';
import { buildIfNeeded } from '@impromptu/launcher';
import { SESSION_COOKIE } from '../../remix/app/utils/cookies.js';
import { waitFor } from './poll.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const webPort = port('SMOKE_WEB_PORT', 3390);
const bffPort = port('SMOKE_BFF_PORT', 4390);
const stripePort = port('SMOKE_STRIPE_PORT', 12390);
const run = `smoke_${process.pid}_${Date.now().toString(36)}`;
const baseDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databaseNamed = (name: string) => {
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const databaseUrl = databaseNamed(run);
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const web = `http://127.0.0.1:${webPort}`;
const bff = `http://127.0.0.1:${bffPort}`;
const SUPPORT_EMAIL = 'help@smoke.example.org';
const WEBHOOK_SECRET = `whsec_${randomUUID().replaceAll('-', '')}`;
/** The price ids as an operator writes them for Stripe (plan:period=price_id), here the embedded server's own. */
const PRICE_IDS = Object.entries(EMBEDDED_PRICE_IDS)
  .flatMap(([plan, periods]) => Object.entries(periods).map(([period, id]) => `${plan}:${period}=${id}`))
  .join(',');
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Smoke Test' };

const started = Date.now();
const step = (line: string) =>
  process.stdout.write(`smoke: ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);

/** `npm start` as an operator runs it, its output kept for the checks at the end. */
function launch(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number> } {
  const chunks: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      // Only what an operator's environment would hold: PATH and HOME, not this shell's test settings.
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(webPort),
      BFF_PORT: String(bffPort),
      EMBEDDED_STRIPE_PORT: String(stripePort),
      PUBLIC_WEB_URL: web,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      BULLMQ_PREFIX: run,
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, output: () => chunks.join(''), exited };
}

async function json(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${bff}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`smoke: ${what}`);
}

async function refusedWithoutSettings(): Promise<void> {
  const refused = launch({});
  const code = await refused.exited;
  const output = refused.output();
  expect(code !== 0, `a production start without settings exited ${code}`);
  for (const setting of [
    'STRIPE_SECRET_KEY',
    'ZOOM_ACCOUNT_ID',
    'RECALL_API_KEY',
    'AI_FEEDBACK_BASE_URL',
    'SMTP_URL',
    'MEDIA_S3_BUCKET',
  ])
    expect(output.includes(setting), `the refusal does not name ${setting}:\n${output}`);
  expect(!/^\s+at .+:\d+:\d+\)?$/m.test(output), `the refusal printed a stack trace:\n${output}`);
  step('a production start without the third-party settings refuses, naming each');
}

async function main(): Promise<void> {
  // Built first, outside the product's log: a fresh clone's build output is not the product's to answer for.
  await buildIfNeeded(step);
  await refusedWithoutSettings();

  await ensureDatabase(databaseUrl);
  const db = createDb(databaseUrl, { applicationName: 'impromptu-smoke' });
  // The catcher keeps what it receives in the product's database: migrated first (the launcher's migration is a no-op then).
  await migrateToLatest(db);
  const catcher = await startMailCatcher({ db, port: 0 });
  // The provider, as Stripe would be to a real deployment: the product is configured for Stripe and only the SDK's
  // host differs; the webhooks come signed with the endpoint's secret.
  const provider = await startEmbeddedStripeServer({
    db,
    port: stripePort,
    host: '127.0.0.1',
    webhook: { url: `${bff}/stripe/webhook`, secret: WEBHOOK_SECRET },
    catalogue: embeddedCatalogue(new Date()),
  });
  const stripe = new Stripe('sk_test_smoke', {
    host: '127.0.0.1',
    port: stripePort,
    protocol: 'http',
    telemetry: false,
  });
  const product = launch({
    SMTP_URL: catcher.smtpUrl,
    STRIPE_SECRET_KEY: 'sk_test_smoke',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_IDS: PRICE_IDS,
    STRIPE_API_URL: provider.url,
    MEETINGS_ADAPTER: 'embedded',
    COACH_BOTS_ADAPTER: 'embedded',
    AI_FEEDBACK_ADAPTER: 'embedded',
    MEDIA_STORAGE_ADAPTER: 'embedded',
    SUPPORT_EMAIL,
  });
  let failure: unknown;
  try {
    await waitFor(
      'the product to answer',
      async () => {
        if (product.child.exitCode !== null) throw new Error(`npm start exited:\n${product.output().slice(-4000)}`);
        const up = await Promise.all(
          [`${bff}/health`, `${web}/healthz`].map((url) =>
            fetch(url).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        );
        return up.every(Boolean) ? true : undefined;
      },
      () => product.output().slice(-4000),
      240_000,
    );
    step('started with NODE_ENV=production');

    const health = await json('GET', '/health');
    expect(
      JSON.stringify(health.body.embedded) === JSON.stringify(['meetings', 'coachBots', 'mediaStorage']),
      `/health: ${JSON.stringify(health.body)}`,
    );

    const email = `smoke-${randomUUID()}@example.org`;
    const signup = await json('POST', '/auth/signup', {
      email,
      password: 'practice-makes-progress',
      firstName: 'Smoke',
      lastName: 'Test',
    });
    expect(signup.status === 201, `sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
    const token = signup.body.token as string;
    const me = await json('GET', '/user/me', undefined, token);
    const free = await json('PUT', `/user/${me.body.user.id}/subscription`, { plan: 'free' }, token);
    expect(free.status < 300, `the Free plan answered ${free.status}: ${JSON.stringify(free.body)}`);
    step('signed up and took the Free plan');

    const session = await json(
      'POST',
      '/game-sessions',
      { shortCode: 'triple-step', settings: { totalRounds: 1 }, isMultiplayer: false, players: ['Player 1'] },
      token,
    );
    expect(session.status === 201, `starting a game answered ${session.status}: ${JSON.stringify(session.body)}`);
    const sessionId = session.body.sessionId as string;
    const round = await json(
      'POST',
      `/game-sessions/${sessionId}/rounds`,
      {
        idempotencyKey: randomUUID(),
        round: 1,
        playerIndex: 0,
        playerName: 'Player 1',
        settings: { totalRounds: 1, roundDuration: 60 },
        roundDuration: 60,
        speechDuration: 52,
        pauseDuration: 8,
        survived: null,
      },
      token,
    );
    expect(round.status === 201, `the round answered ${round.status}: ${JSON.stringify(round.body)}`);
    const finished = await json(
      'POST',
      `/game-sessions/${sessionId}/finish`,
      { idempotencyKey: randomUUID(), totalRounds: 1, totalDuration: 60 },
      token,
    );
    expect(finished.status === 200, `finishing answered ${finished.status}: ${JSON.stringify(finished.body)}`);
    step('played a round of Triple Step');

    const checkout = await json(
      'PUT',
      `/user/${me.body.user.id}/subscription`,
      { plan: 'trainings', period: 'monthly' },
      token,
    );
    expect(
      checkout.status === 200 && typeof checkout.body.url === 'string',
      `choosing Platform answered ${checkout.status}: ${JSON.stringify(checkout.body)}`,
    );
    const paid = await fetch(checkout.body.url, {
      method: 'POST',
      body: new URLSearchParams(TEST_CARD),
      redirect: 'manual',
    });
    const confirmation = paid.headers.get('location') ?? '';
    expect(
      paid.status === 303 && confirmation.startsWith(`${web}/checkout/confirmation?session_id=`),
      `paying answered ${paid.status}, to ${confirmation}`,
    );
    await waitFor(
      'the plan to follow the payment (the signed webhook, through the worker)',
      async () => {
        const profile = await json('GET', '/user/me', undefined, token);
        return profile.body.plan === 'trainings' ? profile.body : undefined;
      },
      () => product.output().slice(-4000),
      30_000,
    );
    // The provider is the ledger (ADR 0050): one live subscription and one payment of the plan's price.
    const { rows: users } = await sql<{ customer: string | null }>`
      SELECT stripe->>'customerId' AS customer FROM app_user WHERE id = ${me.body.user.id}`.execute(db);
    const customer = users[0]?.customer;
    expect(typeof customer === 'string', `the product holds no customer at the provider for ${email}`);
    const subscriptions = await stripe.subscriptions.list({ customer: customer!, status: 'all' });
    const live = subscriptions.data.filter((subscription) => subscription.status === 'active');
    expect(live.length === 1, `the provider holds ${live.length} active subscriptions`);
    const intents = await stripe.paymentIntents.list({ customer: customer! });
    const succeeded = intents.data.filter((intent) => intent.status === 'succeeded');
    const price = live[0]!.items.data[0]?.price.unit_amount ?? 0;
    expect(
      succeeded.length === 1 && succeeded[0]!.amount === price && price > 0,
      `the provider holds ${succeeded.length} payments (${succeeded.map((intent) => intent.amount).join(', ')}) for a price of ${price}`,
    );
    step(`paid for Platform with the test card: the provider holds one subscription and one payment of ${price} cents`);

    const confirmationPath = confirmation.slice(web.length);
    const cookie = (await createCookie(SESSION_COOKIE, { path: '/' }).serialize(token)).split(';')[0]!;
    for (const [path, status, text] of [
      ['/games/home', 200, 'Smoke'],
      ['/games/dashboard', 200, 'Triple Step'],
      ['/games/user/settings/billing', 200, SUPPORT_EMAIL],
      ['/games/user/settings/billing', 200, 'Platform'],
      [confirmationPath, 200, 'Platform'],
      ['/about', 200, 'Coach-Led cohorts'],
      ['/contact', 200, SUPPORT_EMAIL],
      ['/games/event/not-a-class', 404, SUPPORT_EMAIL],
    ] as const) {
      const page = await fetch(`${web}${path}`, { headers: { cookie }, redirect: 'manual' });
      const html = await page.text();
      expect(page.status === status, `${path} answered ${page.status}, not ${status}`);
      expect(html.includes(text), `${path} does not show “${text}”`);
    }
    step('home, games, billing, about, contact and a missing page render, with the support address');

    const forgot = await json('POST', '/auth/password/forgot', { email });
    expect(forgot.status === 202, `password/forgot answered ${forgot.status}`);
    await waitFor(
      'the reset e-mail over SMTP',
      async () => {
        const { rows } = await sql<{ subject: string }>`
          SELECT subject FROM email_message WHERE to_address = ${email} AND subject ILIKE '%password%'`.execute(db);
        return rows[0];
      },
      () => product.output().slice(-4000),
      30_000,
    );
    step('the password reset arrived over SMTP');
  } catch (error) {
    failure = error;
  } finally {
    // The launcher's process group: npm, the launcher and what it started.
    if (product.child.pid && product.child.exitCode === null) process.kill(-product.child.pid, 'SIGINT');
    await product.exited;
    await catcher.close();
    await provider.close();
    await db.destroy();
    const admin = createDb(databaseNamed('postgres'), { applicationName: 'impromptu-smoke' });
    await sql`DROP DATABASE IF EXISTS ${sql.id(run)} WITH (FORCE)`.execute(admin).catch(() => undefined);
    await admin.destroy();
  }
  if (failure) throw failure;

  const output = product.output();
  const problems = output
    .split('\n')
    .filter(
      (line) =>
        /^\s+at .+:\d+:\d+\)?$/.test(line) ||
        line.includes('"stack":') ||
        /"level":(50|60)\b/.test(line) ||
        /fall(s|ing)? ?back|fallback/i.test(line),
    );
  expect(problems.length === 0, `the product's log holds ${problems.length} problem lines:\n${problems.join('\n')}`);
  step(`stopped; the log's ${output.split('\n').length} lines hold no stack trace, error or fallback warning`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
