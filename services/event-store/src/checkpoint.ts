import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { comparePositions, type Position } from './types.js';
import { handlesAllEvents, readCheckpoints, type CheckpointStatus, type Projection } from './projection.js';

/** Channel the projection runner notifies (payload: projection name) after each committed batch. */
export const CHECKPOINT_CHANNEL = 'es_checkpoints';

/** True when checkpoint `a` is at or past position `b`: xid8 compared as BigInt first, then the global position. */
export function checkpointReached(a: Position, b: Position): boolean {
  return comparePositions(a, b) >= 0;
}

/**
 * Wake-ups for waiters, one hub per Kysely instance: any LISTEN connection in the process
 * (a ProjectionRunner's session, or `listenForCheckpoints`) feeds it, so waiters share it.
 */
class CheckpointHub {
  private readonly waiters = new Map<string, Set<() => void>>();
  sources = 0;

  subscribe(projection: string, wake: () => void): () => void {
    let set = this.waiters.get(projection);
    if (!set) {
      set = new Set();
      this.waiters.set(projection, set);
    }
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.waiters.delete(projection);
    };
  }

  notify(projection: string): void {
    for (const wake of this.waiters.get(projection) ?? []) wake();
  }
}

const hubs = new WeakMap<Kysely<any>, CheckpointHub>();

function hubFor(db: Kysely<any>): CheckpointHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new CheckpointHub();
    hubs.set(db, hub);
  }
  return hub;
}

/** @internal Lets a connection that already LISTENs on es_checkpoints feed the waiters of `db`. */
export function attachCheckpointSource(db: Kysely<any>): { notify(projection: string): void; detach(): void } {
  const hub = hubFor(db);
  hub.sources += 1;
  let attached = true;
  return {
    notify: (projection) => hub.notify(projection),
    detach: () => {
      if (!attached) return;
      attached = false;
      hub.sources -= 1;
    },
  };
}

/**
 * Opens one LISTEN connection for this process's waiters on `db` (the BFF calls it once at boot).
 * Without it waitForCheckpoint still works, by short polling. Returns the closer.
 */
export async function listenForCheckpoints(db: Kysely<any>, databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'checkpoint-listener' });
  await client.connect();
  const source = attachCheckpointSource(db);
  client.on('notification', (message) => {
    if (message.channel === CHECKPOINT_CHANNEL && message.payload) source.notify(message.payload);
  });
  // A lost listener only slows waiters down to polling.
  client.on('error', () => source.detach());
  await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
  return async () => {
    source.detach();
    await client.end().catch(() => undefined);
  };
}

/** The session advisory lock a ProjectionRunner holds while it applies the projection (one owner across processes). */
export function projectionLockKey(projectionName: string): string {
  return `projection:${projectionName}`;
}

/**
 * Whether some runner, in any process, holds the projection's advisory lock now: pg_locks shows a bigint key as
 * its high (classid) and low (objid) 32 bits, objsubid 1.
 */
async function projectionOwned(db: Kysely<any>, projectionName: string): Promise<boolean> {
  const key = projectionLockKey(projectionName);
  const { rows } = await sql<{ held: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 1
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND classid::bigint = ((hashtext(${key})::bigint >> 32) & 4294967295)
        AND objid::bigint = (hashtext(${key})::bigint & 4294967295)
    ) AS held
  `.execute(db);
  return rows[0]?.held === true;
}

async function liveCheckpoint(db: Kysely<any>, projection: string): Promise<Position | null> {
  const { rows } = await sql<{ last_txid: string; last_position: string | number }>`
    SELECT last_txid::text AS last_txid, last_position FROM es_checkpoints
    WHERE projection = ${projection} AND status = 'live'
  `.execute(db);
  const row = rows[0];
  return row ? { transactionId: row.last_txid, globalPosition: Number(row.last_position) } : null;
}

/**
 * The position of the last committed event, or null on an empty store: what "caught up" means now. Ordered by the
 * qualified column: the bare name would be the select list's text, and '9999' sorts after '10000'.
 */
export async function storeHead(db: Kysely<any>): Promise<Position | null> {
  const { rows } = await sql<{ transaction_id: string; global_position: string | number }>`
    SELECT e.transaction_id::text AS transaction_id, e.global_position FROM es_events e
    ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1
  `.execute(db);
  const row = rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: Number(row.global_position) } : null;
}

/**
 * Read-your-writes: resolves true once the live checkpoint of the projection is at or past
 * `position`, false on timeout, and false at once when no projection runner holds the projection.
 * Notifications wake it at once; polling covers a missed one.
 */
export async function waitForCheckpoint(
  db: Kysely<any>,
  projectionName: string,
  position: Position,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const hub = hubFor(db);
  let wake: (() => void) | null = null;
  let woken = false;
  const unsubscribe = hub.subscribe(projectionName, () => {
    woken = true;
    wake?.();
  });
  try {
    let pollMs = 10;
    let checked = false;
    for (;;) {
      woken = false;
      const current = await liveCheckpoint(db, projectionName);
      if (current && checkpointReached(current, position)) return true;
      // With no runner holding the projection (the worker is down, or a test runs the BFF alone), nothing will move
      // its checkpoint before the timeout: answer now instead of holding the request for seconds.
      if (!checked && !(await projectionOwned(db, projectionName))) return false;
      checked = true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      // With a listener, polling is only the fallback; without one it backs off gently.
      const interval = hub.sources > 0 ? 500 : pollMs;
      pollMs = Math.min(pollMs * 2, 200);
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(interval, remaining));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  } finally {
    unsubscribe();
  }
}

export interface ProjectionStatus {
  projection: string;
  version: number;
  generation: number;
  status: CheckpointStatus;
  lastPosition: number;
  lastTransactionId: string;
  /** Events of the projection's types visible after its checkpoint (all events when its types are not known here). */
  lagEvents: number;
  heartbeat: Date | null;
  owner: string | null;
}

/**
 * Every checkpoint row that is not retired, with its lag. Pass the projections to count lag in
 * their own event types; without them lag counts every event after the checkpoint.
 */
export async function projectionStatus(db: Kysely<any>, projections: Projection[] = []): Promise<ProjectionStatus[]> {
  const byName = new Map(projections.map((p) => [p.name, p]));
  const rows = (await readCheckpoints(db)).filter((row) => row.status !== 'retired');
  const result: ProjectionStatus[] = [];
  for (const row of rows) {
    const projection = byName.get(row.projection);
    const typeFilter =
      projection && !handlesAllEvents(projection) ? sql`AND event_type = ANY(${projection.eventTypes}::text[])` : sql``;
    const { rows: lag } = await sql<{ lag: string | number }>`
      SELECT count(*) AS lag FROM es_events
      WHERE (transaction_id, global_position) > (${row.lastTransactionId}::xid8, ${row.lastPosition}::bigint) ${typeFilter}
    `.execute(db);
    result.push({
      projection: row.projection,
      version: row.version,
      generation: row.generation,
      status: row.status,
      lastPosition: row.lastPosition,
      lastTransactionId: row.lastTransactionId,
      lagEvents: Number(lag[0]?.lag ?? 0),
      heartbeat: row.heartbeat,
      owner: row.owner,
    });
  }
  return result;
}
