import { Inject, Injectable } from '@nestjs/common';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AppUserTable, AuthFlowTable, DB, LoginThrottleScope, UserSessionTable, UserType } from '@impromptu/db';
import { DATABASE } from '../../infrastructure/tokens.js';
import type { LoginCounters, LoginThrottleSubjects } from './login-throttle.js';

export interface SessionWithUser {
  sessionId: string;
  userId: string;
  email: string;
  type: UserType;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export type SessionRow = Pick<
  Selectable<UserSessionTable>,
  'id' | 'user_id' | 'created_at' | 'last_seen_at' | 'idle_expires_at' | 'absolute_expires_at' | 'user_agent'
>;

export type UserCredentials = Pick<Selectable<AppUserTable>, 'id' | 'email' | 'password_hash' | 'auth0_id'>;

const EXPIRED_COUNTERS_PER_SWEEP = 1_000;

const sessionColumns = [
  'id',
  'user_id',
  'created_at',
  'last_seen_at',
  'idle_expires_at',
  'absolute_expires_at',
  'user_agent',
] as const;

@Injectable()
export class AuthRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  getUserByAuth0Id(auth0Id: string): Promise<UserCredentials | undefined> {
    return this.db
      .selectFrom('app_user')
      .select(['id', 'email', 'password_hash', 'auth0_id'])
      .where('auth0_id', '=', auth0Id)
      .executeTakeFirst();
  }

  /** Undefined when the e-mail is taken (a concurrent sign-up included). */
  async createUser(user: Insertable<DB['app_user']>): Promise<{ id: string } | undefined> {
    return this.db
      .insertInto('app_user')
      .values(user)
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  async setAuth0Id(userId: string, auth0Id: string): Promise<void> {
    await this.db.updateTable('app_user').set({ auth0_id: auth0Id }).where('id', '=', userId).execute();
  }

  createSession(session: Insertable<UserSessionTable>): Promise<SessionRow> {
    return this.db.insertInto('user_session').values(session).returning(sessionColumns).executeTakeFirstOrThrow();
  }

  /** The unrevoked session with this token hash, with its user; expiry is the caller's rule. */
  getSessionByTokenHash(tokenHash: Buffer): Promise<SessionWithUser | undefined> {
    return this.db
      .selectFrom('user_session')
      .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
      .select([
        'user_session.id as sessionId',
        'app_user.id as userId',
        'app_user.email as email',
        'app_user.type as type',
        'user_session.last_seen_at as lastSeenAt',
        'user_session.idle_expires_at as idleExpiresAt',
        'user_session.absolute_expires_at as absoluteExpiresAt',
      ])
      .where('user_session.token_hash', '=', tokenHash)
      .where('user_session.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  getSession(sessionId: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('user_session').select(sessionColumns).where('id', '=', sessionId).executeTakeFirst();
  }

  async touchSession(sessionId: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
    await this.db
      .updateTable('user_session')
      .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Sessions of a user that are neither revoked nor expired at `now`, most recently used first. */
  getActiveSessions(userId: string, now: Date): Promise<SessionRow[]> {
    return this.db
      .selectFrom('user_session')
      .select(sessionColumns)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('idle_expires_at', '>', now)
      .where('absolute_expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('user_session')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes the user's active sessions other than `keepSessionId`; answers their ids. */
  async revokeOtherSessions(userId: string, keepSessionId: string, now: Date): Promise<string[]> {
    const revoked = await this.db
      .updateTable('user_session')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('id', '<>', keepSessionId)
      .where('revoked_at', 'is', null)
      .where('idle_expires_at', '>', now)
      .where('absolute_expires_at', '>', now)
      .returning('id')
      .execute();
    return revoked.map((session) => session.id);
  }

  /**
   * The throttle counters of `subjects` (a missing one reads as empty), locked while `change` decides,
   * then what it returns written (nothing for undefined): one transaction, so attempts on one subject
   * take turns. Answers the counters before and after.
   */
  changeLoginCounters(
    subjects: LoginThrottleSubjects,
    now: Date,
    change: (counters: LoginCounters) => LoginCounters | undefined,
  ): Promise<{ before: LoginCounters; after: LoginCounters | undefined }> {
    const keys = (Object.entries(subjects) as [LoginThrottleScope, string][])
      .map(([scope, subject]) => ({ scope, subject }))
      // One order for every transaction, so two of them never wait for each other's rows.
      .sort((a, b) => a.scope.localeCompare(b.scope) || a.subject.localeCompare(b.subject));
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_throttle')
        .values(keys.map((key) => ({ ...key, failures: 0, expires_at: now })))
        .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
        .execute();
      const rows = await trx
        .selectFrom('login_throttle')
        .select(['scope', 'failures', 'last_failure_at', 'last_success_at', 'expires_at'])
        .where((eb) => eb.or(keys.map((key) => eb.and({ scope: key.scope, subject: key.subject }))))
        .orderBy('scope')
        .orderBy('subject')
        .forUpdate()
        .execute();
      // A row can be gone by now: the sweep may have taken it as expired before it was locked here.
      const found = new Map(rows.map(({ scope, ...counter }) => [scope, counter]));
      const before = Object.fromEntries(
        keys.map(({ scope }) => [
          scope,
          found.get(scope) ?? { failures: 0, last_failure_at: null, last_success_at: null, expires_at: now },
        ]),
      ) as LoginCounters;
      const after = change(before);
      if (after) {
        const rowsAfter = keys.flatMap((key) => {
          const counter = after[key.scope];
          return counter ? [{ ...key, ...counter }] : [];
        });
        await trx
          .insertInto('login_throttle')
          .values(rowsAfter)
          .onConflict((oc) =>
            oc.columns(['scope', 'subject']).doUpdateSet((eb) => ({
              failures: eb.ref('excluded.failures'),
              last_failure_at: eb.ref('excluded.last_failure_at'),
              last_success_at: eb.ref('excluded.last_success_at'),
              expires_at: eb.ref('excluded.expires_at'),
            })),
          )
          .execute();
      }
      return { before, after };
    });
  }

  /** Deletes expired counters, a bounded batch at a time; rows locked by an attempt are left for later, so the sweep never waits. */
  async deleteExpiredLoginCounters(now: Date): Promise<void> {
    await this.db
      .deleteFrom('login_throttle')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('scope', 'subject'),
          'in',
          selectFrom('login_throttle')
            .select(['scope', 'subject'])
            .where('expires_at', '<=', now)
            .limit(EXPIRED_COUNTERS_PER_SWEEP)
            .forUpdate()
            .skipLocked()
            .$asTuple('scope', 'subject'),
        ),
      )
      .execute();
  }

  createAuthFlow(flow: Insertable<AuthFlowTable>): Promise<{ id: string }> {
    return this.db.insertInto('auth_flow').values(flow).returning('id').executeTakeFirstOrThrow();
  }

  getAuthFlow(
    flowId: string,
    now: Date,
  ): Promise<Pick<Selectable<AuthFlowTable>, 'route_type' | 'requested_url' | 'target_id'> | undefined> {
    return this.db
      .selectFrom('auth_flow')
      .select(['route_type', 'requested_url', 'target_id'])
      .where('id', '=', flowId)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async deleteAuthFlow(flowId: string): Promise<void> {
    await this.db.deleteFrom('auth_flow').where('id', '=', flowId).execute();
  }

  async deleteExpiredAuthFlows(now: Date): Promise<void> {
    await this.db.deleteFrom('auth_flow').where('expires_at', '<=', now).execute();
  }
}
