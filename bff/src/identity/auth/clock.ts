/** Where the BFF reads the time, so tests can move it (session expiry, throttle window, flow expiry). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/** A clock object per application, so a test that replaces `now` on one app leaves others alone. */
export function createSystemClock(): Clock {
  return { now: () => new Date() };
}
