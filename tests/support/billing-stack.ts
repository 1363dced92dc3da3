import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import { pino } from 'pino';
import Stripe from 'stripe';
import { billingStreamId, embeddedCatalogue } from '@impromptu/billing';
import { startEmbeddedStripeServer, type RunningEmbeddedStripe } from '@impromptu/integrations';
import { startWorker, type RunningWorker } from '@impromptu/jobs';
import { createTestApp, type Session, type TestApp } from './app.js';
import { eventually } from './poll.js';
import { freePort } from './ports.js';
import { redisUrl, uniquePrefix } from './redis.js';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Sam Speaker' };
/** Where the checkout pages send the browser back to: no web app listens there in API tests. */
export const TEST_WEB_URL = 'http://127.0.0.1:3999';

/**
 * The billing API suites' world: the BFF in process, the embedded Stripe-compatible server on a port of its own
 * sending signed webhooks to it, the worker that processes them, and the real `stripe` SDK pointed at that server.
 * Each suite makes one (`billingStack()` at module level, `start` in beforeAll, `stop` in afterAll).
 */
export class BillingStack {
  app!: TestApp;
  stripeServer!: RunningEmbeddedStripe;
  worker!: RunningWorker;
  /** The real SDK, pointed at the embedded server by host, port and protocol, as the product's adapter is. */
  stripe!: Stripe;
  stripeUrl!: string;
  readonly webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  /** How far the BFF's clock runs ahead of the real one (the provider's stays real): `at(…)` moves it. */
  private clockOffsetMs = 0;

  /** Moves the BFF's clock to `instant` (null: back to the real time), for rules that turn on a date. */
  readonly at = (instant: Date | null): void => {
    this.clockOffsetMs = instant === null ? 0 : instant.getTime() - Date.now();
  };

  /** How far the provider's clock runs ahead of the real one: `providerAt(…)` moves it and renews what fell due. */
  private providerOffsetMs = 0;

  /**
   * Moves the provider's clock to `instant` and runs its billing scheduler: every period that has ended by then is
   * renewed (or ended) at its own end, as Stripe's test clocks do. Answers how many periods it renewed or ended.
   */
  readonly providerAt = async (instant: Date): Promise<number> => {
    this.providerOffsetMs = instant.getTime() - Date.now();
    return this.stripeServer.stripe.renewDue();
  };

  constructor(private readonly options: { label: string; stripePort?: number | undefined }) {}

  readonly start = async (): Promise<void> => {
    const port = this.options.stripePort ?? (await freePort());
    this.stripeUrl = `http://127.0.0.1:${port}`;
    this.stripe = new Stripe('sk_test_embedded', { host: '127.0.0.1', port, protocol: 'http', telemetry: false });
    const env = {
      STRIPE_API_URL: this.stripeUrl,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      PUBLIC_WEB_URL: TEST_WEB_URL,
    };
    this.app = await createTestApp({ env, now: () => new Date(Date.now() + this.clockOffsetMs) });
    await this.app.app.listen(0, '127.0.0.1');
    const bffUrl = (await this.app.app.getUrl()).replace('[::1]', '127.0.0.1');
    this.stripeServer = await startEmbeddedStripeServer({
      db: this.app.db,
      port,
      webhook: { url: `${bffUrl}/stripe/webhook`, secret: this.webhookSecret, retryDelaysMs: [200, 500] },
      catalogue: embeddedCatalogue(new Date()),
      now: () => new Date(Date.now() + this.providerOffsetMs),
    });
    // The worker reads the payments settings the BFF reads.
    Object.assign(process.env, env);
    await this.startWorker();
  };

  /** The worker's queues: the same after a restart, so what waited is processed. */
  private prefix = '';

  /** Starts the worker (again, after stopWorker): webhooks queued meanwhile are processed then. */
  readonly startWorker = async (): Promise<void> => {
    this.prefix ||= uniquePrefix(this.options.label);
    this.worker = await startWorker(
      {
        databaseUrl: this.app.database.url,
        redisUrl,
        prefix: this.prefix,
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        concurrency: 2,
        logLevel: 'silent',
      },
      { logger: pino({ level: 'silent' }) },
    );
  };

  /** Stops the worker: the provider's webhooks are stored by the BFF and wait, as when a worker is down. */
  readonly stopWorker = async (): Promise<void> => {
    await this.worker.stop();
  };

  /** The customer the provider holds for the user (set at the first checkout). */
  readonly customerOf = async (userId: string): Promise<string> => {
    const row = await this.app.db
      .selectFrom('app_user')
      .select('stripe')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const customerId = (row.stripe as Record<string, unknown>)['customerId'];
    if (typeof customerId !== 'string') throw new Error(`user ${userId} has no customer at the provider`);
    return customerId;
  };

  /** Pays a checkout page with the test card, as a person does; answers where the page sends the browser. */
  readonly pay = async (url: string, form: Record<string, string> = TEST_CARD): Promise<Response> =>
    fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

  readonly stop = async (): Promise<void> => {
    await this.worker?.stop();
    await this.stripeServer?.close();
    await this.app?.close();
  };

  readonly auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

  readonly profile = async (session: Session) =>
    (await this.app.http().get('/user/me').set(this.auth(session))).body as {
      plan: string | null;
      isPlanPaused: boolean;
    };

  readonly billing = async (session: Session) => (await this.app.http().get('/billing').set(this.auth(session))).body;

  /** The event types of the user's billing stream, in order. */
  readonly streamEvents = async (userId: string) =>
    (
      await this.app.db
        .selectFrom('es_events')
        .select(['event_type'])
        .where('stream_id', '=', billingStreamId(userId))
        .orderBy('stream_version')
        .execute()
    ).map((row) => row.event_type);

  /** The preview of a change of plan, as Billing asks for it. */
  readonly preview = async (session: Session, query: Record<string, string>) =>
    (
      await this.app
        .http()
        .get(`/user/${session.userId}/subscription/preview`)
        .query(query)
        .set(this.auth(session))
        .expect(200)
    ).body;

  /** Confirms a change of Platform's period at the amount its preview showed, as the Confirm button does. */
  readonly changeAsPreviewed = async (
    session: Session,
    period: 'monthly' | 'annually',
    shown: { prorationDate: number; amountDueTodayCents: number },
  ): Promise<void> => {
    await this.app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(this.auth(session))
      .send({
        plan: 'trainings',
        period,
        prorationDate: shown.prorationDate,
        expectedAmountDueCents: shown.amountDueTodayCents,
      })
      .expect(200);
  };

  /**
   * A monthly subscriber who moves to the annual plan and applies SPEAKUP20 (20 % off, forever): the start of the
   * annual → monthly walks that leave credit (issue 44). Answers the provider's subscription as Billing shows it.
   */
  readonly annualWithSpeakUp20 = async (session: Session): Promise<{ id: string }> => {
    await this.changeAsPreviewed(
      session,
      'annually',
      await this.preview(session, { plan: 'trainings', period: 'annually' }),
    );
    const { paymentSubscription } = await this.billing(session);
    await this.app
      .http()
      .put(`/user/${session.userId}/subscription/promotion`)
      .set(this.auth(session))
      .send({ subscriptionId: paymentSubscription.id, promotionCodeId: 'promo_speakup20' })
      .expect(200);
    return paymentSubscription;
  };

  /** A free learner who pays for Platform on the checkout page with the test card. */
  readonly subscribed = async (label: string, period: 'monthly' | 'annually' = 'monthly'): Promise<Session> => {
    const session = await this.app.signup({ label });
    await this.app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(this.auth(session))
      .send({ plan: 'free' })
      .expect(200);
    const change = await this.app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(this.auth(session))
      .send({ plan: 'trainings', period });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({
      plan: 'trainings',
      period,
      sessionId: expect.stringMatching(/^cs_test_/),
      url: expect.stringContaining('/c/pay/'),
    });
    const paid = await fetch(change.body.url, {
      method: 'POST',
      body: new URLSearchParams(TEST_CARD),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      // Issue 24: every checkout returns to its confirmation, not to a page behind the plan guard.
      `${TEST_WEB_URL}/checkout/confirmation?session_id=${change.body.sessionId}&next=billing`,
    );
    const after = await eventually(
      () => this.profile(session),
      (p) => p.plan === 'trainings',
    );
    expect(after.plan).toBe('trainings');
    // The checkout's own completion is a webhook of its own, which the worker may apply after the subscription's:
    // a test that reads the stream as it stands must not see it arrive later.
    await eventually(
      () => this.streamEvents(session.userId),
      (types) => types.includes('CheckoutCompleted'),
    );
    return session;
  };
}

export function billingStack(options: { label: string; stripePort?: number | undefined }): BillingStack {
  return new BillingStack(options);
}
