import { sql, type Kysely } from 'kysely';
import { emailJob, handleCommand, type OutboxJob } from '@impromptu/event-store';
import { formatDollars } from '@impromptu/kernel';
import { subscriptionDecider } from '../subscription/subscription.decider.js';
import { billingStreamId } from '../subscription/subscription.events.js';
import { withCustomerLock, type OneSubscriptionWorld } from './one-subscription.js';

/** The sentence the Billing page and the e-mail use for a refund the bank refused. */
export function failedRefundSentence(amountCents: number, creditedCents: number): string {
  const amount = formatDollars(amountCents);
  return creditedCents > 0
    ? `Your bank refused our refund of ${amount} (the card may be closed or expired), so we kept it as credit: it pays your next charges first.`
    : `Your bank refused our refund of ${amount} (the card may be closed or expired). Contact us and we will send it another way.`;
}

/** The e-mail that tells a person a refund did not reach their card and where the money is now. */
export function failedRefundEmailJob(notice: {
  to: string;
  firstName: string;
  amountCents: number;
  creditedCents: number;
}): OutboxJob {
  return emailJob('transactional', {
    to: notice.to,
    firstName: notice.firstName,
    subject: `Your refund of ${formatDollars(notice.amountCents)} could not reach your card`,
    body: [
      failedRefundSentence(notice.amountCents, notice.creditedCents),
      '',
      notice.creditedCents > 0
        ? 'Your credit is under Settings → Plan & Billing. If you would rather have the money back another way, contact us (the Contact link at the foot of every page) and we will arrange it.'
        : 'Use the Contact link at the foot of every page, and we will arrange it with you.',
    ],
  });
}

/**
 * A refund the bank refused after it was made (issue 44): the money stayed with the provider, so it goes back to the
 * customer's balance as credit — the provider holds it, the Billing page shows it, the next charges use it — and the
 * failure is recorded in the user's billing stream with an e-mail, once. Safe to repeat: the webhook's two events
 * (refund.failed, charge.refund.updated), a retried delivery and the reconciliation all land here.
 * Answers what was done, or null when the refund has not failed or belongs to no user of the product.
 */
export async function recordFailedRefund(
  world: OneSubscriptionWorld,
  input: { refundId: string; now: Date; userOf: (customerId: string) => Promise<string | null> },
): Promise<{ userId: string; creditedCents: number } | null> {
  // Stripe sends two events for one failure, which two workers may handle at once: the credit is given under a lock
  // of the refund's own (the provider's mark and idempotency key make a later repeat a no-op), and the stream
  // records the failure once.
  const failed = await withCustomerLock(world.db, `failed-refund:${input.refundId}`, () =>
    world.payments.creditFailedRefund(input.refundId),
  );
  if (!failed) return null;
  const userId = await input.userOf(failed.customerId);
  if (!userId) return null;
  const user = await world.db
    .selectFrom('app_user')
    .select(['email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  await handleCommand(
    world.store,
    billingStreamId(userId),
    subscriptionDecider,
    {
      type: 'RecordRefundFailure',
      data: {
        userId,
        providerEventId: `refund-failed:${failed.refund.id}`,
        occurredAt: input.now,
        refundId: failed.refund.id,
        reason: failed.refund.reason,
        amountCents: failed.refund.amountCents,
        creditedCents: failed.creditedCents,
      },
    },
    {
      idempotencyKey: `refund-failed:${failed.refund.id}`,
      outbox: (decided) =>
        user && decided.length > 0
          ? [
              failedRefundEmailJob({
                to: user.email as string,
                firstName: (user.first_name as string | null) ?? '',
                amountCents: failed.refund.amountCents,
                creditedCents: failed.creditedCents,
              }),
            ]
          : [],
    },
  );
  return { userId, creditedCents: failed.creditedCents };
}

/** The failed refunds the user's billing stream holds already. */
export async function recordedFailedRefunds(db: Kysely<any>, userId: string): Promise<Set<string>> {
  const { rows } = await sql<{ refund_id: string }>`
    SELECT data->>'refundId' AS refund_id FROM es_events
    WHERE stream_id = ${billingStreamId(userId)} AND event_type = 'RefundFailed'`.execute(db);
  return new Set(rows.map((row) => row.refund_id));
}
