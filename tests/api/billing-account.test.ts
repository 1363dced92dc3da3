import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '@impromptu/db';
import { billingStack } from '../support/billing-stack.js';
import { inProcessOnly } from '../support/target.js';
import { eventually } from '../support/poll.js';

// Issue 44, 8b and 8c: a confirmed e-mail change reaches the provider's customer, and "Download my data" holds the
// plan the person really holds and what the provider holds for them — read back through the real SDK.

const stack = billingStack({
  label: 'billing-account',
  stripePort: Number(process.env.TEST_BILLING_ACCOUNT_STRIPE_PORT ?? 12141),
});

const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

inProcess.describe('money in the account: e-mail changes and the data download (issue 44)', () => {
  beforeAll(stack.start);
  afterAll(stack.stop);

  const customerOf = async (userId: string) =>
    (
      await sql<{
        customer_id: string;
      }>`SELECT stripe->>'customerId' AS customer_id FROM app_user WHERE id = ${userId}`.execute(stack.app.db)
    ).rows[0]!.customer_id;

  it('a confirmed e-mail change updates the e-mail of the customer at the provider (8b)', async () => {
    const session = await stack.subscribed('email-change');
    const customerId = await customerOf(session.userId);
    const { email } = await stack.app.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(await stack.stripe.customers.retrieve(customerId)).toMatchObject({ email });

    const newEmail = stack.app.uniqueEmail('moved');
    const asked = await stack.app
      .http()
      .post('/auth/email/change')
      .set(stack.auth(session))
      .send({ password: DEMO_PASSWORD, newEmail });
    expect(asked.status).toBe(202);
    // Not yet confirmed: the provider keeps the old address.
    expect(await stack.stripe.customers.retrieve(customerId)).toMatchObject({ email });

    const { rows } = await sql<{ text: string }>`
      SELECT payload->>'text' AS text FROM es_outbox
      WHERE job_name = 'email.send' AND payload->>'to' = ${newEmail} ORDER BY id DESC LIMIT 1`.execute(stack.app.db);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const confirmed = await stack.app.http().post('/auth/email/confirm').send({ token });
    expect(confirmed.status).toBe(200);

    const after = await eventually(
      () => stack.stripe.customers.retrieve(customerId),
      (customer) => !customer.deleted && customer.email === newEmail,
    );
    expect(after).toMatchObject({ email: newEmail });
  });

  it('the data download of a paying customer holds the plan, subscriptions, invoices and payments the provider has (8c)', async () => {
    const session = await stack.subscribed('export');
    const customerId = await customerOf(session.userId);
    const exported = await stack.app.http().get('/account/data').set(stack.auth(session));
    expect(exported.status).toBe(200);
    expect(exported.body.profile.plan).toBe('trainings');

    const subscriptions = await stack.stripe.subscriptions.list({ customer: customerId, status: 'all' });
    expect(subscriptions.data).toHaveLength(1);
    const subscription = subscriptions.data[0]!;
    const invoices = await stack.stripe.invoices.list({ customer: customerId });
    expect(invoices.data).toHaveLength(1);
    const [invoice] = invoices.data;
    expect(exported.body.payments).toEqual({
      status: 'complete',
      customerId,
      subscriptions: [
        expect.objectContaining({
          id: subscription.id,
          plan: 'trainings',
          period: 'monthly',
          status: 'active',
          amountCents: 3500,
          interval: 'month',
          paused: false,
          endedAt: null,
        }),
      ],
      invoices: [
        expect.objectContaining({
          id: invoice!.id,
          number: invoice!.number,
          status: 'paid',
          totalCents: invoice!.total,
          amountPaidCents: invoice!.amount_paid,
        }),
      ],
      payments: [{ paidAt: expect.any(String), amountCents: 3500, refundedCents: 0, status: 'succeeded' }],
      refunds: [],
    });
    expect(invoice!.amount_paid).toBe(3500);
  });

  it('the data download of someone who never paid says so', async () => {
    const session = await stack.app.signup({ label: 'export-free' });
    const exported = await stack.app.http().get('/account/data').set(stack.auth(session));
    expect(exported.body.payments).toEqual({
      status: 'none',
      customerId: null,
      subscriptions: [],
      invoices: [],
      payments: [],
      refunds: [],
    });
  });

  it('the Virtual Coach offers no one a plan they hold or a new customer’s price once they pay (9)', async () => {
    const offersOf = async (token: string) =>
      (await stack.app.http().get('/virtual-coach').set(stack.app.auth(token))).body.offers as string[];
    const checkout = (session: { token: string; userId: string }, plan: string, discountId: string) =>
      stack.app
        .http()
        .post('/create-checkout-session')
        .set(stack.app.auth(session.token))
        .send({ plan, period: 'monthly', userId: session.userId, discountIds: [discountId] });

    const newcomer = await stack.app.newSession({ plan: 'free' });
    expect(await offersOf(newcomer.token)).toEqual(['daily-trainings', 'coach', 'coach-call', 'weekly-tips']);

    // A $35-a-month Platform subscriber: never "the Platform plan, $16/month", never a second subscription.
    const subscriber = await stack.subscribed('vc-offers');
    expect(await offersOf(subscriber.token)).toEqual(['coach-call', 'weekly-tips']);
    expect((await checkout(subscriber, 'trainings', 'virtual-coach-daily-trainings')).status).toBe(409);

    // Platform given without a payment: the pass is refused even when asked for directly, the Coach offer is not.
    const granted = await stack.app.newLearner();
    expect(await offersOf(granted.token)).toEqual(['coach', 'coach-call', 'weekly-tips']);
    const refused = await checkout(granted, 'trainings', 'virtual-coach-daily-trainings');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: 'This offer is not for your plan: see Plan & Billing for what you can change.',
    });
    const coach = await checkout(granted, 'coach', 'virtual-coach-coach-72');
    expect(coach.status).toBe(201);
    // At the provider: one checkout for this customer, the Coach offer's, with its coupon; none for the refused pass.
    const opened = await stack.stripe.checkout.sessions.retrieve(coach.body.sessionId as string);
    const sessions = await stack.stripeServer.stripe.store.list('checkout.session', { customer: opened.customer });
    expect(sessions.map((session) => session.id)).toEqual([opened.id]);
    expect(opened.discounts).toEqual([expect.objectContaining({ coupon: 'virtual-coach-coach-72' })]);
  });
});
