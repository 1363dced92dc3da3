import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { formatDollars } from '@impromptu/access';
import type { Session } from '../support/app.js';
import { billingStack } from '../support/billing-stack.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

// Issue 24: a preview before every charge (Change Plan shows the amount due today, the new price, the renewal and
// the discount, computed by the payment provider at one proration date, and the change then charges exactly that),
// and an invoice for every payment, listed on Plan & Billing with the provider's page to view it.

const stack = billingStack({ label: 'billing-preview' });
const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

inProcess.describe('a preview before every charge, and the invoices of every payment', () => {
  beforeAll(stack.start);
  afterAll(stack.stop);

  const { auth, billing, subscribed, streamEvents } = stack;
  const preview = (session: Session, query: Record<string, string>, userId = session.userId) =>
    stack.app.http().get(`/user/${userId}/subscription/preview`).query(query).set(auth(session));
  const change = (session: Session, body: Record<string, unknown>) =>
    stack.app.http().put(`/user/${session.userId}/subscription`).set(auth(session)).send(body);
  const invoices = async (session: Session) =>
    (await stack.app.http().get('/billing/invoices').set(auth(session)).expect(200)).body.invoices as {
      id: string;
      number: string | null;
      status: string;
      createdAt: string;
      amountPaidCents: number;
      totalCents: number;
      url: string | null;
    }[];
  const receipts = (email: string) =>
    stack.app.db
      .selectFrom('email_message')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('subject', 'like', 'Your Impromptu receipt%')
      .execute();
  const emailOf = async (session: Session) =>
    (
      await stack.app.db
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow()
    ).email as string;

  it('previews monthly → annual with the credit, the charge, the new price and the renewal; the change charges exactly that, and its invoice and receipt follow', async () => {
    const session = await subscribed('preview-annual');
    const before = await streamEvents(session.userId);
    const shown = await preview(session, { plan: 'trainings', period: 'annually' });
    expect(shown.status).toBe(200);
    const body = shown.body;
    expect(body).toMatchObject({
      change: 'price',
      from: { plan: 'trainings', name: 'Platform', period: 'monthly' },
      to: { plan: 'trainings', name: 'Platform', period: 'annually' },
      recurring: { amountCents: 29_500, period: 'annually', discountedAmountCents: null },
      discount: null,
      discountCents: 0,
      creditAppliedCents: 0,
      effectiveAt: null,
    });
    const [credit, charge] = body.lines;
    expect(credit).toMatchObject({ kind: 'credit', description: expect.stringContaining('Unused time on Platform') });
    expect(credit.amountCents).toBeLessThan(0);
    expect(credit.amountCents).toBeGreaterThanOrEqual(-3500);
    expect(charge).toMatchObject({ kind: 'charge', amountCents: 29_500 });
    expect(body.amountDueTodayCents).toBe(29_500 + credit.amountCents);
    expect(body.totalCents).toBe(body.amountDueTodayCents);
    expect(Number.isInteger(body.prorationDate)).toBe(true);
    const renewalInDays = (Date.parse(body.nextRenewalAt) - Date.now()) / 86_400_000;
    expect(renewalInDays).toBeGreaterThan(360);
    // A preview changes nothing: no event, no invoice beyond the checkout's.
    expect(await streamEvents(session.userId)).toEqual(before);
    expect(await invoices(session)).toHaveLength(1);

    const confirmed = await change(session, {
      plan: 'trainings',
      period: 'annually',
      prorationDate: body.prorationDate,
      expectedAmountDueCents: body.amountDueTodayCents,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      plan: 'trainings',
      period: 'annually',
      amountChargedCents: body.amountDueTodayCents,
    });
    expect((await billing(session)).currentPlan).toMatchObject({ period: 'annually', amountCents: 29_500 });

    const listed = await invoices(session);
    expect(listed.map((invoice) => [invoice.status, invoice.amountPaidCents])).toEqual([
      ['paid', body.amountDueTodayCents],
      ['paid', 3500],
    ]);
    expect(Date.parse(listed[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.createdAt));
    expect(listed[0]!.number).toMatch(/^[A-Z0-9]{8}-0002$/);
    const page = await fetch(listed[0]!.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Invoice ${listed[0]!.number}`);
    expect(html).toContain('Unused time on Platform');
    expect(html).toContain(formatDollars(body.amountDueTodayCents));

    // One receipt for the checkout, one for the change, through the e-mail outbox.
    const email = await emailOf(session);
    const sent = await eventually(
      () => receipts(email),
      (rows) => rows.length === 2,
    );
    expect(sent.map((row) => row.subject)).toContain(
      `Your Impromptu receipt: Platform, ${formatDollars(body.amountDueTodayCents)}`,
    );
  });

  it("shows the current discount's effect on today's amount and on the new price, and charges what it showed", async () => {
    const session = await subscribed('preview-discount');
    const { paymentSubscription } = await billing(session);
    await stack.app
      .http()
      .put(`/user/${session.userId}/subscription/promotion`)
      .set(auth(session))
      .send({ subscriptionId: paymentSubscription.id, promotionCodeId: 'promo_speakup20' })
      .expect(200);
    const shown = (await preview(session, { plan: 'trainings', period: 'annually' })).body;
    expect(shown.discount).toEqual({
      name: 'Speak Up 20% Off',
      percentOff: 20,
      amountOffCents: null,
      lastsBeyondToday: true,
    });
    expect(shown.recurring).toEqual({ amountCents: 29_500, period: 'annually', discountedAmountCents: 23_600 });
    // The code discounts the new charge only, never the credit of the month already paid (issue 44).
    expect(shown.discountCents).toBe(5900);
    expect(shown.amountDueTodayCents).toBe(shown.subtotalCents - shown.discountCents);
    const confirmed = await change(session, {
      plan: 'trainings',
      period: 'annually',
      prorationDate: shown.prorationDate,
      expectedAmountDueCents: shown.amountDueTodayCents,
    });
    expect(confirmed.body.amountChargedCents).toBe(shown.amountDueTodayCents);
    expect((await invoices(session))[0]!.amountPaidCents).toBe(shown.amountDueTodayCents);
  });

  it('annual → monthly early in the year leaves a credit: nothing is due today, nothing is charged and no receipt is sent', async () => {
    const session = await subscribed('preview-credit', 'annually');
    const shown = (await preview(session, { plan: 'trainings', period: 'monthly' })).body;
    expect(shown.change).toBe('price');
    expect(shown.totalCents).toBeLessThan(0);
    expect(shown.amountDueTodayCents).toBe(0);
    expect(shown.creditAppliedCents).toBe(shown.totalCents);
    const confirmed = await change(session, {
      plan: 'trainings',
      period: 'monthly',
      prorationDate: shown.prorationDate,
      expectedAmountDueCents: 0,
    });
    expect(confirmed.body).toEqual({ plan: 'trainings', period: 'monthly', amountChargedCents: 0 });
    expect((await invoices(session)).map((invoice) => invoice.amountPaidCents)).toEqual([0, 29_500]);
    await stack.stripeServer.webhooksIdle();
    // The subscription's receipt goes out through the e-mail outbox, after its webhook: waited for. The change,
    // which charged nothing, sends none.
    const sent = await eventually(
      async () => receipts(await emailOf(session)),
      (rows) => rows.length >= 1,
    );
    expect(sent.map((row) => row.subject)).toEqual([`Your Impromptu receipt: Platform, ${formatDollars(29_500)}`]);
  });

  it('the plan and period already held: the preview says nothing changes, and the change charges and records nothing', async () => {
    const session = await subscribed('preview-same');
    await stack.stripeServer.webhooksIdle();
    const before = await streamEvents(session.userId);
    const shown = await preview(session, { plan: 'trainings', period: 'monthly' });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      change: 'none',
      amountDueTodayCents: 0,
      lines: [],
      prorationDate: null,
      from: { plan: 'trainings', period: 'monthly' },
      to: { plan: 'trainings', period: 'monthly' },
    });
    const same = await change(session, { plan: 'trainings', period: 'monthly' });
    expect(same.status).toBe(200);
    expect(same.body).toEqual({ plan: 'trainings', period: 'monthly', unchanged: true });
    expect(await streamEvents(session.userId)).toEqual(before);
    expect(await invoices(session)).toHaveLength(1);

    // The free plan previews its end at the period's end, and charges nothing.
    const free = (await preview(session, { plan: 'free' })).body;
    expect(free).toMatchObject({ change: 'end', to: { plan: 'free' }, amountDueTodayCents: 0 });
    expect(free.effectiveAt).toBe((await billing(session)).currentPlan.endDate);
    expect(await streamEvents(session.userId)).toEqual(before);
  });

  it("answers bad input clearly and changes nothing: another user's id, a plan not sold, a paused plan, an expired or outdated preview", async () => {
    const session = await subscribed('preview-bad');
    const other = await stack.app.signup({ label: 'preview-bad-other' });
    const foreign = await preview(other, { plan: 'trainings', period: 'annually' }, session.userId);
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 403,
      message: 'You can only change your own plan.',
    });
    const coach = await preview(session, { plan: 'coach' });
    expect({ status: coach.status, path: coach.body.issues?.[0]?.path }).toEqual({ status: 400, path: 'query.plan' });
    const unknown = await preview(session, { plan: 'platinum' });
    expect({ status: unknown.status, path: unknown.body.issues?.[0]?.path }).toEqual({
      status: 400,
      path: 'query.plan',
    });
    const weekly = await preview(session, { plan: 'trainings', period: 'weekly' });
    expect({ status: weekly.status, path: weekly.body.issues?.[0]?.path }).toEqual({
      status: 400,
      path: 'query.period',
    });
    // No payment subscription: a paid plan is paid on the checkout page, which shows the amount first.
    await stack.app.http().put(`/user/${other.userId}/subscription`).set(auth(other)).send({ plan: 'free' });
    expect((await preview(other, { plan: 'trainings', period: 'monthly' })).body.change).toBe('checkout');
    expect(await invoices(other)).toEqual([]);

    await stack.stripeServer.webhooksIdle();
    const before = await streamEvents(session.userId);
    const shown = (await preview(session, { plan: 'trainings', period: 'annually' })).body;
    const expired = await change(session, {
      plan: 'trainings',
      period: 'annually',
      prorationDate: shown.prorationDate - 3 * 3600,
      expectedAmountDueCents: shown.amountDueTodayCents,
    });
    expect({ status: expired.status, message: expired.body.message }).toEqual({
      status: 409,
      message: 'This preview has expired. Review the change again before you confirm it.',
    });
    const outdated = await change(session, {
      plan: 'trainings',
      period: 'annually',
      prorationDate: shown.prorationDate,
      expectedAmountDueCents: shown.amountDueTodayCents + 1,
    });
    expect({ status: outdated.status, message: outdated.body.message }).toEqual({
      status: 409,
      message: 'The amount due has changed since you saw it. Review the change again before you confirm it.',
    });
    expect(await streamEvents(session.userId)).toEqual(before);
    expect(await invoices(session)).toHaveLength(1);
    expect((await billing(session)).currentPlan.period).toBe('monthly');

    // Paused in the portal: neither a preview nor a change.
    const { paymentSubscription } = await billing(session);
    await stack.stripe.subscriptions.update(paymentSubscription.id, { pause_collection: { behavior: 'void' } });
    await eventually(
      () => billing(session),
      (overview) => overview.currentPlan?.isPaused === true,
    );
    const paused = await preview(session, { plan: 'trainings', period: 'annually' });
    expect({ status: paused.status, message: paused.body.message }).toEqual({
      status: 409,
      message: 'Your plan is paused. Resume it in Manage Billing Details before changing plan.',
    });
    expect((await change(session, { plan: 'trainings', period: 'annually' })).status).toBe(409);
    expect(await invoices(session)).toHaveLength(1);
  });
});
