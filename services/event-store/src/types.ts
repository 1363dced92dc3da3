/** What an append expects of the stream: absent, anything, or exactly this version (a missing stream has version 0). */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export interface EventToAppend {
  type: string;
  data: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  schemaVersion?: number;
  /** Generated when absent; pass one to make a retried append of the same event fail as a duplicate. */
  eventId?: string;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** A retried append with the same key returns the first result and writes nothing. */
  idempotencyKey?: string;
  /**
   * What the request the key came with was (a hash): the same key with another fingerprint raises
   * IdempotencyKeyReusedError instead of replaying. Without one, the key replays whatever it stored.
   */
  idempotencyFingerprint?: string | undefined;
  /** Defaults to the stream id without its trailing id (`game-session-{id}` → `game-session`). */
  streamType?: string;
}

export interface AppendResult {
  streamId: string;
  /** The stream's version before the append: the events got versions fromVersion+1 … toVersion. */
  fromVersion: number;
  /** The stream's version after the append: the expected version of the next append. */
  toVersion: number;
  globalPositions: number[];
  /** The appending transaction's xid8, as a decimal string. */
  transactionId: string;
  /** True when an idempotency key matched an earlier append, whose result this is. */
  replayed: boolean;
}

export interface RecordedEvent {
  globalPosition: number;
  transactionId: string;
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: any;
  metadata: any;
  recordedAt: Date;
}

/** A point in the global order `(transaction_id, global_position)` that readers follow. */
export interface Position {
  transactionId: string;
  globalPosition: number;
}

/** Before every event. */
export const START_POSITION: Position = Object.freeze({ transactionId: '0', globalPosition: 0 });

/** Orders positions as readers do: xid8 first (compared as integers), then global position. */
export function comparePositions(a: Position, b: Position): number {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.globalPosition === b.globalPosition ? 0 : a.globalPosition < b.globalPosition ? -1 : 1;
}

/** The position of an event or of an append (its last event). */
export function positionOf(event: Pick<RecordedEvent, 'transactionId' | 'globalPosition'>): Position;
export function positionOf(result: Pick<AppendResult, 'transactionId' | 'globalPositions'>): Position;
export function positionOf(
  value:
    Pick<RecordedEvent, 'transactionId' | 'globalPosition'> | Pick<AppendResult, 'transactionId' | 'globalPositions'>,
): Position {
  if ('globalPositions' in value) {
    return { transactionId: value.transactionId, globalPosition: Math.max(...value.globalPositions) };
  }
  return { transactionId: value.transactionId, globalPosition: value.globalPosition };
}

export interface ReadStreamOptions {
  /** Only events with stream_version ≥ fromVersion (default 1). */
  fromVersion?: number;
  limit?: number;
}

export interface ReadAllOptions {
  /** Only events strictly after this position (default: from the start). */
  after?: Position;
  limit?: number;
  /** Only these event types; the filter runs inside the read statement. */
  eventTypes?: readonly string[];
}

export interface ReadAllPage {
  events: RecordedEvent[];
  /**
   * Where the next read starts: the last event's position when the page is full, otherwise the
   * snapshot horizon `(xmin, 0)`, since every event below it has been read (filtered ones too).
   * Checkpointing this lets a projection pass positions of events it does not handle.
   */
  next: Position;
  /** False when the page was full and more events may be readable now. */
  caughtUp: boolean;
}
