import type { ExpectedVersion } from './types.js';

/** SQLSTATEs raised by `es_append` (migrations 0002 and 0008). */
export const WRONG_EXPECTED_VERSION_SQLSTATE = 'ES409';
export const IDEMPOTENCY_CONFLICT_SQLSTATE = 'ES422';
export const IDEMPOTENCY_KEY_REUSED_SQLSTATE = 'ES4FP';
const UNIQUE_VIOLATION = '23505';

export class EventStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The stream is not at the version the append expected: someone else appended first. */
export class WrongExpectedVersionError extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's version when the append failed; undefined when the database did not say. */
    readonly actual: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      `Wrong expected version for stream ${streamId}: expected ${String(expected)}, actual ${actual ?? 'unknown'}`,
      options,
    );
  }
}

/** An event with this id is already stored: the append wrote nothing. */
export class DuplicateEventIdError extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly eventId: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`Event ${eventId ?? '(unknown id)'} is already stored (append to ${streamId})`, options);
  }
}

/** The idempotency key was first used with a different request: nothing was appended, nothing replayed. */
export class IdempotencyKeyReusedError extends EventStoreError {
  constructor(
    readonly idempotencyKey: string,
    readonly streamId: string,
    options?: { cause?: unknown; message?: string },
  ) {
    super(
      options?.message ??
        `Idempotency key ${idempotencyKey} was first used with a different request (stream ${streamId})`,
      options,
    );
  }
}

/** The idempotency key was first used for another stream: a different request too. */
export class IdempotencyConflictError extends IdempotencyKeyReusedError {
  constructor(
    idempotencyKey: string,
    streamId: string,
    readonly storedStreamId: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(idempotencyKey, streamId, {
      ...options,
      message: `Idempotency key ${idempotencyKey} was used for stream ${storedStreamId ?? '(unknown)'}, not ${streamId}`,
    });
  }
}

/** The same idempotency key was claimed concurrently by another transaction: read its result. */
export class IdempotencyRaceError extends EventStoreError {
  constructor(
    readonly idempotencyKey: string,
    options?: { cause?: unknown },
  ) {
    super(`Idempotency key ${idempotencyKey} was claimed concurrently`, options);
  }
}

export class InvalidAppendError extends EventStoreError {}

export interface AppendContext {
  streamId: string;
  expected: ExpectedVersion;
  idempotencyKey?: string | undefined;
}

interface DatabaseErrorShape {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

/**
 * Maps a database error raised by an append to the store's errors; returns the error unchanged when
 * it is not one of them. Unique violations are told apart by constraint name.
 */
export function classifyDatabaseError(
  err: unknown,
  context: AppendContext = { streamId: '', expected: 'any' },
): unknown {
  if (typeof err !== 'object' || err === null) return err;
  const { code, constraint, detail } = err as DatabaseErrorShape;
  const cause = { cause: err };
  if (code === WRONG_EXPECTED_VERSION_SQLSTATE) {
    const actual = parseDetail(detail)?.actual;
    return new WrongExpectedVersionError(
      context.streamId,
      context.expected,
      typeof actual === 'number' ? actual : undefined,
      cause,
    );
  }
  if (code === IDEMPOTENCY_KEY_REUSED_SQLSTATE) {
    return new IdempotencyKeyReusedError(context.idempotencyKey ?? '', context.streamId, cause);
  }
  if (code === IDEMPOTENCY_CONFLICT_SQLSTATE) {
    const stored = parseDetail(detail)?.streamId;
    return new IdempotencyConflictError(
      context.idempotencyKey ?? '',
      context.streamId,
      typeof stored === 'string' ? stored : undefined,
      cause,
    );
  }
  if (code !== UNIQUE_VIOLATION) return err;
  switch (constraint) {
    case 'es_streams_pkey':
    case 'es_events_pkey':
      return new WrongExpectedVersionError(context.streamId, context.expected, undefined, cause);
    case 'es_events_event_id_key':
      return new DuplicateEventIdError(context.streamId, keyValue(detail), cause);
    case 'es_idempotency_pkey':
      return new IdempotencyRaceError(context.idempotencyKey ?? keyValue(detail) ?? '', cause);
    default:
      return err;
  }
}

function parseDetail(detail: unknown): Record<string, unknown> | undefined {
  if (typeof detail !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(detail);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `Key (event_id)=(…) already exists.` → the value. */
function keyValue(detail: unknown): string | undefined {
  if (typeof detail !== 'string') return undefined;
  return /\)=\((.*)\) already exists/.exec(detail)?.[1];
}

// The one base class of a refusal lives in the kernel, so the ports of @impromptu/integrations (a payment object
// missing, a provider's refusal) carry a kind too (ADR 0037 addendum 2); the event store's users import it from here.
export { DomainError, isRefusal, type DomainErrorKind, type DomainIssue } from '@impromptu/kernel';
