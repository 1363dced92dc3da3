import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { VIRTUAL_COACH_OFFERS, type PaymentOffer } from '@impromptu/coach/rules';
import type { RunningEmbeddedStripe } from '@impromptu/integrations';
import type { Session, TestApp } from '../support/app.js';
import { billingStack, TEST_CARD } from '../support/billing-stack.js';
import { inProcessOnly } from '../support/target.js';
import { eventually } from '../support/poll.js';
import { newClass } from '../support/factories.js';

/** The embedded payment service of these tests: a port of its own, apart from `npm start`'s (12111). */
const stack = billingStack({
  label: 'billing',
  stripePort: Number(process.env.TEST_EMBEDDED_STRIPE_PORT ?? 12124),
});
const WEBHOOK_SECRET = stack.webhookSecret;
let STRIPE_URL: string;
let app: TestApp;
let stripeServer: RunningEmbeddedStripe;
/** The real SDK, pointed at the embedded server by host, port and protocol, as the product's adapter is. */
let stripe: Stripe;
const signer = new Stripe('sk_test_embedded').webhooks;

const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

inProcess.describe('plans and billing through the stripe SDK and the embedded Stripe-compatible server', () => {
  beforeAll(async () => {
    await stack.start();
    ({ app, stripeServer, stripe, stripeUrl: STRIPE_URL } = stack);
  });

  afterAll(stack.stop);
  afterEach(() => stack.at(null));

  const { auth, profile, billing, subscribed, streamEvents } = stack;

  async function signedPost(
    payload: string,
    signature = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) {
    return app
      .http()
      .post('/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
  }

  it('checkout → webhook → plan unlocked: a free learner pays for Platform and may then play Snow Globe', async () => {
    const session = await app.signup({ label: 'upgrade' });
    await app.http().put(`/user/${session.userId}/subscription`).set(auth(session)).send({ plan: 'free' }).expect(200);
    const locked = await app
      .http()
      .post('/game-sessions')
      .set(auth(session))
      .send({ shortCode: 'snow-globe', settings: {}, isMultiplayer: false, players: ['Player 1'] });
    expect(locked.status).toBe(403);

    const start = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', period: 'monthly' });
    const page = await fetch(start.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Subscribe to Platform');
    const declined = await fetch(start.body.url, {
      method: 'POST',
      body: new URLSearchParams({ ...TEST_CARD, cardNumber: '4000 0000 0000 0002' }),
      redirect: 'manual',
    });
    expect(declined.status).toBe(422);
    expect(await declined.text()).toContain('Your card was declined.');
    await fetch(start.body.url, { method: 'POST', body: new URLSearchParams(TEST_CARD), redirect: 'manual' });

    const after = await eventually(
      () => profile(session),
      (p) => p.plan === 'trainings',
    );
    expect(after.plan).toBe('trainings');
    const overview = await billing(session);
    expect(overview.currentPlan).toMatchObject({
      plan: 'trainings',
      name: 'Platform',
      period: 'monthly',
      amountCents: 3500,
      isPaused: false,
      discount: null,
    });
    expect(overview.paymentSubscription).toMatchObject({ status: 'active', isLegacy: false });
    expect(overview.canManageBilling).toBe(true);
    // The profile's subscription object (spec 1 §3) is that payment subscription.
    const me = (await app.http().get('/user/me').set(auth(session))).body;
    expect(me.subscription).toEqual({
      id: overview.paymentSubscription.id,
      plan: 'trainings',
      period: 'monthly',
      status: 'active',
      isPaused: false,
      isTrial: false,
      currentPeriodEnd: overview.currentPlan.endDate,
      cancelAt: null,
      discount: null,
    });
    const unlocked = await app
      .http()
      .post('/game-sessions')
      .set(auth(session))
      .send({ shortCode: 'snow-globe', settings: {}, isMultiplayer: false, players: ['Player 1'] });
    expect(unlocked.status).toBe(201);
    // Each once, whichever of the two webhooks the worker applied first (the plan may unlock before the second lands).
    await stripeServer.webhooksIdle();
    const recorded = await eventually(
      () => streamEvents(session.userId),
      (types) => types.includes('CheckoutCompleted'),
    );
    expect(recorded.sort()).toEqual(['CheckoutCompleted', 'SubscriptionStarted']);

    // The checkout completed twice: the page says so and nothing is bought or recorded again.
    const again = await fetch(start.body.url, {
      method: 'POST',
      body: new URLSearchParams(TEST_CARD),
      redirect: 'manual',
    });
    expect(await again.text()).toContain('This checkout is already paid.');
    const customers = await stripe.customers.retrieve(
      (await app.db.selectFrom('app_user').select('stripe').where('id', '=', session.userId).executeTakeFirstOrThrow())
        .stripe['customerId'] as string,
    );
    expect(customers.id).toMatch(/^cus_/);
    expect((await stripeServer.stripe.subscriptionsOfCustomer(customers.id)).length).toBe(1);
  });

  it('refuses a webhook with a bad or stale signature with 400, and stores nothing', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    });
    const wrongSecret = signer.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' });
    expect((await signedPost(payload, wrongSecret)).status).toBe(400);
    const stale = signer.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await signedPost(payload, stale)).status).toBe(400);
    expect(
      (await app.http().post('/stripe/webhook').set('content-type', 'application/json').send(payload)).status,
    ).toBe(400);
    const tampered = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await signedPost(payload.replace('updated', 'deleted'), tampered)).status).toBe(400);
    const stored = await app.db
      .selectFrom('billing_webhook_event')
      .select('event_id')
      .where('event_id', '=', JSON.parse(payload).id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('processes an event delivered twice, and concurrently, once', async () => {
    const session = await subscribed('duplicate');
    const overview = await billing(session);
    // The job reads the subscription from the provider (the ledger, issue 44): the change is made there first.
    const subscription = await stripe.subscriptions.update(overview.paymentSubscription.id, {
      pause_collection: { behavior: 'void' },
    });
    const event = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000) + 1,
      data: { object: { ...subscription, pause_collection: { behavior: 'void', resumes_at: null } } },
    };
    const payload = JSON.stringify(event);
    const answers = await Promise.all([signedPost(payload), signedPost(payload), signedPost(payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect((await signedPost(payload)).body).toEqual({ received: true, duplicate: true });

    // Paused from the end of the period paid (issue 44): Billing shows the pause at once.
    const paused = await eventually(
      () => billing(session),
      (overview) => overview.currentPlan?.isPaused === true,
    );
    expect(paused.currentPlan.isPaused).toBe(true);
    await eventually(
      () =>
        app.db
          .selectFrom('billing_webhook_event')
          .select('outcome')
          .where('event_id', '=', event.id)
          .executeTakeFirstOrThrow(),
      (row) => row.outcome !== null,
    );
    expect((await streamEvents(session.userId)).filter((type) => type === 'SubscriptionPaused')).toHaveLength(1);
  });

  it('an older update delivered after a newer one changes nothing', async () => {
    const session = await subscribed('order');
    const overview = await billing(session);
    // The provider pauses it (the ledger, issue 44); an older update that says otherwise then changes nothing.
    const subscription = await stripe.subscriptions.update(overview.paymentSubscription.id, {
      pause_collection: { behavior: 'void' },
    });
    const now = Math.floor(Date.now() / 1000) + 5;
    const newer = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: now,
      data: { object: { ...subscription, pause_collection: { behavior: 'void' } } },
    };
    const older = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: now - 60,
      data: { object: { ...subscription, pause_collection: null } },
    };
    expect((await signedPost(JSON.stringify(newer))).status).toBe(200);
    await eventually(
      () => billing(session),
      (overview) => overview.currentPlan?.isPaused === true,
    );
    expect((await signedPost(JSON.stringify(older))).status).toBe(200);
    const processed = await eventually(
      () =>
        app.db
          .selectFrom('billing_webhook_event')
          .select('outcome')
          .where('event_id', '=', older.id)
          .executeTakeFirstOrThrow(),
      (row) => row.outcome !== null,
    );
    expect(processed.outcome).toBe('unchanged');
    expect((await billing(session)).currentPlan.isPaused).toBe(true);
    // A paused plan changes plan no more (spec 3 §2.4: Change Plan is hidden when paused).
    const change = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', period: 'annually' });
    expect(change.status).toBe(409);
  });

  it('applies a promo code, and refuses one that does not exist or has expired', async () => {
    const session = await subscribed('promo');
    const { paymentSubscription } = await billing(session);
    expect((await app.http().get('/coupons/NOPE-NOT-A-CODE').set(auth(session))).status).toBe(404);
    expect((await app.http().get('/coupons/SUMMER2025').set(auth(session))).status).toBe(404);
    const coupon = await app.http().get('/coupons/speakup20').set(auth(session));
    expect(coupon.status).toBe(200);
    expect(coupon.body).toEqual({
      promotionCodeId: 'promo_speakup20',
      code: 'SPEAKUP20',
      coupon: { id: 'speak-up-20', name: 'Speak Up 20% Off', percentOff: 20, amountOffCents: null },
    });

    const other = await app.signup({ label: 'promo-other' });
    expect(
      (
        await app
          .http()
          .put(`/user/${session.userId}/subscription/promotion`)
          .set(auth(other))
          .send({ subscriptionId: paymentSubscription.id, promotionCodeId: 'promo_speakup20' })
      ).status,
    ).toBe(403);
    expect(
      (
        await app
          .http()
          .put(`/user/${session.userId}/subscription/promotion`)
          .set(auth(session))
          .send({ subscriptionId: paymentSubscription.id, promotionCodeId: 'promo_summer2025' })
      ).status,
    ).toBe(400);
    const applied = await app
      .http()
      .put(`/user/${session.userId}/subscription/promotion`)
      .set(auth(session))
      .send({ subscriptionId: paymentSubscription.id, promotionCodeId: 'promo_speakup20' });
    expect(applied.status).toBe(200);
    const overview = await billing(session);
    expect(overview.currentPlan.discount).toBe('Speak Up 20% Off');
    expect(overview.paymentSubscription.discount).toEqual({
      name: 'Speak Up 20% Off',
      percentOff: 20,
      amountOffCents: null,
    });
    // Its webhook arrives after and changes nothing more.
    await stripeServer.webhooksIdle();
    expect((await streamEvents(session.userId)).filter((type) => type === 'PromotionApplied')).toHaveLength(1);
  });

  it('changes plan with proration: monthly to annual credits the unused month and charges the year', async () => {
    const session = await subscribed('prorate');
    const change = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', period: 'annually' });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ plan: 'trainings', period: 'annually', amountChargedCents: expect.any(Number) });
    const overview = await billing(session);
    expect(overview.currentPlan).toMatchObject({ name: 'Platform', period: 'annually', amountCents: 29500 });
    const customerId = (
      await app.db.selectFrom('app_user').select('stripe').where('id', '=', session.userId).executeTakeFirstOrThrow()
    ).stripe['customerId'] as string;
    // A change of interval is invoiced at once: the unused month credited, the year charged.
    const [invoice] = (await stripe.invoices.list({ customer: customerId })).data;
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_update' });
    const [credit, charge] = invoice!.lines.data.map((line) => line.amount);
    expect(credit).toBeLessThan(0);
    expect(credit).toBeGreaterThanOrEqual(-3500);
    expect(charge).toBe(29500);
    expect(invoice!.amount_paid).toBe(29500 + credit!);
    expect(change.body.amountChargedCents).toBe(invoice!.amount_paid);
    expect(await streamEvents(session.userId)).toContain('PlanChanged');
  });

  it('follows a change made at the provider through its webhook, and moves a legacy-plan user to current pricing on change', async () => {
    const session = await subscribed('legacy');
    const { paymentSubscription } = await billing(session);
    const subscription = await stripe.subscriptions.retrieve(paymentSubscription.id);
    // The provider moves the subscription to the legacy price (as an operator would): the webhook tells the product.
    await stripe.subscriptions.update(paymentSubscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: 'price_legacy_trainings_monthly' }],
      proration_behavior: 'none',
    });
    const legacy = await eventually(
      () => billing(session),
      (overview) => overview.paymentSubscription?.isLegacy === true,
    );
    expect(legacy.currentPlan).toMatchObject({
      plan: 'legacy_trainings',
      name: 'Platform (Legacy)',
      amountCents: 1600,
    });
    expect(legacy.plans.find((plan: { code: string }) => plan.code === 'legacy_trainings')).toMatchObject({
      isLegacy: true,
      isCurrent: true,
    });
    expect((await profile(session)).plan).toBe('trainings');

    const change = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', period: 'monthly' });
    expect(change.status).toBe(200);
    const current = await billing(session);
    expect(current.paymentSubscription.isLegacy).toBe(false);
    expect(current.currentPlan).toMatchObject({ plan: 'trainings', name: 'Platform', amountCents: 3500 });
  });

  it('opens the billing portal for the user, and for no one else', async () => {
    const session = await subscribed('portal');
    const other = await app.signup({ label: 'portal-other' });
    expect(
      (await app.http().post('/create-customer-portal-session').set(auth(other)).send({ userId: session.userId }))
        .status,
    ).toBe(403);
    expect(
      (await app.http().post('/create-customer-portal-session').set(auth(other)).send({ userId: other.userId })).status,
    ).toBe(404);
    const portal = await app
      .http()
      .post('/create-customer-portal-session')
      .set(auth(session))
      .send({ userId: session.userId });
    expect(portal.status).toBe(201);
    expect(portal.body.redirectURI).toContain('/p/session/bps_');
    const page = await fetch(portal.body.redirectURI);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Manage billing');
    expect(html).toContain('VISA ending in 4242');
  });

  it("starts the Virtual Coach offers' checkouts with their discount, at the offer tiles' prices, and Coach unlocks on payment", async () => {
    const offers = VIRTUAL_COACH_OFFERS.filter((offer): offer is PaymentOffer => offer.type === 'payment');
    expect(offers.map((offer) => offer.discountIds[0])).toEqual([
      'virtual-coach-daily-trainings',
      'virtual-coach-coach-72',
    ]);
    for (const offer of offers) {
      const session = await app.signup({ label: `offer-${offer.id}` });
      const body = {
        plan: offer.plan,
        period: offer.period,
        userId: session.userId,
        discountIds: offer.discountIds,
        returnTo: 'virtual-coach',
      };
      const started = await app.http().post('/create-checkout-session').set(auth(session)).send(body);
      expect(started.status).toBe(201);
      expect(started.body).toEqual({
        sessionId: expect.stringMatching(/^cs_test_/),
        url: expect.stringContaining('/c/pay/'),
      });
      // The provider's session carries the discount: its total is the tile's price, its subtotal the struck-through one.
      const checkout = await stripe.checkout.sessions.retrieve(started.body.sessionId);
      expect({ subtotal: checkout.amount_subtotal, total: checkout.amount_total }).toEqual({
        subtotal: offer.usualMonthlyPriceCents,
        total: offer.monthlyPriceCents,
      });
      expect(checkout.cancel_url).toBe('http://127.0.0.1:3999/games/virtual-coach?checkout=cancelled');
      const page = await (await fetch(started.body.url)).text();
      expect(page).toMatch(new RegExp(`Total due today</strong><strong>\\$${offer.monthlyPriceCents / 100}</strong>`));
    }

    // Paying for the Coach offer makes the learner's plan Coach, the discount running with the subscription.
    const learner = await app.signup({ label: 'offer-coach-paid' });
    const coach = offers.find((offer) => offer.plan === 'coach')!;
    const started = await app
      .http()
      .post('/create-checkout-session')
      .set(auth(learner))
      .send({ plan: 'coach', period: 'monthly', userId: learner.userId, discountIds: coach.discountIds });
    const paid = await fetch(started.body.url, {
      method: 'POST',
      body: new URLSearchParams(TEST_CARD),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(
      (
        await eventually(
          () => profile(learner),
          (p) => p.plan === 'coach',
        )
      ).plan,
    ).toBe('coach');
    const overview = await billing(learner);
    expect(overview.currentPlan).toMatchObject({
      plan: 'coach',
      name: 'Coach',
      period: 'monthly',
      discount: 'Virtual Coach: Coach 72% off',
    });
    // A second checkout while that subscription runs is refused.
    expect(
      (
        await app
          .http()
          .post('/create-checkout-session')
          .set(auth(learner))
          .send({ plan: 'coach', period: 'monthly', userId: learner.userId, discountIds: coach.discountIds })
      ).status,
    ).toBe(409);
  });

  it('refuses a checkout for an unknown plan or discount, a discount for another plan, and Coach without its offer, with 400 on the field', async () => {
    const session = await app.signup({ label: 'offer-bad-input' });
    const checkout = (body: Record<string, unknown>) =>
      app
        .http()
        .post('/create-checkout-session')
        .set(auth(session))
        .send({ period: 'monthly', userId: session.userId, ...body });
    const cases: [Record<string, unknown>, string][] = [
      [{ plan: 'gold' }, 'body.plan'],
      [{ plan: 'trainings', period: 'weekly' }, 'body.period'],
      [{ plan: 'trainings', discountIds: ['no-such-discount'] }, 'body.discountIds.0'],
      [{ plan: 'trainings', discountIds: ['promo_no_such_code'] }, 'body.discountIds.0'],
      [{ plan: 'trainings', discountIds: ['virtual-coach-coach-72'] }, 'body.discountIds.0'],
      [{ plan: 'trainings', period: 'annually', discountIds: ['virtual-coach-daily-trainings'] }, 'body.discountIds.0'],
      [{ plan: 'coach' }, 'body.plan'],
      [{ plan: 'coach', discountIds: ['virtual-coach-daily-trainings'] }, 'body.discountIds.0'],
      [{ plan: 'trainings', discountIds: ['virtual-coach-daily-trainings', 'promo_speakup20'] }, 'body.discountIds'],
    ];
    for (const [body, path] of cases) {
      const answer = await checkout(body);
      expect({ body, status: answer.status, path: answer.body.issues?.[0]?.path }).toEqual({ body, status: 400, path });
    }
    expect((await profile(session)).plan).toBeNull();
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const session = await app.signup({ label: 'bad-input' });
    const other = await app.signup({ label: 'bad-input-other' });
    expect(
      (await app.http().put(`/user/${other.userId}/subscription`).set(auth(session)).send({ plan: 'free' })).status,
    ).toBe(403);
    const unknownPlan = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'platinum' });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body.issues[0].path).toBe('body.plan');
    const unknownPeriod = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', period: 'weekly' });
    expect(unknownPeriod.status).toBe(400);
    expect(unknownPeriod.body.issues[0].path).toBe('body.period');
    expect(
      (await app.http().put(`/user/${session.userId}/subscription`).set(auth(session)).send({ plan: 'coach' })).status,
    ).toBe(400);
    const unknownDiscount = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', discountId: 'no-such-discount' });
    expect({ status: unknownDiscount.status, path: unknownDiscount.body.issues[0]?.path }).toEqual({
      status: 400,
      path: 'body.discountId',
    });
    expect(
      (
        await app
          .http()
          .post('/create-checkout-session')
          .set(auth(session))
          .send({ plan: 'trainings', period: 'monthly', userId: other.userId })
      ).status,
    ).toBe(403);
    expect(
      (
        await app
          .http()
          .put(`/user/${session.userId}/subscription/promotion`)
          .set(auth(session))
          .send({ subscriptionId: 'sub_nope', promotionCodeId: 'promo_speakup20' })
      ).status,
    ).toBe(409);
    expect((await profile(session)).plan).toBeNull();
  });

  /** A learner with no plan who pays for Platform on the checkout page: the checkout session id. */
  async function paidCheckout(session: Session, period: 'monthly' | 'annually' = 'monthly'): Promise<string> {
    const start = await app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(auth(session))
      .send({ plan: 'trainings', period });
    expect(start.status).toBe(200);
    const paid = await fetch(start.body.url, {
      method: 'POST',
      body: new URLSearchParams(TEST_CARD),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return start.body.sessionId as string;
  }
  const confirmation = (session: Session, sessionId: string) =>
    app.http().get(`/billing/checkout/${sessionId}`).set(auth(session));
  const emailOf = async (userId: string) =>
    (await app.db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  it('confirms a paid checkout once its own event is in the billing view: plan, period, amount paid, next renewal and a receipt e-mail (issue 24)', async () => {
    const session = await app.signup({ label: 'confirm' });
    const sessionId = await paidCheckout(session, 'annually');
    const confirmed = await eventually(
      async () => (await confirmation(session, sessionId)).body,
      (body) => body.status === 'confirmed',
    );
    const email = await emailOf(session.userId);
    expect(confirmed).toEqual({
      status: 'confirmed',
      plan: 'trainings',
      planName: 'Platform',
      period: 'annually',
      amountPaidCents: 29500,
      nextRenewalAt: expect.any(String),
      receiptTo: email,
    });
    const renewalInDays = (Date.parse(confirmed.nextRenewalAt) - Date.now()) / 86_400_000;
    expect(renewalInDays).toBeGreaterThan(360);
    // Read-your-writes: once confirmed, the plan guard sees the plan and billing shows it renewing, not ending.
    expect((await profile(session)).plan).toBe('trainings');
    const overview = await billing(session);
    expect(overview.currentPlan).toMatchObject({ name: 'Platform', period: 'annually' });
    expect(overview.nextPlan).toBeNull();

    // Sign-up's own e-mail (the address confirmation) goes to the same address: the receipts are the others.
    const receipts = await eventually(
      () =>
        app.db
          .selectFrom('email_message')
          .select(['subject', 'text_body'])
          .where('to_address', '=', email)
          .where('subject', 'like', 'Your Impromptu receipt%')
          .execute(),
      (rows) => rows.length > 0,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your Impromptu receipt: Platform, $295');
    expect(receipts[0]!.text_body).toContain('Amount paid: $295');

    // A replayed success URL answers the same and changes nothing: no event, no second receipt.
    const before = await streamEvents(session.userId);
    expect((await confirmation(session, sessionId)).body).toEqual(confirmed);
    expect(await streamEvents(session.userId)).toEqual(before);
    const replayed = await fetch(`${STRIPE_URL}/c/pay/${sessionId}`, {
      method: 'POST',
      body: new URLSearchParams(TEST_CARD),
      redirect: 'manual',
    });
    expect(await replayed.text()).toContain('This checkout is already paid.');
    expect(await streamEvents(session.userId)).toEqual(before);
    expect(
      await app.db
        .selectFrom('email_message')
        .select('id')
        .where('to_address', '=', email)
        .where('subject', 'like', 'Your Impromptu receipt%')
        .execute(),
    ).toHaveLength(1);
  });

  it("answers a confirmation for another user's checkout, one that does not exist, a malformed id and an unpaid one clearly, and charges nothing", async () => {
    const owner = await app.signup({ label: 'confirm-owner' });
    const stranger = await app.signup({ label: 'confirm-stranger' });
    const sessionId = await paidCheckout(owner);
    const foreign = await confirmation(stranger, sessionId);
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 403,
      message: 'This checkout belongs to another account.',
    });
    const missing = await confirmation(owner, 'cs_test_doesnotexist');
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 404,
      message: 'This checkout was not found.',
    });
    const malformed = await confirmation(owner, 'not-a-session');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0].path).toBe('params.sessionId');

    const open = await app
      .http()
      .put(`/user/${stranger.userId}/subscription`)
      .set(auth(stranger))
      .send({ plan: 'trainings', period: 'monthly' });
    const unpaid = await confirmation(stranger, open.body.sessionId);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ status: 'unpaid', plan: null, amountPaidCents: null });
    expect((await profile(stranger)).plan).toBeNull();
    expect(await streamEvents(stranger.userId)).toEqual([]);
  });

  it('a plan change posted twice changes the plan once; a promo code for a cancelled subscription is refused (issue 24)', async () => {
    const session = await subscribed('twice');
    const change = () =>
      app
        .http()
        .put(`/user/${session.userId}/subscription`)
        .set(auth(session))
        .send({ plan: 'trainings', period: 'annually' });
    expect((await change()).status).toBe(200);
    expect((await change()).status).toBe(200);
    expect((await streamEvents(session.userId)).filter((type) => type === 'PlanChanged')).toHaveLength(1);

    const subscriptionId = (await billing(session)).paymentSubscription.id as string;
    await stripe.subscriptions.cancel(subscriptionId);
    await eventually(
      () => billing(session),
      (overview) => overview.paymentSubscription === null,
    );
    const promo = await app
      .http()
      .put(`/user/${session.userId}/subscription/promotion`)
      .set(auth(session))
      .send({ subscriptionId, promotionCodeId: 'promo_speakup20' });
    expect({ status: promo.status, message: promo.body.message }).toEqual({
      status: 409,
      message: 'You have no payment subscription to apply a promo code to.',
    });
  });

  it('the offer page starts a checkout by itself only with no plan and no paid subscription: not for Coach or a granted Platform plan, nor after an abandoned checkout (issue 24)', async () => {
    const offerOf = async (session: Session) => (await app.http().get('/billing/offer').set(auth(session))).body;
    const abandoned = await app.signup({ label: 'offer-abandoned' });
    await app
      .http()
      .put(`/user/${abandoned.userId}/subscription`)
      .set(auth(abandoned))
      .send({ plan: 'trainings', period: 'monthly' })
      .expect(200);
    expect((await offerOf(abandoned)).action).toBe('NEW_SUBSCRIPTION');

    for (const plan of ['coach', 'trainings']) {
      const granted = await app.signup({ label: `offer-${plan}` });
      await app.db.updateTable('app_user').set({ plan }).where('id', '=', granted.userId).execute();
      expect((await offerOf(granted)).action).toBe('REDIRECT_TO_DASHBOARD');
    }
    expect((await offerOf(await subscribed('offer-monthly'))).action).toBe('OFFER_UPGRADE');
  });

  it('a paused plan means one thing: from the end of the period paid, paid games, the paid course and paid classes are locked until it resumes (issues 24, 44)', async () => {
    let session = await subscribed('paused');
    const scheduledEventId = await newClass(app, {
      name: 'Paid class',
      tiers: ['trainings', 'coach'],
      // After the paid period ends, when the pause takes effect.
      startTime: new Date(Date.now() + 60 * 86_400_000),
      maxAttendees: 50,
      privacy: 'PUBLIC',
    });
    const classOf = async () =>
      (await app.http().get(`/events/scheduled/${scheduledEventId}`).set(auth(session))).body as {
        lockedForPlan: boolean;
      };
    const paidCourse = async () =>
      (
        (await app.http().get('/courses').set(auth(session))).body.selfPaced as {
          slug: string;
          requiresUpgrade: boolean;
        }[]
      ).find((card) => card.slug === 'stories-that-stick');
    expect((await classOf()).lockedForPlan).toBe(false);
    expect((await paidCourse())?.requiresUpgrade).toBe(false);

    // "Pause payments" in the portal: the provider pauses the subscription and says so by webhook.
    const subscriptionId = (await billing(session)).paymentSubscription.id as string;
    await stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' } });
    // The month is paid: the plan stays until its end, and Billing says from when it is paused (issue 44).
    const pausing = await eventually(
      () => billing(session),
      (overview) => overview.currentPlan?.isPaused === true,
    );
    expect(pausing.currentPlan).toMatchObject({ pausedFrom: pausing.currentPlan.endDate, resumesAt: null });
    expect(await profile(session)).toMatchObject({ plan: 'trainings', isPlanPaused: false });
    expect((await paidCourse())?.requiresUpgrade).toBe(false);
    stack.at(new Date(Date.parse(pausing.currentPlan.endDate) + 60_000));
    // A month on, the session of a month ago has expired: the learner signs in again.
    session = await app.login(
      (await app.db.selectFrom('app_user').select('email').where('id', '=', session.userId).executeTakeFirstOrThrow())
        .email,
    );
    const paused = await profile(session);
    expect(paused).toMatchObject({ plan: 'trainings', isPlanPaused: true });

    const game = await app
      .http()
      .post('/game-sessions')
      .set(auth(session))
      .send({ shortCode: 'snow-globe', settings: {}, isMultiplayer: false, players: ['Player 1'] });
    expect(game.status).toBe(403);
    expect((await paidCourse())?.requiresUpgrade).toBe(true);
    const start = await app.http().post('/courses/stories-that-stick/start').set(auth(session)).send({});
    expect({ status: start.status, message: start.body.message }).toEqual({
      status: 403,
      message: 'Upgrade for course',
    });
    expect((await classOf()).lockedForPlan).toBe(true);
    const register = await app.http().post('/events/register').set(auth(session)).send({
      idempotencyKey: randomUUID(),
      scheduled_event_id: scheduledEventId,
      user_timezone: 'UTC',
    });
    expect({ status: register.status, message: register.body.message }).toEqual({
      status: 403,
      message: 'Your plan is paused: paid classes open again when you resume it in Manage Billing Details.',
    });
  });
});
