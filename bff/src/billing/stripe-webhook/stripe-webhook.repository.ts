import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { writeOutbox } from '@impromptu/event-store';
import type { ProviderEvent } from '@impromptu/integrations';
import { toOutboxJob } from '@impromptu/jobs';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class StripeWebhookRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  /**
   * Keeps the event in the inbox and its processing job in the outbox, in one transaction; a delivery of an
   * event already kept (a retry, or a second delivery racing the first) inserts nothing and queues nothing.
   * Answers whether this delivery was the first.
   */
  async receive(event: ProviderEvent, payload: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('billing_webhook_event')
        .values({ event_id: event.id, type: event.type, payload })
        // The primary key decides which of two racing deliveries is first; the other is a duplicate by design.
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning(sql<string>`event_id`.as('event_id'))
        .executeTakeFirst();
      if (!inserted) return false;
      await writeOutbox(trx, [toOutboxJob('billing.stripe-webhook', { eventId: event.id })]);
      return true;
    });
  }
}
