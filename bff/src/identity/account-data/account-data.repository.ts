import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { readProjection, writeOutbox, type ForgetResult } from '@impromptu/event-store';
import { releaseFutureSeats } from '@impromptu/classes';
import { forgetAccountEvents, projectionsToRebuild, toOutboxJob } from '@impromptu/jobs';
import type { OutgoingEmail } from '@impromptu/integrations';
import { DATABASE } from '../../infrastructure/tokens.js';

export interface StoredEventRow {
  stream_id: string;
  event_type: string;
  data: Record<string, unknown>;
  recorded_at: Date;
}

export type ErasureOutcome =
  | { status: 'deleted'; sessionIds: string[]; forgotten: ForgetResult; releasedSeats: string[] }
  | { status: 'already_deleted' };

@Injectable()
export class AccountDataRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  groups(userId: string) {
    return this.db
      .selectFrom('user_group as ug')
      .innerJoin('learning_group as g', 'g.id', 'ug.group_id')
      .select(['g.name', 'g.type', 'ug.created_at'])
      .where('ug.user_id', '=', userId)
      .orderBy('ug.created_at')
      .execute();
  }

  consent(userId: string) {
    return this.db.selectFrom('consent').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  writtenInputs(userId: string) {
    return this.db
      .selectFrom('user_content')
      .select(['label', 'text', 'type', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at')
      .execute();
  }

  /** Watched time of lesson videos (ADR 0057); the rows go with the account (ON DELETE CASCADE). */
  watchedVideos(userId: string) {
    return this.db
      .selectFrom('watched_video')
      .select(['video', 'spans', 'position_seconds', 'duration_seconds', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at')
      .execute();
  }

  /** When a session was signed in; undefined for one that is gone. */
  async sessionStartedAt(sessionId: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('user_session')
      .select('created_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row?.created_at;
  }

  sessions(userId: string) {
    return this.db
      .selectFrom('user_session')
      .select(['created_at', 'last_seen_at', 'user_agent'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .execute();
  }

  emails(address: string) {
    return this.db
      .selectFrom('email_message')
      .select(['subject', 'text_body', 'created_at', 'status'])
      .where('to_address', '=', address)
      .orderBy('created_at')
      .execute();
  }

  /**
   * Every event about the person, in the global order: those that carry their id anywhere (all their own
   * streams' events do) and those of their own streams named after them. Read by the same match the forget
   * operation uses, so the download shows what a deletion erases.
   */
  async events(userId: string): Promise<StoredEventRow[]> {
    const quoted = `%"${userId.toLowerCase()}"%`;
    const { rows } = await sql<StoredEventRow>`
      SELECT stream_id, event_type, data, recorded_at FROM es_events
      WHERE data::text LIKE ${quoted} OR stream_id LIKE ${`%${userId.toLowerCase()}%`}
      ORDER BY transaction_id, global_position
    `.execute(this.db);
    return rows;
  }

  /** The person's current payment subscription, from the billing projection (null when none or ended). */
  /** The payment provider's customer of the user as the billing view knows it (when app_user.stripe does not). */
  async customerIdOf(userId: string): Promise<string | null> {
    const row = await readProjection(
      () =>
        sql<{ customer_id: string | null }>`SELECT customer_id FROM billing_subscription WHERE user_id = ${userId}`
          .execute(this.db)
          .then((result) => result.rows[0]),
      undefined,
    );
    return row?.customer_id ?? null;
  }

  async activeSubscriptionId(userId: string): Promise<string | null> {
    const row = await readProjection(
      () =>
        sql<{ subscription_id: string | null; status: string | null; ended_at: Date | null }>`
          SELECT subscription_id, status, ended_at FROM billing_subscription WHERE user_id = ${userId}
        `
          .execute(this.db)
          .then((result) => result.rows[0]),
      undefined,
    );
    if (!row?.subscription_id || row.ended_at !== null || row.status === 'canceled') return null;
    return row.subscription_id;
  }

  /**
   * The deletion, in one transaction (ADR 0029): the account's row is locked first, so of two deletions racing
   * one deletes and the other finds no row; the event store forgets the person; the reference rows go (their
   * foreign keys cascade from app_user: sessions, groups, consents, written inputs, registrations rows,
   * recordings' audio…), and with them what names the person elsewhere (e-mails sent to them, sign-in
   * counters for their address, the payment provider's webhook deliveries about them); the forget is recorded,
   * and the job that rebuilds what the forgotten events fed is queued in the outbox.
   */
  async erase(userId: string, farewell?: OutgoingEmail): Promise<ErasureOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('app_user')
        .select(['id', 'email'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) return { status: 'already_deleted' } as const;
      const sessions = await trx
        .selectFrom('user_session')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      // The seats of classes not started yet go back to the class first; the forget then covers those cancellations.
      const releasedSeats = await releaseFutureSeats(trx, userId, new Date());
      const forgotten = await forgetAccountEvents(trx, userId);
      await trx.deleteFrom('email_message').where('to_address', '=', user.email).execute();
      // The e-mail path's sent-once ledger and the account actions' throttle counters name the address or the id.
      await sql`DELETE FROM email_delivery WHERE to_address = ${user.email}`.execute(trx);
      await sql`DELETE FROM action_throttle WHERE subject IN (${user.email}, ${userId})`.execute(trx);
      await sql`DELETE FROM login_throttle WHERE subject = ${user.email} OR starts_with(subject, ${`${user.email} `})
        OR right(subject, ${user.email.length + 1}) = ${` ${user.email}`}`.execute(trx);
      await sql`DELETE FROM billing_webhook_event WHERE payload::text LIKE ${`%"${userId}"%`}`.execute(trx);
      await trx.deleteFrom('app_user').where('id', '=', userId).execute();
      const projections = projectionsToRebuild(forgotten.eventTypes);
      await sql`
        INSERT INTO forgotten_subject (subject_id, deleted_events, redacted_events, projections)
        VALUES (${userId}, ${forgotten.deletedEvents}, ${forgotten.redactedEvents}, ${projections}::text[])
      `.execute(trx);
      if (projections.length > 0) {
        await writeOutbox(trx, [toOutboxJob('account.finish-erasure', { userId, projections })]);
      }
      // The confirmation of the deletion, committed with it (issue 44): the last message to the address.
      if (farewell) await writeOutbox(trx, [toOutboxJob('email.send', farewell)]);
      return { status: 'deleted', sessionIds: sessions.map((s) => s.id), forgotten, releasedSeats } as const;
    });
  }

  /** The person's customer at the payment provider (spec 3 §3 User.stripe), null when they never started a payment. */
  async customerId(userId: string): Promise<string | null> {
    const { rows } = await sql<{ customer_id: string | null }>`
      SELECT stripe->>'customerId' AS customer_id FROM app_user WHERE id = ${userId}
    `.execute(this.db);
    return rows[0]?.customer_id ?? null;
  }
}
