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

/** What a row of the sign-in throttle counts failures for: an account, a client address, or one client on one account. */
export type LoginThrottleScope = 'account' | 'client' | 'account_client';

/** Failed sign-ins remembered for one subject of a scope (docs/decisions/0005). */
export interface LoginThrottleTable {
  scope: LoginThrottleScope;
  /** The lower-case e-mail, the client address, or both separated by a space. */
  subject: string;
  failures: number;
  last_failure_at: NullableTimestamp;
  /** account_client only: when the client last signed the account in. */
  last_success_at: NullableTimestamp;
  expires_at: Timestamp;
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

/** What an account token is for (issue 25). */
export type AccountTokenPurpose = 'password_reset' | 'email_change' | 'email_verify' | 'invitation';

/** A single-use link sent by e-mail; `token_hash` is the SHA-256 of the random token in the link. */
export interface AccountTokenTable {
  id: Generated<string>;
  purpose: AccountTokenPurpose;
  user_id: string;
  /** The address the link went to (for an e-mail change, the new address). */
  email: string;
  token_hash: Buffer;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A fixed-window counter of one throttled account action for one subject (e-mail, client address or user). */
export interface ActionThrottleTable {
  action: string;
  subject: string;
  window_started_at: Timestamp;
  hits: number;
}

export interface IdentityTables {
  account_token: AccountTokenTable;
  action_throttle: ActionThrottleTable;
  user_session: UserSessionTable;
  login_throttle: LoginThrottleTable;
  auth_flow: AuthFlowTable;
}
