import type { ColumnType, Generated } from 'kysely';

/** Route types of the special-route sign-in flow (spec 1 §4). */
export type AuthFlowRouteType = 'zoom' | 'feedback' | 'subscribe' | 'playbook-offer';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One signed-in session; `token_hash` is the SHA-256 of the opaque bearer token. */
export interface UserSessionTable {
  id: Generated<string>;
  user_id: string;
  token_hash: Buffer;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
}

/** One sign-in attempt with a password, by lower-case e-mail, for the failed-login throttle. */
export interface LoginAttemptTable {
  id: ColumnType<number, never, never>;
  email: string;
  succeeded: boolean;
  attempted_at: DefaultedTimestamp;
}

/** A requested URL kept server-side while an unauthenticated visitor signs in. */
export interface AuthFlowTable {
  id: Generated<string>;
  route_type: AuthFlowRouteType;
  requested_url: string;
  target_id: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
}

export interface IdentityTables {
  user_session: UserSessionTable;
  login_attempt: LoginAttemptTable;
  auth_flow: AuthFlowTable;
}
