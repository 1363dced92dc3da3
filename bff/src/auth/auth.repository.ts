import { Inject, Injectable } from '@nestjs/common';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AppUserTable, AuthFlowTable, DB, UserSessionTable, UserType } from '@impromptu/db';
import { DATABASE } from '../infrastructure/tokens.js';

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

const sessionColumns = ['id', 'user_id', 'created_at', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at', 'user_agent'] as const;

@Injectable()
export class AuthRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  getUserByEmail(email: string): Promise<UserCredentials | undefined> {
    return this.db
      .selectFrom('app_user')
      .select(['id', 'email', 'password_hash', 'auth0_id'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

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

  /** Revokes the user's active sessions other than `keepSessionId`; answers how many. */
  async revokeOtherSessions(userId: string, keepSessionId: string, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('user_session')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('id', '<>', keepSessionId)
      .where('revoked_at', 'is', null)
      .where('idle_expires_at', '>', now)
      .where('absolute_expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Attempts for an e-mail after `since`, newest first. */
  getLoginAttemptsSince(email: string, since: Date, limit: number): Promise<{ succeeded: boolean }[]> {
    return this.db
      .selectFrom('login_attempt')
      .select('succeeded')
      .where('email', '=', email)
      .where('attempted_at', '>', since)
      .orderBy('attempted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async recordLoginAttempt(email: string, succeeded: boolean, attemptedAt: Date): Promise<void> {
    await this.db.insertInto('login_attempt').values({ email, succeeded, attempted_at: attemptedAt }).execute();
  }

  createAuthFlow(flow: Insertable<AuthFlowTable>): Promise<{ id: string }> {
    return this.db.insertInto('auth_flow').values(flow).returning('id').executeTakeFirstOrThrow();
  }

  getAuthFlow(flowId: string, now: Date): Promise<Pick<Selectable<AuthFlowTable>, 'route_type' | 'requested_url' | 'target_id'> | undefined> {
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
