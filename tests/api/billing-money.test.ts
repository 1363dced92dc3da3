import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '@impromptu/db';
import type { Session } from '../support/app.js';
import { billingStack, TEST_CARD, TEST_WEB_URL } from '../support/billing-stack.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

// Issue 44: money exactly right. Each finding walked as a paying customer would, and asserted at the payment provider
// (the real SDK against the embedded Stripe-compatible server), not only on the product's pages.

const stack = billingStack({ label: 'billing-money' });
const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

const DAY = 86_400_000;

inProcess.describe('money exactly right: one subscription, credit kept and shown, true previews, deletion', () => {
  beforeAll(stack.start);
  afterAll(stack.stop);

  const { auth, billing, subscribed, streamEvents, customerOf, pay } = stack;
  const stripe = () => stack.stripe;
  const http = () => stack.app.http();
  const change = (session: Session, body: Record<string, unknown>) =>
    http().put(`/user/${session.userId}/subscription`).set(auth(session)).send(body);
  const preview = async (session: Session, query: Record<string, string>) =>
    (await http().get(`/user/${session.userId}/subscription/preview`).query(query).set(auth(session)).expect(200)).body;
  const subscriptionsAt = async (customer: string) =>
    (await stripe().subscriptions.list({ customer, status: 'all', limit: 100 })).data;
  const refundsOf = async (customer: string) => {
    const intents = (await stripe().paymentIntents.list({ customer, limit: 100 })).data;
    return (
      await Promise.all(
        intents.map(async (intent) => (await stripe().refunds.list({ payment_intent: intent.id })).data),
      )
    ).flat();
  };
  const paidAt = async (customer: string) =>
    (await stripe().paymentIntents.list({ customer, limit: 100 })).data.reduce((sum, intent) => sum + intent.amount, 0);
  const balanceOf = async (customer: string) => {
    const found = await stripe().customers.retrieve(customer);
    return 'balance' in found ? found.balance : 0;
  };
  const mails = (session: Session, subject: string) =>
    stack.app.db
      .selectFrom('email_message')
      .innerJoin('app_user', 'app_user.email', 'email_message.to_address')
      .select(['email_message.subject', 'email_message.text_body'])
      .where('app_user.id', '=', session.userId)
      .where('email_message.subject', 'like', `${subject}%`)
      .execute();
  const freeLearner = async (label: string) => {
    const session = await stack.app.signup({ label });
    await change(session, { plan: 'free' }).expect(200);
    return session;
  };

  it('finding 1: a second checkout expires the first, which can then not be paid; the customer pays for one plan', async () => {
    const session = await freeLearner('money-two-tabs');
    const monthly = (await change(session, { plan: 'trainings', period: 'monthly' }).expect(200)).body;
    const annual = (
      await http()
        .post('/create-checkout-session')
        .set(auth(session))
        .send({ plan: 'trainings', period: 'annually', userId: session.userId })
        .expect(201)
    ).body;
    expect((await stripe().checkout.sessions.retrieve(monthly.sessionId)).status).toBe('expired');

    const first = await pay(monthly.url);
    expect(first.status).toBe(410);
    expect(await first.text()).toContain('This checkout has expired');
    expect((await pay(annual.url)).status).toBe(303);

    const customer = await customerOf(session.userId);
    await eventually(
      () => billing(session),
      (overview) => overview.currentPlan?.period === 'annually',
    );
    const live = (await subscriptionsAt(customer)).filter((subscription) => subscription.status === 'active');
    expect(live).toHaveLength(1);
    expect(await paidAt(customer)).toBe(29_500);
    // While the provider holds a live subscription, no other checkout opens, whatever the projection says.
    const again = await http()
      .post('/create-checkout-session')
      .set(auth(session))
      .send({ plan: 'trainings', period: 'monthly', userId: session.userId });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'You already have a payment subscription: change its plan instead of starting another checkout.',
    });
  });

  it('finding 1: a second subscription paid anyway is cancelled and refunded at once, shown on Billing and e-mailed', async () => {
    const session = await subscribed('money-second-paid');
    const customer = await customerOf(session.userId);
    const [kept] = await subscriptionsAt(customer);
    // A checkout made at the provider behind the product's back (as a session opened before the first was paid).
    const second = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: session.userId,
      line_items: [{ price: 'price_trainings_annually', quantity: 1 }],
      subscription_data: { metadata: { userId: session.userId } },
      metadata: { userId: session.userId },
      success_url: `${TEST_WEB_URL}/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}&next=billing`,
    });
    expect((await pay(second.url!)).status).toBe(303);

    const subscriptions = await eventually(
      () => subscriptionsAt(customer),
      (all) => all.some((subscription) => subscription.status === 'canceled'),
    );
    const refunded = subscriptions.find((subscription) => subscription.id !== kept!.id)!;
    expect(refunded.metadata['duplicateOf']).toBe(kept!.id);
    expect(subscriptions.filter((subscription) => subscription.status === 'active').map((s) => s.id)).toEqual([
      kept!.id,
    ]);
    const refunds = await eventually(
      () => refundsOf(customer),
      (found) => found.length === 1,
    );
    expect(refunds.map((refund) => [refund.amount, refund.metadata?.['reason']])).toEqual([
      [29_500, 'duplicate_subscription'],
    ]);
    // Paid minus refunded is one plan: the first month.
    expect((await paidAt(customer)) - refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(3500);

    const overview = await eventually(
      () => billing(session),
      (found) => found.refunds.length === 1,
    );
    expect(overview.currentPlan).toMatchObject({ plan: 'trainings', period: 'monthly' });
    expect(overview.paymentSubscription.id).toBe(kept!.id);
    expect(overview.refunds[0]).toMatchObject({
      reason: 'duplicate_subscription',
      amountCents: 29_500,
      message: expect.stringContaining('We refunded a second payment of $295'),
    });
    expect(await streamEvents(session.userId)).toContain('DuplicateSubscriptionRefunded');
    const sent = await eventually(
      () => mails(session, 'Impromptu refunded $295'),
      (rows) => rows.length === 1,
    );
    expect(sent[0]!.text_body).toContain('We refunded a second payment of $295');
    // Its confirmation page says so, instead of thanking for a plan.
    const confirmation = await http().get(`/billing/checkout/${second.id}`).set(auth(session));
    expect(confirmation.body.status).toBe('refunded');
  });

  it('a refund the bank refuses is kept as credit at the provider, once, and said on Billing and by e-mail', async () => {
    const session = await subscribed('money-refund-refused');
    const customer = await customerOf(session.userId);
    const [kept] = await subscriptionsAt(customer);
    const second = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: session.userId,
      line_items: [{ price: 'price_trainings_annually', quantity: 1 }],
      subscription_data: { metadata: { userId: session.userId } },
      metadata: { userId: session.userId },
      success_url: `${TEST_WEB_URL}/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}&next=billing`,
    });
    // Paid with the card whose refunds the bank refuses (a closed account), as Stripe's 4000 0000 0000 5126.
    expect((await pay(second.url!, { ...TEST_CARD, cardNumber: '4000 0000 0000 5126' })).status).toBe(303);

    // The second subscription is refunded as before; the refund then fails at the provider.
    const [refund] = await eventually(
      () => refundsOf(customer),
      (found) => found.length === 1 && found[0]!.status === 'failed',
    );
    expect(refund).toMatchObject({ amount: 29_500, status: 'failed', failure_reason: 'expired_or_canceled_card' });
    // The money stayed with the provider: it is the customer's credit there, credited once although two events said
    // so (refund.failed and charge.refund.updated), and the kept plan goes on.
    expect(
      await eventually(
        () => balanceOf(customer),
        (balance) => balance === -29_500,
      ),
    ).toBe(-29_500);
    const credited = (await stripe().customers.listBalanceTransactions(customer, { limit: 100 })).data.filter(
      (transaction) => transaction.metadata?.['failedRefund'] === refund!.id,
    );
    expect(credited.map((transaction) => transaction.amount)).toEqual([-29_500]);
    expect(
      (await subscriptionsAt(customer)).filter((subscription) => subscription.status === 'active').map((s) => s.id),
    ).toEqual([kept!.id]);

    const overview = await eventually(
      () => billing(session),
      (found) => found.creditCents === 29_500 && found.refunds.length === 1,
    );
    expect(overview.refunds[0]).toMatchObject({
      amountCents: 29_500,
      failed: true,
      message: expect.stringContaining('Your bank refused our refund of $295'),
    });
    const events = await eventually(
      () => streamEvents(session.userId),
      (types) => types.includes('RefundFailed'),
    );
    expect(events.filter((type) => type === 'RefundFailed')).toHaveLength(1);
    const sent = await eventually(
      () => mails(session, 'Your refund of $295 could not reach your card'),
      (rows) => rows.length === 1,
    );
    expect(sent[0]!.text_body).toContain('we kept it as credit');

    // The nightly reconciliation finds it recorded and changes nothing: no refund tried again to the refusing card.
    const admin = await stack.app.login('admin@example.com');
    const report = (await http().post('/admin/billing/reconciliation').set(auth(admin)).expect(200)).body;
    expect(report.latest.drifts.filter((drift: { customerId: string }) => drift.customerId === customer)).toEqual([]);
    expect(await refundsOf(customer)).toHaveLength(1);
    expect(await balanceOf(customer)).toBe(-29_500);
  });

  it('findings 3–5: a promo code never shrinks the credit; credit is shown, previewed, kept at the provider, and the renewal date is true', async () => {
    const session = await subscribed('money-credit');
    const customer = await customerOf(session.userId);
    const paymentSubscription = await stack.annualWithSpeakUp20(session);

    const toMonthly = await preview(session, { plan: 'trainings', period: 'monthly' });
    const [credit, charge] = toMonthly.lines;
    // The year was paid $295 ($35 of credit and $260 by card): its unused time is credited at that, whole.
    expect(credit.amountCents).toBeLessThanOrEqual(-29_490);
    // The 20 % code takes $7 off the new month only: no discount on the credit of time paid.
    expect(charge.amountCents).toBe(3500);
    expect(toMonthly.discountCents).toBe(700);
    expect(toMonthly.totalCents).toBe(credit.amountCents + 2800);
    expect(toMonthly.creditAfterCents).toBe(-toMonthly.totalCents);
    // Finding 5: the monthly plan renews a month from today, not where the year would have ended.
    const renewal = Date.parse(toMonthly.nextRenewalAt);
    expect(renewal - Date.now()).toBeGreaterThan(27 * DAY);
    expect(renewal - Date.now()).toBeLessThan(32 * DAY);
    // The credit pays the next months: the card is charged first when it no longer covers a whole renewal.
    const monthsCovered = Math.floor(toMonthly.creditAfterCents / 2800);
    expect(toMonthly.firstCardChargeCents).toBe(2800 - (toMonthly.creditAfterCents - monthsCovered * 2800));
    expect(Date.parse(toMonthly.firstCardChargeAt)).toBeGreaterThan(renewal + (monthsCovered - 1) * 28 * DAY);

    await change(session, {
      plan: 'trainings',
      period: 'monthly',
      prorationDate: toMonthly.prorationDate,
      expectedAmountDueCents: toMonthly.amountDueTodayCents,
    }).expect(200);
    // At the provider: the credit is the customer's balance, and the change's invoice discounts the charge only.
    expect(await balanceOf(customer)).toBe(-toMonthly.creditAfterCents);
    const [invoice] = (await stripe().invoices.list({ customer, limit: 1 })).data;
    expect(invoice!.total_discount_amounts?.map((discount) => discount.amount)).toEqual([700]);
    for (const line of invoice!.lines.data)
      for (const discount of line.discount_amounts ?? []) expect(discount.amount).toBeGreaterThanOrEqual(0);
    const overview = await billing(session);
    expect(overview.creditCents).toBe(toMonthly.creditAfterCents);
    expect(overview.currentPlan.endDate).toBe(toMonthly.nextRenewalAt);
    // Every preview shows it; so does the portal.
    expect((await preview(session, { plan: 'free' })).creditHeldCents).toBe(toMonthly.creditAfterCents);
    const portal = (
      await http().post('/create-customer-portal-session').set(auth(session)).send({ userId: session.userId })
    ).body.redirectURI as string;
    expect(await (await fetch(portal)).text()).toContain('Credit $');

    // The plan ends: nothing is left to use the credit on, so it goes back to the card, recorded and e-mailed.
    await stripe().subscriptions.cancel(paymentSubscription.id);
    await eventually(
      () => streamEvents(session.userId),
      (types) => types.includes('CreditRefunded'),
    );
    const refunds = await refundsOf(customer);
    expect(refunds.every((refund) => refund.metadata?.['reason'] === 'credit')).toBe(true);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(toMonthly.creditAfterCents);
    expect(await balanceOf(customer)).toBe(0);
    const after = await billing(session);
    expect(after.creditCents).toBe(0);
    expect(after.refunds[0].message).toContain('We refunded your credit of');
  });

  it('findings 2 and 8: deletion ends every subscription the provider lists, refunds unused time and credit, and says so', async () => {
    const session = await subscribed('money-delete');
    const customer = await customerOf(session.userId);
    // A second subscription the product has not heard of yet: its webhooks wait for a worker that is down.
    await stack.stopWorker();
    try {
      const open = await stripe().checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: 'price_trainings_monthly', quantity: 1 }],
        subscription_data: { metadata: { userId: session.userId } },
        success_url: `${TEST_WEB_URL}/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}&next=billing`,
      });
      expect((await pay(open.url!)).status).toBe(303);
      expect((await subscriptionsAt(customer)).filter((s) => s.status === 'active')).toHaveLength(2);
      const unpaid = await stripe().checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: 'price_trainings_annually', quantity: 1 }],
        success_url: `${TEST_WEB_URL}/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}&next=billing`,
      });

      const deleted = await http().post('/account/delete').set(auth(session)).send({ password: DEMO_PASSWORD });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ deleted: true, subscriptionCancelled: true, creditKeptCents: 0 });
      // Both ended; both months, paid minutes ago, refunded whole but for the seconds used.
      const all = await subscriptionsAt(customer);
      expect(all.map((subscription) => subscription.status)).toEqual(['canceled', 'canceled']);
      const refunds = await refundsOf(customer);
      const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
      expect(deleted.body.refundedCents).toBe(refunded);
      expect(refunded).toBeGreaterThanOrEqual(2 * 3500 - 10);
      expect(await balanceOf(customer)).toBe(0);
      // A checkout left open in another tab can no longer be paid for an account that is gone.
      expect((await stripe().checkout.sessions.retrieve(unpaid.id)).status).toBe('expired');
      const farewell = await eventually(
        () =>
          stack.app.db
            .selectFrom('es_outbox')
            .select('payload')
            .where(sql<string>`payload->>'subject'`, '=', 'Your Impromptu account has been deleted')
            .execute(),
        (rows) => rows.length > 0,
      );
      expect(JSON.stringify(farewell[0]!.payload)).toContain('We refunded $');
    } finally {
      await stack.startWorker();
    }
  });

  it('reconciliation: what the product has not heard from the provider is found, repaired and shown to admins; then nothing differs', async () => {
    const session = await subscribed('money-drift');
    const customer = await customerOf(session.userId);
    const [subscription] = await subscriptionsAt(customer);
    const admin = await stack.app.login('admin@example.com');
    const reconcile = async () =>
      (await http().post('/admin/billing/reconciliation').set(auth(admin)).expect(200)).body;
    await stack.stopWorker();
    try {
      // Cancelled at the period's end in the provider's portal while no worker handles its webhook.
      await stripe().subscriptions.update(subscription!.id, { cancel_at_period_end: true });
      const found = await reconcile();
      expect(found.latest.countsByKind.subscription_differs).toBe(1);
      expect(found.latest.drifts).toEqual([
        {
          kind: 'subscription_differs',
          customerId: customer,
          userEmail: expect.stringContaining('@'),
          detail: `${subscription!.id}: cancellation date`,
          repaired: true,
        },
      ]);
      expect(await streamEvents(session.userId)).toContain('CancellationScheduled');
    } finally {
      await stack.startWorker();
    }
    // Once the worker has caught up, the provider and the product agree for every customer of this suite.
    await eventually(
      () =>
        stack.app.db.selectFrom('billing_webhook_event').select('event_id').where('processed_at', 'is', null).execute(),
      (pending) => pending.length === 0,
    );
    const settled = await eventually(reconcile, (report) => report.latest.run.driftCount === 0);
    expect(settled.latest.drifts).toEqual([]);
    expect(settled.latest.run.customers).toBeGreaterThanOrEqual(4);
    const shown = (await http().get('/admin/billing/reconciliation').set(auth(admin)).expect(200)).body;
    expect(shown.runs[0]).toEqual(settled.latest.run);
    // Learners do not see it.
    expect((await http().get('/admin/billing/reconciliation').set(auth(session))).status).toBe(403);
  });
});
