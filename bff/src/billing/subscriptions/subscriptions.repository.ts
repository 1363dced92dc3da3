import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import {
  billingStreamId,
  billingSubscriptionProjection,
  subscriptionDecider,
  type BillingViews,
  type SyncSubscription,
} from '@impromptu/billing';
import { EventStore, handleCommand, positionOf, readProjection, waitForCheckpoint } from '@impromptu/event-store';
import { DATABASE } from '../../infrastructure/tokens.js';

/** How long a request waits for its own change to show in the billing view before it answers anyway. */
export const READ_YOUR_WRITES_MS = 3_000;

@Injectable()
export class SubscriptionsRepository {
  private readonly store: EventStore;
  private readonly views: Kysely<DB & BillingViews>;

  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {
    this.store = new EventStore(db);
    this.views = db.withTables<BillingViews>();
  }

  getUser(userId: string) {
    return this.db
      .selectFrom('app_user')
      .select(['id', 'email', 'first_name', 'last_name', 'type', 'plan', 'is_plan_paused', 'stripe'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

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

  /** Applies the subscription as the provider answered a change, and waits (bounded) until the view shows it. */
  async sync(command: SyncSubscription): Promise<void> {
    const { append } = await handleCommand(
      this.store,
      billingStreamId(command.data.userId),
      subscriptionDecider,
      command,
      { idempotencyKey: command.data.providerEventId },
    );
    if (append)
      await waitForCheckpoint(this.db, billingSubscriptionProjection.name, positionOf(append), READ_YOUR_WRITES_MS);
  }
}
