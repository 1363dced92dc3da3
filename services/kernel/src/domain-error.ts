/**
 * What a refusal means to whoever asked: the BFF answers 404, 409, 403 or 400 for the four a decider raises, 401
 * for a request without a live session, 410 for what was there and is deleted, and 502 or 504 for an outside
 * service that failed or did not answer in time (ADR 0065), each with the error's message.
 */
export type DomainErrorKind =
  'not_found' | 'conflict' | 'forbidden' | 'invalid' | 'unauthenticated' | 'gone' | 'unavailable' | 'timed_out';

/** A refused value of an `invalid` command: where it sits in the request (`body.outcome.inputs.0.text`) and why. */
export interface DomainIssue {
  path: string;
  message: string;
}

/**
 * The one base class of a refusal, a decider's or an outside port's (a payment object missing, a provider
 * refusing): each carries its kind, and its message is what the person who asked reads. The BFF's exception
 * filter turns every one into its answer, so no route catches them.
 */
export class DomainError extends Error {
  readonly issues: DomainIssue[];
  /** Named facts the answer carries beside its message (`{ problem: 'expired' }`), for a page to act on. */
  readonly details: Record<string, unknown>;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: { issues?: DomainIssue[]; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.issues = options.issues ?? [];
    this.details = options.details ?? {};
  }
}

/** Whether `error` is a refusal (of one of these kinds, when any are named): the one test code that goes on after one uses. */
export function isRefusal(error: unknown, ...kinds: DomainErrorKind[]): error is DomainError {
  return error instanceof DomainError && (kinds.length === 0 || kinds.includes(error.kind));
}
