import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AccountTokenPurpose, AccountTokenTable, DB } from '@impromptu/db';
import { writeOutbox } from '@impromptu/event-store';
import type { OutgoingEmail } from '@impromptu/integrations';
import { toOutboxJob } from '@impromptu/jobs';
import { DATABASE } from '../../infrastructure/tokens.js';

export type AccountTokenRow = Selectable<AccountTokenTable>;

/** A unique violation of app_user's e-mail (a concurrent sign-up or change took the address). */
function isEmailTaken(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === '23505' &&
    String((error as { constraint?: string }).constraint ?? '').startsWith('app_user_email')
  );
}

/**
 * Account tokens, the throttle counters of account actions and the e-mails they send (ADR 0028).
 * A token and its e-mail commit in one transaction: the e-mail is an outbox row, sent by a job.
 */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  /**
   * Counts one hit of `action` for `subject` in a fixed window of `windowMs` (a window that ended starts
   * again): one statement, so concurrent hits are all counted. Answers the hits of the window and when it ends.
   */
  async hit(action: string, subject: string, now: Date, windowMs: number): Promise<{ hits: number; endsAt: Date }> {
    const windowStart = new Date(now.getTime() - windowMs);
    const row = await this.db
      .insertInto('action_throttle')
      .values({ action, subject, window_started_at: now, hits: 1 })
      .onConflict((oc) =>
        oc.columns(['action', 'subject']).doUpdateSet({
          hits: sql<number>`CASE WHEN action_throttle.window_started_at <= ${windowStart} THEN 1 ELSE action_throttle.hits + 1 END`,
          window_started_at: sql<Date>`CASE WHEN action_throttle.window_started_at <= ${windowStart} THEN ${now} ELSE action_throttle.window_started_at END`,
        }),
      )
      .returning(['hits', 'window_started_at'])
      .executeTakeFirstOrThrow();
    // Counters whose window ended long ago say nothing: a few go with each hit.
    await this.db
      .deleteFrom('action_throttle')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('action', 'subject'),
          'in',
          selectFrom('action_throttle')
            .select(['action', 'subject'])
            .where('window_started_at', '<', new Date(now.getTime() - 24 * 3600_000))
            .limit(100)
            .forUpdate()
            .skipLocked()
            .$asTuple('action', 'subject'),
        ),
      )
      .execute();
    return { hits: row.hits, endsAt: new Date(row.window_started_at.getTime() + windowMs) };
  }

  /**
   * Takes one from `subject`'s bucket of `action` (ADR 0054): the row's `hits` is the bucket's level, which drains by one
   * every `intervalMs` from `window_started_at`. Under `burst` the hit is counted and the wait is 0; at it nothing is
   * counted (a refused try does not push the next one back) and the wait is until the next drain.
   */
  async takeFromBucket(
    action: string,
    subject: string,
    now: Date,
    { burst, intervalMs }: { burst: number; intervalMs: number },
  ): Promise<{ waitMs: number }> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('action_throttle')
        .values({ action, subject, window_started_at: now, hits: 0 })
        .onConflict((oc) => oc.columns(['action', 'subject']).doNothing())
        .execute();
      const row = await trx
        .selectFrom('action_throttle')
        .select(['hits', 'window_started_at'])
        .where('action', '=', action)
        .where('subject', '=', subject)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const drained = Math.floor(Math.max(0, now.getTime() - row.window_started_at.getTime()) / intervalMs);
      const level = Math.max(0, row.hits - drained);
      const since = level === 0 ? now : new Date(row.window_started_at.getTime() + drained * intervalMs);
      const taken = level < burst;
      await trx
        .updateTable('action_throttle')
        .set({ hits: taken ? level + 1 : level, window_started_at: since })
        .where('action', '=', action)
        .where('subject', '=', subject)
        .execute();
      return { waitMs: taken ? 0 : since.getTime() + intervalMs - now.getTime() };
    });
  }

  /** Keeps a token (its hash) and queues its e-mails, in one transaction. */
  async issueToken(
    token: { purpose: AccountTokenPurpose; userId: string; email: string; tokenHash: Buffer; expiresAt: Date },
    emails: OutgoingEmail[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('account_token')
        .values({
          purpose: token.purpose,
          user_id: token.userId,
          email: token.email,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
        })
        .execute();
      await this.queueEmails(trx, emails);
    });
  }

  /**
   * Keeps several tokens and queues their e-mails in `executor` (the caller's transaction, e.g. a bulk upload's), on the
   * bulk e-mail queue: these are invitations, sent to many at once.
   */
  async issueTokens(
    executor: Kysely<DB> | Transaction<DB>,
    tokens: { purpose: AccountTokenPurpose; userId: string; email: string; tokenHash: Buffer; expiresAt: Date }[],
    emails: OutgoingEmail[],
  ): Promise<void> {
    if (tokens.length === 0) return;
    await executor
      .insertInto('account_token')
      .values(
        tokens.map((token) => ({
          purpose: token.purpose,
          user_id: token.userId,
          email: token.email,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
        })),
      )
      .execute();
    await this.queueEmails(executor, emails, { bulk: true });
  }

  /** Whether the account was invited and has not accepted yet: no password, and an invitation was sent. */
  async hasPendingInvitation(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_token')
      .innerJoin('app_user', 'app_user.id', 'account_token.user_id')
      .select('account_token.id')
      .where('account_token.user_id', '=', userId)
      .where('account_token.purpose', '=', 'invitation')
      .where('app_user.password_hash', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Creates an invited account (no password yet); undefined when the address is taken. */
  async createInvitedUser(user: { email: string; firstName: string; lastName: string }): Promise<string | undefined> {
    const row = await this.db
      .insertInto('app_user')
      .values({ email: user.email, first_name: user.firstName, last_name: user.lastName, type: 'LEARNER' })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Accepting an invitation: uses the token, sets the first password and confirms the address (the link
   * reached it). Undefined when the token was used meanwhile.
   */
  async acceptInvitation(token: AccountTokenRow, passwordHash: string, now: Date): Promise<true | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.consume(trx, token.id, now))) return undefined;
      // Other invitations of the account are spent with it: one account, one first password.
      await trx
        .updateTable('account_token')
        .set({ used_at: now })
        .where('user_id', '=', token.user_id)
        .where('purpose', '=', 'invitation')
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('app_user')
        .set({ password_hash: passwordHash, email_verified_at: now, updated_at: now })
        .where('id', '=', token.user_id)
        .execute();
      return true as const;
    });
  }

  /**
   * Queues e-mails in `executor`'s transaction: on the transactional queue, or with `bulk` (invitations) on the bulk
   * one, so a reset never waits behind a class's invitations (ADR 0053).
   */
  async queueEmails(
    executor: Kysely<DB> | Transaction<DB>,
    emails: OutgoingEmail[],
    { bulk = false }: { bulk?: boolean } = {},
  ): Promise<void> {
    if (emails.length === 0) return;
    await writeOutbox(
      executor,
      emails.map((email) => (bulk ? toOutboxJob('email.send-bulk', email) : toOutboxJob('email.send', email))),
    );
  }

  inTransaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  getToken(tokenHash: Buffer): Promise<AccountTokenRow | undefined> {
    return this.db.selectFrom('account_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Uses a token once: false when it was used (or expired) in the meantime, e.g. by a racing request. */
  private async consume(trx: Transaction<DB>, tokenId: string, now: Date): Promise<boolean> {
    const used = await trx
      .updateTable('account_token')
      .set({ used_at: now })
      .where('id', '=', tokenId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return used !== undefined;
  }

  /**
   * A password reset: uses the token, sets the password, confirms the address (the link reached it) and
   * revokes every session of the user. Undefined when the token was used meanwhile; else the revoked sessions.
   */
  async resetPassword(token: AccountTokenRow, passwordHash: string, now: Date): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.consume(trx, token.id, now))) return undefined;
      await trx
        .updateTable('app_user')
        .set((eb) => ({
          password_hash: passwordHash,
          email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', token.user_id)
        .execute();
      const revoked = await trx
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('user_id', '=', token.user_id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return revoked.map((session) => session.id);
    });
  }

  /** A new password from Settings: every session but `keepSessionId` is revoked; answers the revoked ones. */
  async changePassword(
    userId: string,
    passwordHash: string,
    keepSessionId: string,
    now: Date,
    emails: OutgoingEmail[],
  ): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
      const revoked = await trx
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('id', '<>', keepSessionId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      await this.queueEmails(trx, emails);
      return revoked.map((session) => session.id);
    });
  }

  /**
   * Confirms an address: an e-mail change moves the account to the token's address, a confirmation marks
   * the current one confirmed. 'used' when the token was used meanwhile, 'taken' when another account has
   * the address by now; else the user's unrevoked sessions (their cached user data is stale).
   */
  async confirmEmail(token: AccountTokenRow, now: Date): Promise<'used' | 'taken' | { sessions: string[] }> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (!(await this.consume(trx, token.id, now))) return 'used' as const;
        await trx
          .updateTable('app_user')
          .set({ email: token.email, email_verified_at: now, updated_at: now })
          .where('id', '=', token.user_id)
          .execute();
        // The provider's customer takes the new address too (issue 44), by a job committed with the change.
        if (token.purpose === 'email_change')
          await writeOutbox(trx, [toOutboxJob('billing.customer-email', { userId: token.user_id })]);
        const sessions = await trx
          .selectFrom('user_session')
          .select('id')
          .where('user_id', '=', token.user_id)
          .where('revoked_at', 'is', null)
          .execute();
        return { sessions: sessions.map((session) => session.id) };
      });
    } catch (error) {
      if (isEmailTaken(error)) return 'taken';
      throw error;
    }
  }

  async markVerified(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ email_verified_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
  }
}
