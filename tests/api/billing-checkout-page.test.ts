import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { formatInZone } from '@impromptu/kernel';
import type { Session } from '../support/app.js';
import { billingStack, TEST_CARD } from '../support/billing-stack.js';
import { inProcessOnly } from '../support/target.js';

// Issue 44, 6: the checkout page shows the total after a promotion code and the price at renewal, honest about how
// long the coupon lasts; a code is applied before anything is charged, and a wrong code keeps every card field.

const stack = billingStack({
  label: 'checkout-page',
  stripePort: Number(process.env.TEST_CHECKOUT_PAGE_STRIPE_PORT ?? 12143),
});

const inProcess = inProcessOnly('runs its own embedded payment service and worker on the test database');

/** What a card field holds on the page, by its name. */
const fieldValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
const day = (date: Date) => formatInZone(date, 'MMM d, y', 'UTC');
const inMonths = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
};

inProcess.describe('the checkout page: the total after a code and the price at renewal (issue 44)', () => {
  beforeAll(stack.start);
  afterAll(stack.stop);

  async function openCheckout(label: string, period: 'monthly' | 'annually') {
    const session: Session = await stack.app.signup({ label });
    const change = await stack.app
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(stack.auth(session))
      .send({ plan: 'trainings', period });
    expect(change.status).toBe(200);
    return { session, url: change.body.url as string, sessionId: change.body.sessionId as string };
  }

  const post = (url: string, form: Record<string, string>) =>
    fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

  /** The subscriptions the provider holds for the checkout's customer. */
  const subscriptionsOf = async (sessionId: string) => {
    const checkout = await stack.stripe.checkout.sessions.retrieve(sessionId);
    return stack.stripeServer.stripe.store.list('subscription', { customer: checkout.customer });
  };

  it('Apply shows the discount, the new total due today and the price at renewal, keeps the card, and charges nothing', async () => {
    const { url, sessionId } = await openCheckout('apply', 'annually');
    const opened = text(await (await fetch(url)).text());
    expect(opened).toContain('Total due today $295');
    expect(opened).toContain(`Then $295 / year from ${day(inMonths(12))}.`);

    // SPEAKUP20 is 20 % off forever: $236 today and at every renewal.
    const applied = await post(url, { ...TEST_CARD, promotionCode: 'speakup20', appliedCode: '', intent: 'apply' });
    expect(applied.status).toBe(200);
    const html = await applied.text();
    expect(text(html)).toContain('Speak Up 20% Off 20% off on every payment −$59');
    expect(text(html)).toContain('Total due today $236');
    expect(text(html)).toContain(`Then $236 / year from ${day(inMonths(12))}, with the discount.`);
    expect(text(html)).toContain('Code SPEAKUP20 applied');
    for (const name of ['cardNumber', 'expiry', 'cvc', 'name'] as const)
      expect(fieldValue(html, name)).toBe(TEST_CARD[name]);
    expect(fieldValue(html, 'appliedCode')).toBe('SPEAKUP20');
    expect(await subscriptionsOf(sessionId)).toEqual([]);

    // Paying with the code applied charges the total shown, at the provider.
    const paid = await post(url, { ...TEST_CARD, promotionCode: 'SPEAKUP20', appliedCode: 'SPEAKUP20' });
    expect(paid.status).toBe(303);
    const checkout = await stack.stripe.checkout.sessions.retrieve(sessionId);
    expect(checkout.amount_total).toBe(23_600);
    const invoices = await stack.stripe.invoices.list({ customer: checkout.customer as string });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([23_600]);
    const [subscription] = await subscriptionsOf(sessionId);
    const withCoupon = await stack.stripe.subscriptions.retrieve(subscription!.id, {
      expand: ['discounts.source.coupon'],
    });
    // The renewal the page promised: the coupon stays on the subscription, forever.
    expect(withCoupon.discounts).toEqual([
      expect.objectContaining({
        source: expect.objectContaining({ coupon: expect.objectContaining({ duration: 'forever', percent_off: 20 }) }),
      }),
    ]);
  });

  it('a once-only coupon is said to end after today; a code typed but not applied is shown before any charge', async () => {
    const { url, sessionId } = await openCheckout('once', 'monthly');
    // Subscribe with a code typed but never applied: the total with it is shown first, nothing is charged.
    const typed = await post(url, { ...TEST_CARD, promotionCode: 'HALFPRICE', appliedCode: '' });
    expect(typed.status).toBe(200);
    const page = text(await typed.text());
    expect(page).toContain('Total due today $17.50');
    expect(page).toContain(`Then $35 / month from ${day(inMonths(1))}, without the discount.`);
    expect(page).toContain('50% off on the first payment');
    expect(await subscriptionsOf(sessionId)).toEqual([]);
  });

  it('a wrong code is refused with every card field kept, and nothing is charged', async () => {
    const { url, sessionId } = await openCheckout('wrong-code', 'monthly');
    for (const intent of ['apply', 'pay']) {
      const refused = await post(url, { ...TEST_CARD, promotionCode: 'NOT-A-CODE', appliedCode: '', intent });
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(text(html)).toContain('This code is invalid.');
      expect(text(html)).toContain('Total due today $35');
      for (const name of ['cardNumber', 'expiry', 'cvc', 'name'] as const)
        expect(fieldValue(html, name)).toBe(TEST_CARD[name]);
      expect(fieldValue(html, 'promotionCode')).toBe('NOT-A-CODE');
    }
    expect(await subscriptionsOf(sessionId)).toEqual([]);
  });
});
