import { sql, type Kysely } from 'kysely';
import { EventStore, handleCommand } from '@impromptu/event-store';
import { EMBEDDED_PRICE_IDS, EmbeddedObjectStore, EmbeddedStripe, subscriptionSnapshot } from '@impromptu/integrations';
import { subscriptionDecider } from './subscription/subscription.decider.js';
import { billingStreamId } from './subscription/subscription.events.js';
import { embeddedCatalogue } from './catalogue.js';

/** The demo learner who pays for Platform monthly on `npm start` (spec: a learner with an active subscription). */
export const DEMO_SUBSCRIBER_EMAIL = 'learner@example.com';

/**
 * Gives the demo learner a Platform subscription in the embedded payment service, paid with the test card, and
 * records it as the webhooks would: in the user's billing stream. Idempotent: a learner with a customer is left as is.
 */
export async function seedDemoSubscription(db: Kysely<any>, now: Date = new Date()): Promise<boolean> {
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'last_name', 'stripe'])
    .where('email', '=', DEMO_SUBSCRIBER_EMAIL)
    .executeTakeFirst();
  if (!user || typeof (user.stripe as Record<string, unknown>)['customerId'] === 'string') return false;
  // Silent: no webhooks while seeding; the stream gets what they would have said.
  const stripe = new EmbeddedStripe({
    store: new EmbeddedObjectStore(db),
    publicUrl: 'http://localhost',
    webhooks: null,
    now: () => now,
  });
  await stripe.ensureCatalogue(embeddedCatalogue(now));
  const customer = await stripe.createCustomer({
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    metadata: { userId: user.id },
  });
  await db
    .updateTable('app_user')
    .set({ stripe: sql`stripe || jsonb_build_object('customerId', ${customer.id}::text)` })
    .where('id', '=', user.id)
    .execute();
  const session = await stripe.createCheckoutSession({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: user.id,
    line_items: [{ price: EMBEDDED_PRICE_IDS.trainings.monthly, quantity: '1' }],
    subscription_data: { metadata: { userId: user.id } },
    metadata: { userId: user.id },
    success_url: 'http://localhost/',
  });
  await stripe.completeCheckout(
    session.id,
    {
      number: '4242 4242 4242 4242',
      expiry: `12 / ${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
      cvc: '123',
      name: `${user.first_name} ${user.last_name}`,
    },
    null,
  );
  const completed = await stripe.retrieveCheckoutSession(session.id);
  const snapshot = subscriptionSnapshot(
    await stripe.retrieveSubscription(String(completed['subscription']), ['discounts.source.coupon']),
  );
  const store = new EventStore(db);
  const stream = billingStreamId(user.id);
  await handleCommand(store, stream, subscriptionDecider, {
    type: 'SyncSubscription',
    data: {
      userId: user.id,
      providerEventId: `seed:${snapshot.id}`,
      occurredAt: now,
      snapshot,
      plan: 'trainings',
      period: 'monthly',
    },
  });
  await handleCommand(store, stream, subscriptionDecider, {
    type: 'CompleteCheckout',
    data: {
      userId: user.id,
      providerEventId: `seed:${session.id}`,
      occurredAt: now,
      checkoutSessionId: session.id,
      customerId: customer.id,
      subscriptionId: snapshot.id,
    },
  });
  return true;
}
