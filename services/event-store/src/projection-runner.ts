import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import {
  CHECKPOINT_CHANNEL,
  attachCheckpointSource,
  projectionStatus,
  storeHead,
  projectionLockKey,
  waitForCheckpoint,
} from './checkpoint.js';
import {
  advanceCheckpoint,
  physicalTables,
  pointViews,
  checkpointPosition,
  readLiveCheckpoint,
  readProjectionBatch,
  validateProjection,
  type CheckpointRow,
  type Projection,
  type ProjectionLogger,
} from './projection.js';
import { RebuildInProgressError, rebuildProjection } from './rebuild.js';
import { notifyReadModelChange, readModelChange } from './read-model-changes.js';

/** Channel es_append notifies after appending: only a wake-up hint, polling is the fallback. */
export const EVENTS_CHANNEL = 'es_events';

export interface ProjectionRunnerOptions {
  db: Kysely<any>;
  /** For the dedicated session connection that holds the advisory locks and LISTENs. */
  databaseUrl: string;
  projections: Projection[];
  batchSize?: number;
  /**
   * How soon events that became readable without a notification (a missed NOTIFY, or an older transaction that
   * held the snapshot horizon back) are applied: one query of the store's readable head per interval, for the
   * whole runner, wakes every projection when the head has moved.
   */
  pollIntervalMs?: number;
  /** How often a runner that does not own a projection tries to take it over. */
  lockRetryMs?: number;
  /** How often an idle owner refreshes its heartbeat: also how long a caught-up projection sleeps unless woken. */
  heartbeatMs?: number;
  /** Batch size of the rebuild a version bump triggers. */
  rebuildBatchSize?: number;
  /**
   * How many projections apply a batch (or rebuild) at the same time. A batch may hold two of the pool's
   * connections at once, so a runner with more projections than the pool has connections would otherwise
   * deadlock on a fresh database, where every projection rebuilds at start. Default 4 (pool of 10).
   */
  maxConcurrentBatches?: number;
  logger?: ProjectionLogger;
}

/** Something that sleeps until its timer or a wake-up, whichever comes first. */
interface Sleeper {
  wake: (() => void) | null;
  /** Woken while awake: its next sleep returns at once, so no wake-up is lost between two sleeps. */
  woken: boolean;
}

interface ProjectionState extends Sleeper {
  projection: Projection;
  lockKey: string;
  owned: boolean;
  /** Checked once per ownership: tables and views of the live version exist. */
  verified: boolean;
  lastLockAttempt: number;
  lastHeartbeat: number;
  loop: Promise<void> | null;
  warnedNewer: boolean;
}

class CheckpointMovedError extends Error {}

/**
 * Keeps projections up to date in this process. One owner per projection across processes: a
 * session advisory lock held on a dedicated connection with no open transaction; runners that do
 * not get it retry, so another worker takes over when the owner dies. Each batch's effects and its
 * checkpoint commit in one transaction with a compare-and-set.
 */
export class ProjectionRunner {
  readonly ownerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly db: Kysely<any>;
  private readonly databaseUrl: string;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lockRetryMs: number;
  private readonly heartbeatMs: number;
  private readonly rebuildBatchSize: number;
  private readonly logger: ProjectionLogger | undefined;
  private readonly states: ProjectionState[];
  private session: pg.Client | null = null;
  private connecting: Promise<pg.Client | null> | null = null;
  private checkpointSource: ReturnType<typeof attachCheckpointSource> | null = null;
  private stopping = false;
  private started = false;
  private readonly batchSlots: BatchSlots;
  private readonly watch: Sleeper = { wake: null, woken: false };
  private watching: Promise<void> | null = null;

  constructor(options: ProjectionRunnerOptions) {
    this.db = options.db;
    this.databaseUrl = options.databaseUrl;
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.lockRetryMs = options.lockRetryMs ?? 5000;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.rebuildBatchSize = options.rebuildBatchSize ?? 5000;
    this.batchSlots = new BatchSlots(options.maxConcurrentBatches ?? 4);
    this.logger = options.logger;
    const names = new Set<string>();
    this.states = options.projections.map((projection) => {
      validateProjection(projection);
      if (names.has(projection.name)) throw new Error(`projection ${projection.name} is registered twice`);
      names.add(projection.name);
      return {
        projection,
        lockKey: projectionLockKey(projection.name),
        owned: false,
        verified: false,
        lastLockAttempt: 0,
        lastHeartbeat: 0,
        wake: null,
        woken: false,
        loop: null,
        warnedNewer: false,
      };
    });
  }

  /** Connects, tries to take every projection once, then keeps them up to date in the background. */
  async start(): Promise<void> {
    if (this.started) throw new Error('ProjectionRunner already started');
    this.started = true;
    this.stopping = false;
    await this.connect();
    for (const state of this.states) {
      // A failure here is retried by the loop: the worker starts even while PostgreSQL is away.
      await this.tryTakeOwnership(state).catch((error: unknown) => {
        this.logger?.warn({ err: error, projection: state.projection.name }, 'projection ownership check failed');
      });
    }
    for (const state of this.states) state.loop = this.run(state);
    this.watching = this.watchReadableHead();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    for (const state of this.states) this.wakeUp(state);
    this.wakeUp(this.watch);
    await Promise.all([...this.states.map((state) => state.loop), this.watching]);
    this.watching = null;
    const owned = this.states.filter((state) => state.owned).map((state) => state.projection.name);
    if (owned.length > 0) {
      await sql`UPDATE es_checkpoints SET owner = NULL WHERE projection = ANY(${owned}::text[]) AND owner = ${this.ownerId}`
        .execute(this.db)
        .catch(() => undefined);
    }
    const session = this.session;
    this.session = null;
    for (const state of this.states) {
      state.owned = false;
      state.loop = null;
    }
    this.checkpointSource?.detach();
    this.checkpointSource = null;
    // Ending the session releases its advisory locks, so another runner takes over at its next retry.
    if (session) await session.end().catch(() => undefined);
    this.started = false;
  }

  /**
   * Resolves once every projection of this runner has applied the events committed before the call
   * (whoever owns it), so a reader sees what was stored before: start() returns before a first build
   * is done. Throws when a projection is not there within `timeoutMs`.
   */
  async caughtUp(timeoutMs = 60_000): Promise<void> {
    const head = await storeHead(this.db);
    if (!head) return;
    const deadline = Date.now() + timeoutMs;
    for (const state of this.states) {
      const name = state.projection.name;
      if (!(await waitForCheckpoint(this.db, name, head, Math.max(0, deadline - Date.now())))) {
        throw new Error(`projection ${name} did not catch up with the store within ${timeoutMs} ms`);
      }
    }
  }

  /** Whether this runner currently owns the projection. */
  owns(projectionName: string): boolean {
    return this.states.some((state) => state.projection.name === projectionName && state.owned);
  }

  /** Events of each projection's types visible after its live checkpoint. */
  async lag(): Promise<Record<string, number>> {
    const statuses = await projectionStatus(
      this.db,
      this.states.map((state) => state.projection),
    );
    const lag: Record<string, number> = {};
    for (const state of this.states) {
      const live = statuses.find((s) => s.projection === state.projection.name && s.status === 'live');
      if (live) lag[state.projection.name] = live.lagEvents;
    }
    return lag;
  }

  private async connect(): Promise<pg.Client | null> {
    if (this.session) return this.session;
    if (this.connecting) return this.connecting;
    this.connecting = (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'projection-runner' });
      const lost = (error?: Error) => {
        if (this.session !== client) return;
        this.session = null;
        this.checkpointSource?.detach();
        this.checkpointSource = null;
        for (const state of this.states) state.owned = false;
        if (!this.stopping) this.logger?.warn({ err: error }, 'projection runner lost its session: ownership released');
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (message) => {
        if (message.channel === EVENTS_CHANNEL) {
          for (const state of this.states) this.wakeUp(state);
        } else if (message.channel === CHECKPOINT_CHANNEL && message.payload) {
          this.checkpointSource?.notify(message.payload);
        }
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${EVENTS_CHANNEL}`);
        await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      } catch (error) {
        this.logger?.warn({ err: error }, 'projection runner cannot connect its session');
        await client.end().catch(() => undefined);
        return null;
      }
      this.session = client;
      this.checkpointSource = attachCheckpointSource(this.db);
      return client;
    })();
    try {
      return await this.connecting;
    } finally {
      this.connecting = null;
    }
  }

  private async tryTakeOwnership(state: ProjectionState): Promise<void> {
    state.lastLockAttempt = Date.now();
    const session = await this.connect();
    if (!session) return;
    const { rows } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      state.lockKey,
    ]);
    if (!rows[0]?.locked) return;
    state.owned = true;
    state.verified = false;
    this.logger?.info({ projection: state.projection.name, owner: this.ownerId }, 'projection owned');
  }

  private wakeUp(sleeper: Sleeper): void {
    sleeper.woken = true;
    sleeper.wake?.();
  }

  private async sleep(sleeper: Sleeper, ms: number): Promise<void> {
    if (this.stopping || sleeper.woken) {
      sleeper.woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      sleeper.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    sleeper.wake = null;
    sleeper.woken = false;
  }

  /**
   * The fallback for a notification that never comes: one query per poll interval for the whole runner, instead of
   * each projection reading its checkpoint and its next batch every interval (34 queries a second for the worker's
   * 17 projections on an idle product). A new readable event always moves the head — an event becomes readable when
   * the snapshot horizon passes its transaction, which is newer than every event readable before — so a caught-up
   * projection can sleep until it is woken, by a notification or by this.
   */
  private async watchReadableHead(): Promise<void> {
    let seen: string | undefined;
    let failed = false;
    while (!this.stopping) {
      try {
        const head = await readableHead(this.db);
        // The first read wakes them too: an event may have become readable after a projection's first step.
        if (head !== seen) for (const state of this.states) this.wakeUp(state);
        seen = head;
        failed = false;
      } catch (error) {
        // The projections' own steps meet the same outage and log it; say it here once, not every interval.
        if (!failed && !this.stopping) this.logger?.warn({ err: error }, 'reading the event store head failed');
        failed = true;
      }
      await this.sleep(this.watch, this.pollIntervalMs);
    }
  }

  private async run(state: ProjectionState): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        if (!state.owned) {
          const wait = state.lastLockAttempt + this.lockRetryMs - Date.now();
          if (wait > 0) {
            await this.sleep(state, wait);
            continue;
          }
          await this.tryTakeOwnership(state);
          continue;
        }
        const progressed = await this.batchSlots.run(() => this.step(state));
        failures = 0;
        // Caught up: a notification or the head watcher wakes it for new events; the heartbeat is due by then anyway.
        if (!progressed) await this.sleep(state, this.heartbeatMs);
      } catch (error) {
        if (error instanceof CheckpointMovedError) continue;
        failures += 1;
        if (!this.stopping)
          this.logger?.error({ err: error, projection: state.projection.name }, 'projection batch failed');
        await this.sleep(state, Math.min(this.pollIntervalMs * 2 ** failures, 30_000));
      }
    }
  }

  /** One unit of work; false when caught up (the caller then waits for a notification or the poll interval). */
  private async step(state: ProjectionState): Promise<boolean> {
    const { projection } = state;
    const live = await readLiveCheckpoint(this.db, projection.name);
    if (!live || live.version < projection.version) {
      await this.rebuild(state, live);
      return true;
    }
    if (live.version > projection.version) {
      if (!state.warnedNewer) {
        state.warnedNewer = true;
        this.logger?.warn(
          { projection: projection.name, live: live.version, code: projection.version },
          'live projection version is newer than this code: not applying',
        );
      }
      return false;
    }
    const tables = physicalTables(projection, live.version, live.generation);
    if (!state.verified) {
      if (!(await this.ensureReadable(tables))) {
        await this.rebuild(state, live);
        return true;
      }
      state.verified = true;
    }

    const batch = await readProjectionBatch(this.db, {
      after: checkpointPosition(live),
      eventTypes: projection.eventTypes,
      limit: this.batchSize,
    });
    if (!batch.next) {
      await this.heartbeat(state, live);
      return false;
    }
    const next = batch.next;
    await this.db.transaction().execute(async (trx) => {
      if (batch.events.length > 0) await projection.apply(trx, batch.events, tables);
      const moved = await advanceCheckpoint(trx, {
        projection: projection.name,
        version: live.version,
        generation: live.generation,
        status: 'live',
        from: checkpointPosition(live),
        to: next,
        owner: this.ownerId,
      });
      // Another writer moved it (or a rebuild switched versions): roll back and re-read.
      if (!moved) throw new CheckpointMovedError();
      // Before the checkpoint's: a process waiting for the checkpoint has heard whose rows changed (ADR 0063).
      if (batch.events.length > 0) await notifyReadModelChange(trx, readModelChange(projection.name, batch.events));
      await sql`SELECT pg_notify(${CHECKPOINT_CHANNEL}, ${projection.name})`.execute(trx);
    });
    state.lastHeartbeat = Date.now();
    return true;
  }

  /** Physical tables exist (else false) and each view exists (created when missing). */
  private async ensureReadable(tables: Record<string, string>): Promise<boolean> {
    const missingViews: Record<string, string> = {};
    for (const [logical, physical] of Object.entries(tables)) {
      const { rows } = await sql<{ table: boolean; view: boolean }>`
        SELECT to_regclass(${physical}) IS NOT NULL AS table, to_regclass(${logical}) IS NOT NULL AS view
      `.execute(this.db);
      if (!rows[0]?.table) return false;
      if (!rows[0].view) missingViews[logical] = physical;
    }
    if (Object.keys(missingViews).length > 0) {
      await this.db.transaction().execute((trx) => pointViews(trx, missingViews));
    }
    return true;
  }

  /** First start or a version bump: the owner builds the new version blue/green, reads stay on the old one meanwhile. */
  private async rebuild(state: ProjectionState, live: CheckpointRow | null): Promise<void> {
    this.logger?.info(
      { projection: state.projection.name, from: live?.version ?? null, to: state.projection.version },
      'projection needs a build',
    );
    try {
      await rebuildProjection({
        db: this.db,
        projection: state.projection,
        batchSize: this.rebuildBatchSize,
        logger: this.logger,
      });
      state.verified = false;
    } catch (error) {
      if (!(error instanceof RebuildInProgressError)) throw error;
      // The operator is rebuilding it: wait for the switch.
      await this.sleep(state, this.pollIntervalMs);
    }
  }

  private async heartbeat(state: ProjectionState, live: CheckpointRow): Promise<void> {
    if (Date.now() - state.lastHeartbeat < this.heartbeatMs && live.owner === this.ownerId) return;
    state.lastHeartbeat = Date.now();
    await sql`UPDATE es_checkpoints SET heartbeat = now(), owner = ${this.ownerId}
      WHERE projection = ${state.projection.name} AND version = ${live.version} AND generation = ${live.generation}
        AND status = 'live'`.execute(this.db);
  }
}

/** The newest event below the snapshot horizon ('' for none): what a projection could read next, at most. */
async function readableHead(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ head: string }>`
    SELECT e.transaction_id::text || ':' || e.global_position AS head FROM es_events e
    WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1
  `.execute(db);
  return rows[0]?.head ?? '';
}

/** A counting semaphore: at most `size` of the runner's projections work on a batch at once. */
class BatchSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('maxConcurrentBatches must be a positive integer');
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
