import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  classifyDatabaseError,
  IdempotencyKeyReusedError,
  IdempotencyRaceError,
  InvalidAppendError,
  WrongExpectedVersionError,
} from './errors.js';
import {
  comparePositions,
  START_POSITION,
  type AppendOptions,
  type AppendResult,
  type EventToAppend,
  type ExpectedVersion,
  type Position,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
} from './types.js';

const DEFAULT_READ_ALL_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AppendRow {
  from_version: number | string;
  to_version: number | string;
  global_positions: Array<number | string>;
  transaction_id: string;
  replayed: boolean;
}

interface EventRow {
  global_position: number | string;
  transaction_id: string;
  stream_id: string;
  stream_version: number | string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
}

/**
 * Appends to streams and reads them back, on PostgreSQL (migration 0002). Every method takes an
 * optional executor, so an append joins the caller's transaction with its reference rows and outbox jobs.
 */
export class EventStore {
  constructor(private readonly db: Kysely<any>) {}

  /** One round trip: idempotency key, expected version and the events, all in `es_append`. */
  async append(
    streamId: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
    executor: Kysely<any> = this.db,
  ): Promise<AppendResult> {
    validateAppend(streamId, events, options);
    const key = options.idempotencyKey ?? null;
    const fingerprint = options.idempotencyFingerprint ?? null;
    const context = { streamId, expected: options.expectedVersion, idempotencyKey: options.idempotencyKey };
    try {
      const { rows } = await sql<AppendRow>`
        select * from es_append(
          ${streamId}, ${options.streamType ?? streamTypeOf(streamId)}, ${expectedArgument(options.expectedVersion)}, ${key}, ${fingerprint}::text,
          ${events.map((e) => e.eventId ?? newEventId())}::uuid[],
          ${events.map((e) => e.type)}::text[],
          ${events.map((e) => e.schemaVersion ?? 1)}::int[],
          ${events.map((e) => JSON.stringify(e.data))}::jsonb[],
          ${events.map((e) => JSON.stringify(e.metadata ?? {}))}::jsonb[]
        )`.execute(executor);
      return toAppendResult(streamId, rows[0]);
    } catch (err) {
      const classified = classifyDatabaseError(err, context);
      // es_append claims keys with ON CONFLICT; this covers a claim lost outside it. A caller's transaction is aborted by then.
      if (classified instanceof IdempotencyRaceError && key !== null && !executor.isTransaction) {
        const stored = await this.findIdempotentResult(streamId, key, executor, options.idempotencyFingerprint);
        if (stored) return stored;
      }
      // A racing append won on the primary key: say where the stream is now, when the connection can still ask.
      if (
        classified instanceof WrongExpectedVersionError &&
        classified.actual === undefined &&
        !executor.isTransaction
      ) {
        throw new WrongExpectedVersionError(
          streamId,
          options.expectedVersion,
          await this.streamVersion(streamId, executor),
          { cause: err },
        );
      }
      throw classified;
    }
  }

  /** The version of the stream's last event; 0 for a stream with none. */
  async streamVersion(streamId: string, executor: Kysely<any> = this.db): Promise<number> {
    const { rows } = await sql<{ version: number | string }>`
      select coalesce(max(stream_version), 0) as version from es_events where stream_id = ${streamId}`.execute(
      executor,
    );
    return Number(rows[0]?.version ?? 0);
  }

  async readStream(
    streamId: string,
    options: ReadStreamOptions = {},
    executor: Kysely<any> = this.db,
  ): Promise<RecordedEvent[]> {
    const { rows } = await sql<EventRow>`
      select ${eventColumns} from es_events
      where stream_id = ${streamId} and stream_version >= ${options.fromVersion ?? 1}
      order by stream_version
      ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`.execute(executor);
    return rows.map(toRecordedEvent);
  }

  /** Events after `after` in global order, committed and below every open transaction. */
  async readAll(options: ReadAllOptions = {}, executor: Kysely<any> = this.db): Promise<RecordedEvent[]> {
    return (await this.readAllPage(options, executor)).events;
  }

  /**
   * Like readAll, and says where to continue. Only transactions below the snapshot's xmin are read,
   * in the statement itself: a transaction that commits late has a smaller xid than those committed
   * after it, so reading past it by sequence number would skip it for good.
   */
  async readAllPage(options: ReadAllOptions = {}, executor: Kysely<any> = this.db): Promise<ReadAllPage> {
    const after = options.after ?? START_POSITION;
    const limit = options.limit ?? DEFAULT_READ_ALL_LIMIT;
    const typeFilter = options.eventTypes ? sql`and event_type = any(${[...options.eventTypes]}::text[])` : sql``;
    const { rows } = await sql<Partial<EventRow> & { horizon: string }>`
      select h.horizon::text as horizon, e.*
      from (select pg_snapshot_xmin(pg_current_snapshot()) as horizon) h
      left join lateral (
        select ${eventColumns} from es_events ev
        where ev.transaction_id < h.horizon
          and (ev.transaction_id, ev.global_position) > (${after.transactionId}::xid8, ${after.globalPosition}::bigint)
          ${typeFilter}
        -- Qualified: a bare name here is the select list's text column, whose order ('10000' < '9999') skips events.
        order by ev.transaction_id, ev.global_position
        limit ${limit}
      ) e on true
      order by e.transaction_id::xid8, e.global_position`.execute(executor);
    const horizon = rows[0]?.horizon ?? after.transactionId;
    const events = rows
      .filter((row) => row.event_id !== null && row.event_id !== undefined)
      .map((row) => toRecordedEvent(row as EventRow));
    const last = events.at(-1);
    if (last && events.length >= limit) {
      return {
        events,
        next: { transactionId: last.transactionId, globalPosition: last.globalPosition },
        caughtUp: false,
      };
    }
    // Everything below the horizon has been read, so (horizon, 0) is safe to resume from.
    let next: Position = { transactionId: horizon, globalPosition: 0 };
    if (comparePositions(next, after) < 0) next = after;
    return { events, next, caughtUp: true };
  }

  /**
   * Runs `work` in the executor's transaction, or in a new one: an append and the rows written
   * beside it (reference rows, outbox jobs) commit together or not at all.
   */
  async inTransaction<T>(work: (trx: Kysely<any>) => Promise<T>, executor: Kysely<any> = this.db): Promise<T> {
    if (executor.isTransaction) return work(executor);
    return executor.transaction().execute(work);
  }

  /**
   * The stored result of an earlier append to this stream with this idempotency key, as a replay.
   * Throws IdempotencyKeyReusedError when the key came with another request (fingerprint), as es_append does.
   */
  async findIdempotentResult(
    streamId: string,
    key: string,
    executor: Kysely<any> = this.db,
    fingerprint?: string,
  ): Promise<AppendResult | undefined> {
    const row = await executor
      .selectFrom('es_idempotency')
      .select(['stream_id', 'fingerprint', 'result'])
      .where('key', '=', key)
      .executeTakeFirst();
    const result = row?.result as
      { fromVersion: number; toVersion: number; globalPositions: number[]; transactionId: string } | null | undefined;
    if (!row || !result || row.stream_id !== streamId) return undefined;
    if (fingerprint !== undefined && row.fingerprint !== null && row.fingerprint !== fingerprint) {
      throw new IdempotencyKeyReusedError(key, streamId);
    }
    return { streamId, ...result, replayed: true };
  }
}

const eventColumns = sql.raw(
  'global_position, transaction_id::text as transaction_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at',
);

function toAppendResult(streamId: string, row: AppendRow | undefined): AppendResult {
  if (!row) throw new Error('es_append returned no row');
  return {
    streamId,
    fromVersion: Number(row.from_version),
    toVersion: Number(row.to_version),
    globalPositions: row.global_positions.map(Number),
    transactionId: row.transaction_id,
    replayed: row.replayed,
  };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: Number(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

function expectedArgument(expected: ExpectedVersion): string {
  return typeof expected === 'number' ? String(expected) : expected;
}

/**
 * A UUIDv7 (RFC 9562): time-ordered, so the event id index grows at its right edge like the
 * positions do, instead of touching (and after each checkpoint, logging) a random page per append.
 */
/**
 * Takes a stream's lock — the one es_append takes on it (migration 0011) — until the executor's transaction ends, so
 * a read → decide → append run under it is not interleaved with another writer of the stream.
 */
export async function lockStream(executor: Kysely<any>, streamId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${streamId}, 0))`.execute(executor);
}

export function newEventId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `game-session-{uuid}` → `game-session`; a stream id without a trailing id is its own type. */
export function streamTypeOf(streamId: string): string {
  const match = /^(.+?)-(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[^-]+)$/i.exec(streamId);
  return match?.[1] ?? streamId;
}

function validateAppend(streamId: string, events: readonly EventToAppend[], options: AppendOptions): void {
  if (typeof streamId !== 'string' || streamId.length === 0)
    throw new InvalidAppendError('streamId must be a non-empty string');
  if (!Array.isArray(events) || events.length === 0)
    throw new InvalidAppendError(`append to ${streamId} needs at least one event`);
  const expected: unknown = options.expectedVersion;
  if (!(
    expected === 'no_stream' ||
    expected === 'any' ||
    (typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0)
  )) {
    throw new InvalidAppendError(
      `expectedVersion must be 'no_stream', 'any' or a version ≥ 0, got ${String(expected)}`,
    );
  }
  if (options.idempotencyKey !== undefined && options.idempotencyKey.length === 0) {
    throw new InvalidAppendError('idempotencyKey must not be empty');
  }
  for (const event of events) {
    if (typeof event.type !== 'string' || event.type.length === 0)
      throw new InvalidAppendError(`an event for ${streamId} has no type`);
    if (typeof event.data !== 'object' || event.data === null || Array.isArray(event.data)) {
      throw new InvalidAppendError(`event ${event.type} needs data as an object`);
    }
    if (event.schemaVersion !== undefined && !(Number.isSafeInteger(event.schemaVersion) && event.schemaVersion >= 1)) {
      throw new InvalidAppendError(`event ${event.type} has an invalid schemaVersion`);
    }
    if (event.eventId !== undefined && !UUID.test(event.eventId))
      throw new InvalidAppendError(`event ${event.type} has an eventId that is not a UUID`);
  }
}
