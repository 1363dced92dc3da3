import type { LoginThrottleScope } from '@impromptu/db';

// The sign-in throttle's rules, pure: time comes in as `now`. Why these numbers: docs/decisions/0005.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ThrottlePolicy {
  /** Failures that cost nothing: after this many, each attempt waits, and each further failure doubles the wait. */
  failuresBeforeDelay: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten once none has come for this long. */
  forgetAfterMs: number;
}

export type LoginThrottlePolicies = Record<LoginThrottleScope, ThrottlePolicy>;

export const LOGIN_THROTTLE: LoginThrottlePolicies = {
  // One client guessing one account: room for typos, then 1 s, 2 s, 4 s… up to 15 minutes.
  account_client: { failuresBeforeDelay: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  // One client trying many accounts (password spraying), with room for a school or an office behind one address.
  client: { failuresBeforeDelay: 20, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  // Many clients against one account. Its owner is refused too, so the wait never passes a minute.
  account: { failuresBeforeDelay: 20, firstDelayMs: SECOND, maxDelayMs: MINUTE, forgetAfterMs: HOUR },
};

/** A client that signed an account in stays known to it this long, and the account-wide wait does not apply to it. */
export const KNOWN_CLIENT_MS = 30 * DAY;

/** What one row of the throttle remembers. */
export interface LoginCounter {
  failures: number;
  last_failure_at: Date | null;
  last_success_at: Date | null;
  /** When the counter says nothing any more: the row may go. */
  expires_at: Date;
}

/** The counters of one sign-in attempt; without the client's address only the account's. */
export type LoginCounters = { account: LoginCounter } & Partial<
  Record<Exclude<LoginThrottleScope, 'account'>, LoginCounter>
>;

export type LoginThrottleSubjects = Partial<Record<LoginThrottleScope, string>>;

/** The subjects an attempt is counted under: the e-mail, the client address and both together. */
export function throttleSubjects(email: string, client: string | undefined): LoginThrottleSubjects {
  return client === undefined ? { account: email } : { account: email, client, account_client: `${email} ${client}` };
}

/** How long an attempt at `now` must wait, 0 when it may go ahead; a client known to the account skips the account-wide wait. */
export function attemptWait(
  counters: LoginCounters,
  now: Date,
  policies: LoginThrottlePolicies = LOGIN_THROTTLE,
): number {
  return Math.max(
    ...scopesOf(counters)
      .filter((scope) => !(scope === 'account' && isKnownClient(counters.account_client, now)))
      .map((scope) => remainingWait(counters[scope], policies[scope], now)),
  );
}

/**
 * The counters with the attempt counted as a failure. An attempt is charged before its password is
 * checked, so that concurrent attempts cannot share one free try; a success gives it back (`afterSuccess`).
 */
export function chargeAttempt(
  counters: LoginCounters,
  now: Date,
  policies: LoginThrottlePolicies = LOGIN_THROTTLE,
): LoginCounters {
  return mapCounters(counters, (counter, scope) => withFailure(counter, policies[scope], now));
}

/**
 * After the password proved right: the client's failures on this account are cleared and the client
 * becomes known to the account; the failure charged to the client and to the account is given back.
 * A counter that changed since the charge (a concurrent failure) only loses one failure.
 */
export function afterSuccess(
  current: LoginCounters,
  charged: LoginCounters,
  before: LoginCounters,
  now: Date,
): LoginCounters {
  return mapCounters(current, (counter, scope) => {
    if (scope === 'account_client') {
      return {
        failures: 0,
        last_failure_at: null,
        last_success_at: now,
        expires_at: new Date(now.getTime() + KNOWN_CLIENT_MS),
      };
    }
    const chargedCounter = charged[scope];
    const unchanged =
      chargedCounter !== undefined &&
      counter.failures === chargedCounter.failures &&
      counter.last_failure_at?.getTime() === chargedCounter.last_failure_at?.getTime();
    return unchanged ? (before[scope] ?? counter) : { ...counter, failures: Math.max(0, counter.failures - 1) };
  });
}

/** A wait in whole seconds, rounded up, for Retry-After and the message. */
export function waitSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / SECOND));
}

function scopesOf(counters: LoginCounters): LoginThrottleScope[] {
  return (['account', 'client', 'account_client'] as const).filter((scope) => counters[scope] !== undefined);
}

function mapCounters(
  counters: LoginCounters,
  change: (counter: LoginCounter, scope: LoginThrottleScope) => LoginCounter,
): LoginCounters {
  const mapped: LoginCounters = { account: change(counters.account, 'account') };
  if (counters.client) mapped.client = change(counters.client, 'client');
  if (counters.account_client) mapped.account_client = change(counters.account_client, 'account_client');
  return mapped;
}

/** Failures not yet forgotten at `now`. */
function rememberedFailures(counter: LoginCounter, policy: ThrottlePolicy, now: Date): number {
  if (counter.last_failure_at === null) return 0;
  return now.getTime() - counter.last_failure_at.getTime() < policy.forgetAfterMs ? counter.failures : 0;
}

/** The wait that the last failure started: none before `failuresBeforeDelay` failures, then doubling up to the cap. */
function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.failuresBeforeDelay) return 0;
  // The exponent is bounded so that the doubling cannot overflow before the cap applies.
  const doublings = Math.min(failures - policy.failuresBeforeDelay, 40);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

function remainingWait(counter: LoginCounter | undefined, policy: ThrottlePolicy, now: Date): number {
  if (counter?.last_failure_at == null) return 0;
  const delay = delayAfter(rememberedFailures(counter, policy, now), policy);
  // No delay is no wait. An attempt reads the clock before it waits for the counters' lock, so a concurrent
  // attempt that read it later may have charged a failure "after" this attempt's now: without this, two
  // sign-ins of one account at once could refuse the second for those few milliseconds.
  if (delay === 0) return 0;
  return Math.max(0, counter.last_failure_at.getTime() + delay - now.getTime());
}

function withFailure(counter: LoginCounter, policy: ThrottlePolicy, now: Date): LoginCounter {
  const failures = rememberedFailures(counter, policy, now) + 1;
  const forgottenAt = now.getTime() + policy.forgetAfterMs;
  const knownUntil = counter.last_success_at === null ? 0 : counter.last_success_at.getTime() + KNOWN_CLIENT_MS;
  return { ...counter, failures, last_failure_at: now, expires_at: new Date(Math.max(forgottenAt, knownUntil)) };
}

function isKnownClient(counter: LoginCounter | undefined, now: Date): boolean {
  return counter?.last_success_at != null && now.getTime() - counter.last_success_at.getTime() < KNOWN_CLIENT_MS;
}

/** The policies with the client-wide room set by configuration (a test stack signs hundreds of people in from one address). */
export function loginThrottlePolicies(clientFailuresBeforeDelay: number): LoginThrottlePolicies {
  return { ...LOGIN_THROTTLE, client: { ...LOGIN_THROTTLE.client, failuresBeforeDelay: clientFailuresBeforeDelay } };
}
