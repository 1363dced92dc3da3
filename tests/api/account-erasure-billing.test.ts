import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { pino } from 'pino';
import Stripe from 'stripe';
import { sql } from 'kysely';
import { billingStreamId, embeddedCatalogue } from '@impromptu/billing';
import { startEmbeddedStripeServer, type RunningEmbeddedStripe } from '@impromptu/integrations';
import { startWorker, type RunningWorker } from '@impromptu/jobs';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createTestApp, type Session, type TestApp } from '../support/app.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';
import { eventually } from '../support/poll.js';

// Delete my account with a paid subscription (issue 25 item 7): cancelled at the provider through the payments
// port (the stripe SDK against the embedded Stripe-compatible server).

/** A port of its own, apart from `npm start`'s and billing.test's. */
const STRIPE_PORT = Number(process.env.TEST_ERASURE_STRIPE_PORT ?? 12137);
const STRIPE_URL = `http://127.0.0.1:${STRIPE_PORT}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Sam Speaker' };

let app: TestApp;
let stripeServer: RunningEmbeddedStripe;
let worker: RunningWorker;
const stripe = new Stripe('sk_test_embedded', {
  host: '127.0.0.1',
  port: STRIPE_PORT,
  protocol: 'http',
  telemetry: false,
});

const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

beforeAll(async () => {
  const env = {
    STRIPE_API_URL: STRIPE_URL,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_WEB_URL: 'http://127.0.0.1:3999',
  };
  app = await createTestApp({ env });
  await app.app.listen(0, '127.0.0.1');
  const bffUrl = (await app.app.getUrl()).replace('[::1]', '127.0.0.1');
  stripeServer = await startEmbeddedStripeServer({
    db: app.db,
    port: STRIPE_PORT,
    webhook: { url: `${bffUrl}/stripe/webhook`, secret: WEBHOOK_SECRET, retryDelaysMs: [200, 500] },
    catalogue: embeddedCatalogue(new Date()),
  });
  Object.assign(process.env, env);
  worker = await startWorker(
    {
      databaseUrl: app.database.url,
      redisUrl,
      prefix: uniquePrefix('erasure'),
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
      concurrency: 2,
      logLevel: 'silent',
    },
    { logger: pino({ level: 'silent' }) },
  );
});

afterAll(async () => {
  await worker?.stop();
  await stripeServer?.close();
  await app?.close();
});

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

async function subscribed(): Promise<Session> {
  const session = await app.signup({ label: 'erasure-paid' });
  await app.http().put(`/user/${session.userId}/subscription`).set(auth(session)).send({ plan: 'free' }).expect(200);
  const change = await app
    .http()
    .put(`/user/${session.userId}/subscription`)
    .set(auth(session))
    .send({ plan: 'trainings', period: 'monthly' });
  expect(change.status).toBe(200);
  const paid = await fetch(change.body.url, {
    method: 'POST',
    body: new URLSearchParams(TEST_CARD),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const billing = await eventually(
    async () =>
      (await app.http().get('/billing').set(auth(session))).body as { paymentSubscription?: { id: string } | null },
    (body) => Boolean(body.paymentSubscription?.id),
  );
  expect(billing.paymentSubscription?.id).toMatch(/^sub_/);
  return session;
}

inProcess.it(
  'cancels the subscription at the provider and leaves nothing of the person’s billing history',
  async () => {
    const session = await subscribed();
    const { rows } = await sql<{ subscription_id: string }>`
      SELECT subscription_id FROM billing_subscription WHERE user_id = ${session.userId}`.execute(app.db);
    const subscriptionId = rows[0]?.subscription_id;
    expect(subscriptionId).toMatch(/^sub_/);

    const deleted = await app.http().post('/account/delete').set(auth(session)).send({ password: DEMO_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, subscriptionCancelled: true, creditKeptCents: 0 });
    // The month paid minutes ago is refunded but for the seconds used (issue 44: never forfeited without a word).
    expect(deleted.body.refundedCents).toBeGreaterThanOrEqual(3490);

    // At the provider: cancelled at once.
    const atProvider = await stripe.subscriptions.retrieve(subscriptionId!);
    expect(atProvider.status).toBe('canceled');
    // Nothing of the person is left in the billing stream. The cancellation's own webhook may be handled while the
    // deletion commits and append once more; the erasure's finish job forgets again after it (ADR 0029).
    const events = await eventually(
      async () =>
        (await sql`SELECT 1 FROM es_events WHERE stream_id = ${billingStreamId(session.userId)}`.execute(app.db)).rows,
      (rows) => rows.length === 0,
      30_000,
    );
    expect(events).toEqual([]);
  },
  120_000,
);
