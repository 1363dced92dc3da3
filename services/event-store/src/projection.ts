import { sql, type Kysely, type Transaction } from 'kysely';
import type { Position, RecordedEvent } from './types.js';

/**
 * A projection: tables rebuilt from events, never written by requests.
 *
 * Physical tables are versioned (see `physicalTableName`); readers use a VIEW named after the
 * logical table that points at the live version, so a rebuild switches reads atomically.
 */
export interface Projection {
  name: string;
  /** Bump when `apply` or the tables change: the runner then rebuilds into new tables. */
  version: number;
  /** Event types the projection handles; `['*']` means every event. */
  eventTypes: string[];
  tables: ProjectionTable[];
  /** Applies one batch, in order, inside the transaction that also advances the checkpoint. Prefer one set-based statement per batch. */
  apply(trx: Transaction<any>, events: RecordedEvent[], tables: Record<string, string>): Promise<void>;
}

export interface ProjectionTable {
  /** Logical name: the name of the view readers query. */
  name: string;
  /** SQL DDL creating the table under the given physical name (already quoted-safe: lowercase identifiers). */
  create: (table: string) => string;
}

/** Minimal pino-compatible logger. */
export interface ProjectionLogger {
  debug?(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type CheckpointStatus = 'live' | 'rebuilding' | 'retired';

/** One row of es_checkpoints: a (version, generation) of a projection's physical tables. */
export interface CheckpointRow {
  projection: string;
  version: number;
  generation: number;
  lastTransactionId: string;
  lastPosition: number;
  status: CheckpointStatus;
  owner: string | null;
  heartbeat: Date | null;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Physical name of a logical table for a (version, generation) of its projection.
 * Generation 0 is the first build of a code version (`stream_activity_v2`); a rebuild with the
 * code's version unchanged gets the next generation (`stream_activity_v2_g1`), so blue and green
 * never share a name and the pair (version, generation) is also the checkpoint row's key.
 */
export function physicalTableName(table: string, version: number, generation: number): string {
  const name = generation === 0 ? `${table}_v${version}` : `${table}_v${version}_g${generation}`;
  if (!IDENTIFIER.test(name) || name.length > 63) throw new Error(`invalid projection table name: ${name}`);
  return name;
}

export function physicalTables(projection: Projection, version: number, generation: number): Record<string, string> {
  return Object.fromEntries(projection.tables.map((t) => [t.name, physicalTableName(t.name, version, generation)]));
}

export function handlesAllEvents(projection: Pick<Projection, 'eventTypes'>): boolean {
  return projection.eventTypes.includes('*');
}

export function validateProjection(projection: Projection): void {
  if (!IDENTIFIER.test(projection.name)) throw new Error(`invalid projection name: ${projection.name}`);
  if (!Number.isInteger(projection.version) || projection.version < 1) {
    throw new Error(`projection ${projection.name}: version must be a positive integer`);
  }
  if (projection.eventTypes.length === 0) throw new Error(`projection ${projection.name}: no event types`);
  for (const table of projection.tables) {
    if (!IDENTIFIER.test(table.name))
      throw new Error(`projection ${projection.name}: invalid table name ${table.name}`);
  }
}

export interface ProjectionBatch {
  events: RecordedEvent[];
  /**
   * Where the checkpoint may move to: the last event returned when the batch is full, else the
   * last event visible below the horizon (so events of other types that were skipped are passed
   * too, and lag reaches zero). Null when nothing is visible past `after`.
   */
  next: Position | null;
}

/** A recorded event whose JSON is parsed on first use: replays of projections that never read `data` skip most of the decoding. */
class BatchEvent implements RecordedEvent {
  #data: unknown;
  #metadata: unknown;
  #dataText: string | null;
  #metadataText: string | null;

  constructor(
    readonly globalPosition: number,
    readonly transactionId: string,
    readonly streamId: string,
    readonly streamVersion: number,
    readonly eventId: string,
    readonly type: string,
    readonly schemaVersion: number,
    readonly recordedAt: Date,
    dataText: string,
    metadataText: string,
  ) {
    this.#dataText = dataText;
    this.#metadataText = metadataText;
  }

  get data(): any {
    if (this.#dataText !== null) {
      this.#data = JSON.parse(this.#dataText);
      this.#dataText = null;
    }
    return this.#data;
  }

  get metadata(): any {
    if (this.#metadataText !== null) {
      this.#metadata = JSON.parse(this.#metadataText);
      this.#metadataText = null;
    }
    return this.#metadata;
  }

  toJSON(): RecordedEvent {
    return { ...this, data: this.data, metadata: this.metadata };
  }
}

interface BatchRow {
  global_position: string | number | null;
  transaction_id: string | null;
  stream_id: string | null;
  stream_version: number | null;
  event_id: string | null;
  event_type: string | null;
  schema_version: number | null;
  data: string | null;
  metadata: string | null;
  /** Whole milliseconds since the epoch: a number parses far faster than a timestamp's text. */
  recorded_ms: number | null;
  head_txid: string | null;
  head_position: string | number | null;
}

/**
 * Runs `read` with bitmap and sequential scans off, so each type's range is an ordered index scan
 * that the merge stops early. With them on, the planner (which cannot know how far below the
 * snapshot horizon it will read) sorts a type's whole remaining history for every batch.
 */
async function withOrderedIndexScans<T>(db: Kysely<any>, read: (conn: Kysely<any>) => Promise<T>): Promise<T> {
  const off = sql`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`;
  if (!db.isTransaction) {
    return db.transaction().execute(async (trx) => {
      await off.execute(trx);
      return read(trx);
    });
  }
  // In the caller's transaction: the settings go back to the session's once the read is done.
  const { rows } = await sql<{ bitmap: string; seq: string }>`
    SELECT current_setting('enable_bitmapscan') AS bitmap, current_setting('enable_seqscan') AS seq`.execute(db);
  await off.execute(db);
  try {
    return await read(db);
  } finally {
    await sql`SELECT set_config('enable_bitmapscan', ${rows[0]!.bitmap}, true), set_config('enable_seqscan', ${rows[0]!.seq}, true)`.execute(
      db,
    );
  }
}

/**
 * Reads the events of a projection after a position in (transaction_id, global_position) order,
 * only below `pg_snapshot_xmin(pg_current_snapshot())`, filtered by type inside the statement.
 * One statement, so the batch and the head it reports share one snapshot.
 */
export async function readProjectionBatch(
  db: Kysely<any>,
  options: { after: Position; eventTypes: string[]; limit: number },
): Promise<ProjectionBatch> {
  const after = sql`(${options.after.transactionId}::xid8, ${options.after.globalPosition}::bigint)`;
  const columns = sql`e.global_position, e.transaction_id, e.stream_id, e.stream_version, e.event_id, e.event_type,
             e.schema_version, e.data, e.metadata, e.recorded_at`;
  // Several types: one ordered range of the (event_type, transaction_id, global_position) index per
  // type, merged; a rebuild of a projection of rare events then reads only those, not the whole log.
  const batch = options.eventTypes.includes('*')
    ? sql`SELECT ${columns} FROM es_events e
          WHERE (e.transaction_id, e.global_position) > ${after} AND e.transaction_id < (SELECT xmin FROM horizon)
          ORDER BY e.transaction_id, e.global_position
          LIMIT ${options.limit}`
    : // The union is wrapped, so a projection of ONE type is not '(SELECT … ORDER BY … LIMIT) ORDER BY …', which
      // PostgreSQL refuses (multiple ORDER BY clauses).
      sql`SELECT * FROM (${sql.join(
        [...new Set(options.eventTypes)].map(
          (type) => sql`(SELECT ${columns} FROM es_events e
            WHERE e.event_type = ${type} AND (e.transaction_id, e.global_position) > ${after} AND e.transaction_id < (SELECT xmin FROM horizon)
            ORDER BY e.transaction_id, e.global_position
            LIMIT ${options.limit})`,
        ),
        sql` UNION ALL `,
      )}) typed
      ORDER BY transaction_id, global_position
      LIMIT ${options.limit}`;
  const query = sql<BatchRow>`
    WITH horizon AS MATERIALIZED (
      SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin
    ),
    head AS (
      SELECT e.transaction_id, e.global_position FROM es_events e
      WHERE e.transaction_id < (SELECT xmin FROM horizon)
        AND (e.transaction_id, e.global_position) > ${after}
      ORDER BY e.transaction_id DESC, e.global_position DESC
      LIMIT 1
    ),
    batch AS (${batch})
    SELECT b.global_position, b.transaction_id::text AS transaction_id, b.stream_id, b.stream_version, b.event_id,
           b.event_type, b.schema_version, b.data::text AS data, b.metadata::text AS metadata,
           floor(extract(epoch FROM b.recorded_at) * 1000)::float8 AS recorded_ms,
           h.transaction_id::text AS head_txid, h.global_position AS head_position
    FROM head h LEFT JOIN batch b ON true
    ORDER BY b.transaction_id, b.global_position
  `;
  const { rows } = options.eventTypes.includes('*')
    ? await query.execute(db)
    : await withOrderedIndexScans(db, (conn) => query.execute(conn));

  const first = rows[0];
  if (!first || first.head_txid === null) return { events: [], next: null };
  const events: RecordedEvent[] = [];
  for (const row of rows) {
    if (row.global_position === null) continue;
    events.push(
      new BatchEvent(
        Number(row.global_position),
        row.transaction_id as string,
        row.stream_id as string,
        Number(row.stream_version),
        row.event_id as string,
        row.event_type as string,
        Number(row.schema_version),
        new Date(row.recorded_ms as number),
        row.data as string,
        row.metadata as string,
      ),
    );
  }
  const last = events.at(-1);
  const next =
    last && events.length >= options.limit
      ? { transactionId: last.transactionId, globalPosition: last.globalPosition }
      : { transactionId: first.head_txid, globalPosition: Number(first.head_position) };
  return { events, next };
}

interface CheckpointDbRow {
  projection: string;
  version: number;
  generation: number;
  last_txid: string;
  last_position: string | number;
  status: CheckpointStatus;
  owner: string | null;
  heartbeat: Date | null;
}

function toCheckpoint(row: CheckpointDbRow): CheckpointRow {
  return {
    projection: row.projection,
    version: Number(row.version),
    generation: Number(row.generation),
    lastTransactionId: row.last_txid,
    lastPosition: Number(row.last_position),
    status: row.status,
    owner: row.owner,
    heartbeat: row.heartbeat,
  };
}

export async function readCheckpoints(db: Kysely<any>, projection?: string): Promise<CheckpointRow[]> {
  const filter = projection === undefined ? sql`` : sql`WHERE projection = ${projection}`;
  const { rows } = await sql<CheckpointDbRow>`
    SELECT projection, version, generation, last_txid::text AS last_txid, last_position, status, owner, heartbeat
    FROM es_checkpoints ${filter}
    ORDER BY projection, version, generation
  `.execute(db);
  return rows.map(toCheckpoint);
}

export async function readLiveCheckpoint(
  db: Kysely<any>,
  projection: string,
  forUpdate = false,
): Promise<CheckpointRow | null> {
  const lock = forUpdate ? sql`FOR UPDATE` : sql``;
  const { rows } = await sql<CheckpointDbRow>`
    SELECT projection, version, generation, last_txid::text AS last_txid, last_position, status, owner, heartbeat
    FROM es_checkpoints WHERE projection = ${projection} AND status = 'live' ${lock}
  `.execute(db);
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

/**
 * Compare-and-set of a checkpoint: moves it only if it still is where this writer read it and
 * still has the expected status. False means another owner moved it (or a rebuild switched it).
 */
export async function advanceCheckpoint(
  trx: Transaction<any>,
  row: Pick<CheckpointRow, 'projection' | 'version' | 'generation' | 'status'> & {
    from: Position;
    to: Position;
    owner?: string | null;
  },
): Promise<boolean> {
  const owner = row.owner === undefined ? sql`owner` : sql`${row.owner}`;
  const result = await sql`
    UPDATE es_checkpoints
    SET last_txid = ${row.to.transactionId}::xid8, last_position = ${row.to.globalPosition},
        heartbeat = now(), updated_at = now(), owner = ${owner}
    WHERE projection = ${row.projection} AND version = ${row.version} AND generation = ${row.generation}
      AND status = ${row.status}
      AND last_txid = ${row.from.transactionId}::xid8 AND last_position = ${row.from.globalPosition}
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Creates the projection's physical tables for a (version, generation) unless they exist. */
export async function createProjectionTables(
  db: Kysely<any>,
  projection: Projection,
  version: number,
  generation: number,
): Promise<Record<string, string>> {
  const tables = physicalTables(projection, version, generation);
  for (const table of projection.tables) {
    const physical = tables[table.name] as string;
    const { rows } = await sql<{ exists: boolean }>`SELECT to_regclass(${physical}) IS NOT NULL AS exists`.execute(db);
    if (!rows[0]?.exists) await sql.raw(table.create(physical)).execute(db);
  }
  return tables;
}

/** Points each logical view at the given physical tables; drop + create so a new version may change columns. */
export async function pointViews(db: Kysely<any>, tables: Record<string, string>): Promise<void> {
  for (const [logical, physical] of Object.entries(tables)) {
    await sql`DROP VIEW IF EXISTS ${sql.table(logical)}`.execute(db);
    await sql`CREATE VIEW ${sql.table(logical)} AS SELECT * FROM ${sql.table(physical)}`.execute(db);
  }
}

export async function dropTables(db: Kysely<any>, tables: Record<string, string>): Promise<void> {
  for (const physical of Object.values(tables)) {
    await sql`DROP TABLE IF EXISTS ${sql.table(physical)}`.execute(db);
  }
}

/** The position a checkpoint row stands at. */
export function checkpointPosition(row: Pick<CheckpointRow, 'lastTransactionId' | 'lastPosition'>): Position {
  return { transactionId: row.lastTransactionId, globalPosition: row.lastPosition };
}
