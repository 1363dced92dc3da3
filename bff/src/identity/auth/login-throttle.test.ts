import { describe, expect, it } from '@jest/globals';
import {
  afterSuccess,
  attemptWait,
  chargeAttempt,
  KNOWN_CLIENT_MS,
  type LoginCounter,
  type LoginCounters,
} from './login-throttle.js';

const T0 = new Date('2030-01-01T00:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);
const empty: LoginCounter = { failures: 0, last_failure_at: null, last_success_at: null, expires_at: T0 };
const fresh = (): LoginCounters => ({ account: empty, client: empty, account_client: empty });

/** The counters after `failures` failed attempts, one a millisecond from `start` (ms after T0). */
function failed(failures: number, counters: LoginCounters = fresh(), start = 0): LoginCounters {
  let current = counters;
  for (let failure = 0; failure < failures; failure += 1) current = chargeAttempt(current, at(start + failure));
  return current;
}

describe('the sign-in throttle', () => {
  it('lets five failures through for one client on one account, then makes it wait 1 s, doubling up to 15 minutes', () => {
    const waitAfter = (failures: number): number => attemptWait(failed(failures), at(failures - 1));
    expect([4, 5, 6, 7, 14, 15, 30].map(waitAfter)).toEqual([0, 1_000, 2_000, 4_000, 512_000, 900_000, 900_000]);
  });

  it('forgets failures an hour after the last one', () => {
    const counters = failed(12);
    expect(chargeAttempt(counters, at(11 + 59 * 60_000)).account_client?.failures).toBe(13);
    expect(chargeAttempt(counters, at(11 + 60 * 60_000)).account_client?.failures).toBe(1);
  });

  it('spares a client that signed the account in from the account-wide wait, for 30 days', () => {
    const known: LoginCounters = { ...fresh(), account_client: { ...empty, last_success_at: T0 } };
    // 25 failures on the account from elsewhere: a wait of 32 s for anyone else.
    const besieged = (start: number): LoginCounters => ({
      ...known,
      account: failed(25, { account: empty }, start).account,
    });
    expect(attemptWait(besieged(0), at(24))).toBe(0);
    expect(attemptWait({ ...besieged(0), account_client: empty }, at(24))).toBe(32_000);
    expect(attemptWait(besieged(KNOWN_CLIENT_MS - 100), at(KNOWN_CLIENT_MS - 76))).toBe(0);
    expect(attemptWait(besieged(KNOWN_CLIENT_MS), at(KNOWN_CLIENT_MS + 24))).toBe(32_000);
  });

  it('gives a success its charge back, or only one failure when another attempt counted since', () => {
    const before = failed(3);
    const charged = chargeAttempt(before, at(10));
    const alone = afterSuccess(charged, charged, before, at(10));
    expect(alone.account).toEqual(before.account);
    expect(alone.client).toEqual(before.client);
    expect(alone.account_client).toEqual({
      failures: 0,
      last_failure_at: null,
      last_success_at: at(10),
      expires_at: at(10 + KNOWN_CLIENT_MS),
    });

    const meanwhile = chargeAttempt(charged, at(11));
    const shared = afterSuccess(meanwhile, charged, before, at(10));
    expect(shared.client).toEqual({ ...meanwhile.client, failures: 4 });
  });

  it("lets an attempt through whose clock reading is older than a concurrent attempt's charge, below the delay", () => {
    // Two sign-ins of one account at once: the second read the clock first but took the counters' lock last.
    const chargedByTheFirst = chargeAttempt(fresh(), at(40));
    expect(attemptWait(chargedByTheFirst, at(0))).toBe(0);
    // Past the free failures the wait still counts from the last failure.
    expect(attemptWait(failed(5, fresh(), 40), at(0))).toBe(1_044);
  });

  it('counts only the account without a client address', () => {
    const charged = chargeAttempt({ account: empty }, T0);
    expect(Object.keys(charged)).toEqual(['account']);
    expect(charged.account.failures).toBe(1);
  });
});
