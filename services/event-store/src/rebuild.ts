import { hostname } from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import { START_POSITION, type Position } from './types.js';
import { CHECKPOINT_CHANNEL } from './checkpoint.js';
import { notifyReadModelChange } from './read-model-changes.js';
import {
  advanceCheckpoint,
  createProjectionTables,
  dropTables,
  handlesAllEvents,
  physicalTables,
  pointViews,
  readCheckpoints,
  readLiveCheckpoint,
  readProjectionBatch,
  validateProjection,
  type Projection,
  type ProjectionBatch,
  type ProjectionLogger,
} from './projection.js';

export interface RebuildProgress {
  applied: number;
  total: number;
  eventsPerSecond: number;
}

export interface RebuildOptions {
  /** Needs a pool of at least three connections: one holds the rebuild lock, one reads ahead, one applies. */
  db: Kysely<any>;
  projection: Projection;
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  logger?: ProjectionLogger;
}

export interface RebuildResult {
  projection: string;
  version: number;
  generation: number;
  tables: Record<string, string>;
  applied: number;
  total: number;
  durationMs: number;
  eventsPerSecond: number;
  /** The (version, generation) that was live before, now retired and its tables dropped. */
  retired: { version: number; generation: number } | null;
}

export class RebuildInProgressError extends Error {
  constructor(projection: string) {
    super(`projection ${projection} is already being rebuilt`);
    this.name = 'RebuildInProgressError';
  }
}

class CheckpointConflictError extends Error {
  constructor(projection: string) {
    super(`checkpoint of projection ${projection} was moved by another writer during its rebuild`);
    this.name = 'CheckpointConflictError';
  }
}

/**
 * Blue/green rebuild: replays every event from the start into shadow tables (the code's version,
 * next generation), then, in one transaction that holds the live checkpoint row, applies the
 * tail, points the views at the shadow tables and swaps the statuses; the old tables are dropped
 * after. The live runner's next compare-and-set fails on the retired row, so it re-reads the live
 * checkpoint and carries on from the new one: nothing is missed between catch-up and switch.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, projection } = options;
  validateProjection(projection);
  const lockKey = `projection-rebuild:${projection.name}`;
  // One rebuild at a time per projection: a session lock on a connection with no open transaction.
  return db.connection().execute(async (lockConnection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(hashtext(${lockKey})) AS locked`.execute(lockConnection);
    if (!rows[0]?.locked) throw new RebuildInProgressError(projection.name);
    try {
      return await rebuildLocked(options);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${lockKey}))`.execute(lockConnection);
    }
  });
}

async function rebuildLocked(options: RebuildOptions): Promise<RebuildResult> {
  const { db, projection, onProgress, logger } = options;
  const batchSize = options.batchSize ?? 5000;
  const owner = `rebuild:${hostname()}:${process.pid}`;
  const started = performance.now();

  const rows = await readCheckpoints(db, projection.name);
  const live = rows.find((row) => row.status === 'live') ?? null;
  if (live && live.version > projection.version) {
    throw new Error(
      `projection ${projection.name}: live version ${live.version} is newer than this code's version ${projection.version}`,
    );
  }
  // A rebuild that died after its switch may have left the retired tables behind.
  for (const retired of rows.filter((row) => row.status === 'retired')) {
    await dropTables(db, physicalTables(projection, retired.version, retired.generation));
  }
  // A rebuild that died half-way left shadow tables and a 'rebuilding' row: clear them first.
  for (const stale of rows.filter((row) => row.status === 'rebuilding')) {
    await dropTables(db, physicalTables(projection, stale.version, stale.generation));
    await sql`DELETE FROM es_checkpoints WHERE projection = ${projection.name} AND version = ${stale.version}
      AND generation = ${stale.generation} AND status = 'rebuilding'`.execute(db);
  }
  const version = projection.version;
  const sameVersion = rows.filter((row) => row.version === version);
  const generation = sameVersion.length === 0 ? 0 : Math.max(...sameVersion.map((row) => row.generation)) + 1;

  const tables = await db.transaction().execute(async (trx) => {
    const created = await createProjectionTables(trx, projection, version, generation);
    await sql`INSERT INTO es_checkpoints (projection, version, generation, last_txid, last_position, status, owner, heartbeat, updated_at)
      VALUES (${projection.name}, ${version}, ${generation}, '0'::xid8, 0, 'rebuilding', ${owner}, now(), now())`.execute(
      trx,
    );
    return created;
  });
  logger?.info({ projection: projection.name, version, generation, tables }, 'projection rebuild started');

  const typeFilter = handlesAllEvents(projection)
    ? sql``
    : sql`WHERE event_type = ANY(${projection.eventTypes}::text[])`;
  const { rows: counted } = await sql<{
    total: string | number;
  }>`SELECT count(*) AS total FROM es_events ${typeFilter}`.execute(db);
  let total = Number(counted[0]?.total ?? 0);
  let applied = 0;
  let position: Position = START_POSITION;
  const report = (): RebuildProgress => {
    total = Math.max(total, applied);
    const seconds = (performance.now() - started) / 1000;
    return { applied, total, eventsPerSecond: seconds > 0 ? Math.round(applied / seconds) : 0 };
  };

  /** Applies one batch into the shadow tables and moves the shadow checkpoint with it; false when nothing is left. */
  const read = (after: Position) =>
    readProjectionBatch(db, { after, eventTypes: projection.eventTypes, limit: batchSize });

  /** Applies one batch into the shadow tables and moves the shadow checkpoint with it. */
  const applyBatch = async (trx: Transaction<any>, batch: ProjectionBatch & { next: Position }): Promise<void> => {
    if (batch.events.length > 0) await projection.apply(trx, batch.events, tables);
    const moved = await advanceCheckpoint(trx, {
      projection: projection.name,
      version,
      generation,
      status: 'rebuilding',
      from: position,
      to: batch.next,
    });
    if (!moved) throw new CheckpointConflictError(projection.name);
    position = batch.next;
    applied += batch.events.length;
  };

  try {
    // Catch up in large batches; each batch and its checkpoint commit together. The next batch is
    // read while this one is applied (the checkpoint chain stays sequential).
    let pending: Promise<ProjectionBatch> | null = read(position);
    while (pending) {
      const batch: ProjectionBatch = await pending;
      pending = null;
      const next = batch.next;
      if (!next) break;
      const full = batch.events.length >= batchSize;
      if (full) {
        pending = read(next);
        // Awaited on the next turn; this only keeps a failed apply from leaving it unhandled.
        pending.catch(() => undefined);
      }
      await db.transaction().execute(async (trx) => {
        // The checkpoint commits with the batch, so a lost commit after a crash is replayed, never skipped.
        await sql`SET LOCAL synchronous_commit = off`.execute(trx);
        await applyBatch(trx, { ...batch, next });
      });
      onProgress?.(report());
    }

    // Switch: hold the live row so the owner cannot commit a batch, apply the tail, swap.
    const retired = await db.transaction().execute(async (trx) => {
      const current = await readLiveCheckpoint(trx, projection.name, true);
      for (;;) {
        const batch = await readProjectionBatch(trx, {
          after: position,
          eventTypes: projection.eventTypes,
          limit: batchSize,
        });
        const next = batch.next;
        if (!next) break;
        await applyBatch(trx, { ...batch, next });
      }
      if (current) {
        await sql`UPDATE es_checkpoints SET status = 'retired', owner = NULL, updated_at = now()
          WHERE projection = ${projection.name} AND version = ${current.version} AND generation = ${current.generation}`.execute(
          trx,
        );
      }
      await sql`UPDATE es_checkpoints SET status = 'live', owner = NULL, heartbeat = now(), updated_at = now()
        WHERE projection = ${projection.name} AND version = ${version} AND generation = ${generation}`.execute(trx);
      await pointViews(trx, tables);
      // Every row may differ from the retired version's: whatever was read from it is stale (ADR 0063).
      await notifyReadModelChange(trx, { projection: projection.name, users: 'all' });
      await sql`SELECT pg_notify(${CHECKPOINT_CHANNEL}, ${projection.name})`.execute(trx);
      return current;
    });

    if (retired) await dropTables(db, physicalTables(projection, retired.version, retired.generation));
    const progress = report();
    onProgress?.(progress);
    const durationMs = Math.round(performance.now() - started);
    logger?.info({ projection: projection.name, version, generation, ...progress, durationMs }, 'projection rebuilt');
    return {
      projection: projection.name,
      version,
      generation,
      tables,
      applied,
      total: progress.total,
      durationMs,
      eventsPerSecond: progress.eventsPerSecond,
      retired: retired ? { version: retired.version, generation: retired.generation } : null,
    };
  } catch (error) {
    // Leave no half-built shadow behind; the live version keeps serving reads.
    await dropTables(db, tables).catch(() => undefined);
    await sql`DELETE FROM es_checkpoints WHERE projection = ${projection.name} AND version = ${version}
      AND generation = ${generation} AND status = 'rebuilding'`
      .execute(db)
      .catch(() => undefined);
    throw error;
  }
}
