import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  billingStreamId,
  billingSubscriptionProjection,
  subscriptionDecider,
  type BillingViews,
  type SyncSubscription,
} from '@impromptu/billing';
import { readProjection, writeOutbox, type OutboxJob } from '@impromptu/event-store';
import { READ_YOUR_WRITES_MS } from '../../infrastructure/command-runner.js';
import { ContextRepository } from '../../infrastructure/context-repository.js';

/** How often a confirmation asks whether the payment's event has reached the billing stream. */
const EVENT_POLL_MS = 100;

@Injectable()
export class SubscriptionsRepository extends ContextRepository<BillingViews> {
  /** The user's payment subscription as projected; undefined before any, or while the view is not built. */
  getPaymentSubscription(userId: string) {
    return readProjection(
      () => this.views.selectFrom('billing_subscription').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      undefined,
    );
  }

  /** Keeps the provider's customer id on the user (spec 3 §3 User.stripe), leaving the rest of `stripe` as it is. */
  async setCustomerId(userId: string, customerId: string): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ stripe: sql`stripe || jsonb_build_object('customerId', ${customerId}::text)` })
      .where('id', '=', userId)
      .execute();
  }

  async updatePlan(userId: string, plan: string): Promise<boolean> {
    const result = await this.db.updateTable('app_user').set({ plan }).where('id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Read-your-writes for a payment: the position of the latest event of this subscription in the user's billing
   * stream (written by the payment's webhook); waits, bounded, for the billing view to pass it. False when there is
   * no such event yet or the view is not there in time.
   */
  async waitForSubscriptionEvent(userId: string, subscriptionId: string): Promise<boolean> {
    // The payment's webhook may still be on its way to the billing stream: its event is waited for too, within the
    // same bound, so one ask of the confirmation page covers the webhook's trip and the projection's.
    const deadline = Date.now() + READ_YOUR_WRITES_MS;
    for (;;) {
      const { rows } = await sql<{ transaction_id: string; global_position: string }>`
        SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
        FROM es_events
        WHERE stream_id = ${billingStreamId(userId)} AND data->>'subscriptionId' = ${subscriptionId}
        ORDER BY stream_version DESC LIMIT 1`.execute(this.db);
      const last = rows[0];
      if (last)
        return this.commands.waitFor(
          { transactionId: last.transaction_id, globalPosition: Number(last.global_position) },
          [billingSubscriptionProjection],
          Math.max(0, deadline - Date.now()),
        );
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, EVENT_POLL_MS));
    }
  }

  /** Whether the user's billing stream records this subscription as a second one, refunded (issue 44). */
  async isRefundedDuplicate(userId: string, subscriptionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('es_events')
      .select('event_type')
      .where('stream_id', '=', billingStreamId(userId))
      .where('event_type', '=', 'DuplicateSubscriptionRefunded')
      .where(sql<string>`data->>'subscriptionId'`, '=', subscriptionId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The receipt of a charge the product made itself (a prorated change of plan): one per new invoice, which only the
   * change that produced it sees, whichever of the change's answer and its webhook reaches the billing stream first.
   */
  async queueReceipt(job: OutboxJob): Promise<void> {
    await writeOutbox(this.db, [job]);
  }

  /** Applies the subscription as the provider answered a change, and waits (bounded) until the view shows it. */
  async sync(command: SyncSubscription): Promise<void> {
    await this.commands.run({
      streamId: billingStreamId(command.data.userId),
      decider: subscriptionDecider,
      command,
      idempotency: { idempotencyKey: command.data.providerEventId },
      waitFor: [billingSubscriptionProjection],
    });
  }
}
