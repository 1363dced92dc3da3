import { HttpStatus } from '@nestjs/common';
import { plural } from '@impromptu/kernel';
import { ApiException } from '../../common/error-response.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A limit of one throttled account action: at most `limit` in a fixed window. */
export interface ActionLimit {
  limit: number;
  windowMs: number;
}

/**
 * The limits of the account actions (issue 25; numbers in ADR 0028). Per address: a mailbox is not
 * flooded with links; per client: one machine cannot walk through addresses or open accounts in bulk
 * (with room for a school behind one address); per user: a stolen session cannot guess the password. Sign-ups per
 * client are a bucket instead (SIGNUP_ALLOWANCE, ADR 0054).
 */
export const ACTION_LIMITS = {
  'reset-request:email': { limit: 3, windowMs: 15 * MINUTE },
  'reset-request:client': { limit: 20, windowMs: HOUR },
  'link-use:client': { limit: 30, windowMs: 15 * MINUTE },
  'password-change:user': { limit: 5, windowMs: 15 * MINUTE },
  'email-change:user': { limit: 5, windowMs: 15 * MINUTE },
  'account-delete:user': { limit: 5, windowMs: 15 * MINUTE },
  'invitation-resend:email': { limit: 3, windowMs: 15 * MINUTE },
  'invitation-resend:client': { limit: 20, windowMs: HOUR },
  'verify-resend:user': { limit: 3, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ActionLimit>;

export type ThrottledAction = keyof typeof ACTION_LIMITS;

export type ActionLimits = Record<ThrottledAction, ActionLimit>;

/** The wait in words: 45 seconds, 12 minutes. */
function waitInWords(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return plural(minutes, 'minute');
}

/**
 * An account action refused by its throttle; Retry-After carries the wait (RetryAfterInterceptor). An ApiException,
 * not a DomainError (ADR 0065): 429 is the transport's rate limit, and the interceptor reads the wait off this class.
 */
export class ActionThrottledException extends ApiException {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please wait ${waitInWords(retryAfterSeconds)} and try again.`,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, message);
  }
}

/**
 * Sign-ups from one network address (ADR 0054): a class of up to `burst` opens its accounts at once, then one more every
 * `intervalMs`. A burst past it slows to that pace instead of locking the room out for the rest of an hour.
 */
export interface SignupAllowance {
  burst: number;
  intervalMs: number;
}

/** A sign-up past the address's allowance: how long to wait, in plain words, and the way for a whole class. */
export class SignupThrottledException extends ActionThrottledException {
  constructor(retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      `Many accounts were just opened from your network. Please wait ${waitInWords(retryAfterSeconds)} and try again. ` +
        'Signing up a whole class? Your teacher or coach can invite everyone at once with a bulk invitation.',
    );
  }
}
