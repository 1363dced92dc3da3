import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Session } from '../support/app.js';
import { billingStack } from '../support/billing-stack.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

// Issue 44: money over time. The embedded provider renews periods as Stripe's scheduler does (its clock moved as a
// test clock is): the credit a change of plan left pays the renewals it covers, and the card is charged first what
// and when the preview said. Asserted at the provider through the real SDK, then on the product's pages and e-mails.

const stack = billingStack({ label: 'billing-renewals' });
const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

inProcess.describe('renewals at the provider: credit first, then the card, as previewed', () => {
  beforeAll(stack.start);
  afterAll(stack.stop);

  const { billing, subscribed, customerOf, providerAt, preview, changeAsPreviewed, annualWithSpeakUp20 } = stack;
  const stripe = () => stack.stripe;
  const renewalInvoices = async (customer: string) =>
    (await stripe().invoices.list({ customer, limit: 100 })).data
      .filter((invoice) => invoice.billing_reason === 'subscription_cycle')
      .sort((a, b) => a.created - b.created);
  const receipts = (session: Session) =>
    stack.app.db
      .selectFrom('email_message')
      .innerJoin('app_user', 'app_user.email', 'email_message.to_address')
      .select(['email_message.subject', 'email_message.text_body'])
      .where('app_user.id', '=', session.userId)
      .where('email_message.subject', 'like', 'Your Impromptu receipt%')
      .execute();

  it('annual to monthly with a 20 % code: the credit pays every renewal it covers, then the card pays the rest on the day previewed', async () => {
    const session = await subscribed('renewals-credit');
    const customer = await customerOf(session.userId);
    await annualWithSpeakUp20(session);
    const toMonthly = await preview(session, { plan: 'trainings', period: 'monthly' });
    await changeAsPreviewed(session, 'monthly', toMonthly);
    const receiptsBefore = (await receipts(session)).length;
    const paymentsBefore = (await stripe().paymentIntents.list({ customer, limit: 100 })).data.length;

    // A day before the first card charge: every renewal so far was paid by the credit alone.
    const firstCharge = Date.parse(toMonthly.firstCardChargeAt);
    const monthsCovered = Math.floor(toMonthly.creditAfterCents / 2800);
    expect(await providerAt(new Date(firstCharge - 86_400_000))).toBe(monthsCovered);
    const covered = await renewalInvoices(customer);
    expect(covered.map((invoice) => [invoice.total, invoice.amount_paid])).toEqual(
      Array.from({ length: monthsCovered }, () => [2800, 0]),
    );
    expect((await stripe().paymentIntents.list({ customer, limit: 100 })).data).toHaveLength(paymentsBefore);
    expect((await stripe().customers.retrieve(customer)) as { balance: number }).toMatchObject({
      balance: -(toMonthly.creditAfterCents - monthsCovered * 2800),
    });

    // The day previewed: the card is charged what the preview said, once, and the credit is used up.
    expect(await providerAt(new Date(firstCharge + 3_600_000))).toBe(1);
    const charged = (await renewalInvoices(customer)).at(-1)!;
    expect(charged.created).toBe(Math.floor(firstCharge / 1000));
    expect(charged.amount_paid).toBe(toMonthly.firstCardChargeCents);
    const payments = (await stripe().paymentIntents.list({ customer, limit: 100 })).data;
    expect(payments).toHaveLength(paymentsBefore + 1);
    expect(payments[0]!.amount).toBe(toMonthly.firstCardChargeCents);
    expect((await stripe().customers.retrieve(customer)) as { balance: number }).toMatchObject({ balance: 0 });

    // The product follows the provider: no credit left, the plan runs to the new period's end, one receipt.
    const overview = await eventually(
      () => billing(session),
      (found) => found.creditCents === 0 && Date.parse(found.currentPlan?.endDate ?? '') > firstCharge,
    );
    expect(overview.currentPlan).toMatchObject({ plan: 'trainings', period: 'monthly' });
    const sent = await eventually(
      () => receipts(session),
      (rows) => rows.length === receiptsBefore + 1,
    );
    const amount = `$${(toMonthly.firstCardChargeCents / 100).toFixed(2).replace(/\.00$/, '')}`;
    expect(sent.some((row) => row.subject.includes(amount) && row.text_body.includes('Next renewal'))).toBe(true);
  });

  it('a plan cancelled at the period end ends at the renewal, uncharged; a paused one moves on uncharged', async () => {
    const leaving = await subscribed('renewals-cancelled');
    const pausing = await subscribed('renewals-paused');
    const [leavingCustomer, pausingCustomer] = await Promise.all([
      customerOf(leaving.userId),
      customerOf(pausing.userId),
    ]);
    const [cancelled] = (await stripe().subscriptions.list({ customer: leavingCustomer })).data;
    const [paused] = (await stripe().subscriptions.list({ customer: pausingCustomer })).data;
    await stripe().subscriptions.update(cancelled!.id, { cancel_at_period_end: true });
    await stripe().subscriptions.update(paused!.id, { pause_collection: { behavior: 'void' } });
    const periodEnd = cancelled!.items.data[0]!.current_period_end * 1000;

    await providerAt(new Date(Math.max(periodEnd, paused!.items.data[0]!.current_period_end * 1000) + 3_600_000));
    const ended = await stripe().subscriptions.retrieve(cancelled!.id);
    expect({ status: ended.status, endedAt: ended.ended_at }).toEqual({
      status: 'canceled',
      endedAt: Math.floor(periodEnd / 1000),
    });
    const moved = await stripe().subscriptions.retrieve(paused!.id);
    expect(moved.status).toBe('active');
    expect(moved.items.data[0]!.current_period_start).toBe(paused!.items.data[0]!.current_period_end);
    for (const customer of [leavingCustomer, pausingCustomer]) {
      expect(await renewalInvoices(customer)).toEqual([]);
      expect((await stripe().paymentIntents.list({ customer, limit: 100 })).data).toHaveLength(1);
    }
    // The product hears it: the cancelled learner has no plan now.
    await eventually(
      () => billing(leaving),
      (overview) => overview.currentPlan === null || overview.currentPlan?.plan !== 'trainings',
    );
  });
});
