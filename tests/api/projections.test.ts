import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import {
  EventStore,
  ProjectionRunner,
  type Projection,
  comparePositions,
  positionOf,
  projectionStatus,
  rebuildProjection,
  waitForCheckpoint,
  type AppendResult,
  type Position,
} from '@impromptu/event-store';
import { eventTypeCountProjection, streamActivityProjection } from '@impromptu/event-store';
import { createDb } from '@impromptu/db';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('runs projection runners and rebuilds on the database directly');

const WAIT_MS = 60_000;
// The ops projections, which handle every event: the runner's behaviour is checked on them alone.
const projections = [streamActivityProjection, eventTypeCountProjection];

let database: TestDatabase;
let db: Kysely<any>;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  store = new EventStore(db);
});

afterAll(async () => {
  await database.drop();
});

function runner(options: { lockRetryMs?: number; projections?: typeof projections } = {}): ProjectionRunner {
  return new ProjectionRunner({
    db,
    databaseUrl: database.url,
    projections: options.projections ?? projections,
    pollIntervalMs: 100,
    lockRetryMs: options.lockRetryMs ?? 200,
  });
}

function lastPosition(results: AppendResult[]): Position {
  return results.map((r) => positionOf(r)).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
}

/** Counts the statements a runner sends, by what they read: a plugin on the runner's own handle of the database. */
function countingStatements(counts: { head: number; checkpoint: number; batch: number }): KyselyPlugin {
  const textOf = (node: RootOperationNode) => ('sqlFragments' in node ? (node.sqlFragments as string[]).join('?') : '');
  return {
    transformQuery({ node }) {
      const text = textOf(node);
      if (text.includes('FROM es_checkpoints')) counts.checkpoint += 1;
      else if (text.includes('horizon AS MATERIALIZED')) counts.batch += 1;
      else if (text.includes('pg_snapshot_xmin')) counts.head += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

async function countsByType(types: string[]): Promise<Record<string, number>> {
  const { rows } = await sql<{ event_type: string; count: number }>`
    SELECT event_type, count FROM event_type_count WHERE event_type = ANY(${types}::text[])`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.event_type, Number(r.count)]));
}

async function streamCounts(streamIds: string[]): Promise<Record<string, number>> {
  const { rows } = await sql<{ stream_id: string; event_count: number }>`
    SELECT stream_id, event_count FROM stream_activity WHERE stream_id = ANY(${streamIds}::text[])`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.stream_id, Number(r.event_count)]));
}

async function checksum(view: string, orderBy: string): Promise<{ rows: number; md5: string }> {
  const { rows } = await sql<{ rows: number; md5: string }>`
    SELECT count(*) AS rows, md5(coalesce(string_agg(row_to_json(t)::text, E'\n' ORDER BY ${sql.ref(orderBy)}), '')) AS md5
    FROM ${sql.table(view)} t`.execute(db);
  return { rows: Number(rows[0]?.rows), md5: rows[0]?.md5 as string };
}

inProcess.describe('projection runner', () => {
  it('applies a late-committing transaction and every later append exactly once', async () => {
    const running = runner();
    await running.start();
    try {
      const openStream = `test-late-${randomUUID()}`;
      const laterStreams = Array.from({ length: 10 }, () => `test-later-${randomUUID()}`);
      let openResult: AppendResult | undefined;
      const laterResults: AppendResult[] = [];

      await db.transaction().execute(async (trx) => {
        openResult = await store.append(
          openStream,
          [{ type: 'LateCommitted', data: { n: 0 } }],
          { expectedVersion: 'no_stream' },
          trx,
        );
        for (let i = 0; i < 100; i += 1) {
          const streamId = laterStreams[i % laterStreams.length] as string;
          laterResults.push(
            await store.append(streamId, [{ type: 'CommittedMeanwhile', data: { n: i } }], { expectedVersion: 'any' }),
          );
        }
        // The open transaction holds the horizon: the runner must wait for it rather than pass it.
        expect(await waitForCheckpoint(db, 'event_type_count', lastPosition(laterResults), 1500)).toBe(false);
      });

      const last = lastPosition([...laterResults, openResult as AppendResult]);
      expect(await waitForCheckpoint(db, 'event_type_count', last, WAIT_MS)).toBe(true);
      expect(await waitForCheckpoint(db, 'stream_activity', last, WAIT_MS)).toBe(true);
      expect(await waitForCheckpoint(db, 'event_type_count', positionOf(openResult as AppendResult), 1)).toBe(true);

      expect(await countsByType(['LateCommitted', 'CommittedMeanwhile'])).toEqual({
        LateCommitted: 1,
        CommittedMeanwhile: 100,
      });
      const { rows: sum } = await sql<{ total: number }>`SELECT sum(count) AS total FROM event_type_count`.execute(db);
      const { rows: stored } = await sql<{ total: number }>`SELECT count(*) AS total FROM es_events`.execute(db);
      expect(Number(sum[0]?.total)).toBe(Number(stored[0]?.total));

      const expected: Record<string, number> = { [openStream]: 1 };
      for (const id of laterStreams) expected[id] = 10;
      expect(await streamCounts([openStream, ...laterStreams])).toEqual(expected);

      const status = await projectionStatus(db, projections);
      const live = status.filter((s) => s.status === 'live');
      expect(live.map((s) => [s.projection, s.lagEvents, s.owner]).sort()).toEqual(
        [
          ['event_type_count', 0, running.ownerId],
          ['stream_activity', 0, running.ownerId],
        ].sort(),
      );
      expect(await running.lag()).toEqual({ stream_activity: 0, event_type_count: 0 });
    } finally {
      await running.stop();
    }
  });

  it('builds twelve projections at once on a pool of four connections, each of one event type, and applies only that type', async () => {
    // The worker runs more projections than its pool has connections, and on a fresh database every
    // one of them rebuilds at start; each also reads its events with the per-type query of a
    // one-type projection.
    const run = randomUUID().slice(0, 8);
    const types = Array.from({ length: 12 }, (_, i) => `OneType${i}_${run}`);
    const oneTypeProjections: Projection[] = types.map((type, i) => ({
      name: `one_type_${i}_${run}`,
      version: 1,
      eventTypes: [type],
      tables: [
        {
          name: `one_type_${i}_${run}`,
          create: (t) => `CREATE TABLE ${t} (event_type text NOT NULL, seen integer NOT NULL)`,
        },
      ],
      apply: async (trx, events, tables) => {
        for (const event of events) {
          await sql`INSERT INTO ${sql.table(tables[`one_type_${i}_${run}`] as string)} VALUES (${event.type}, 1)`.execute(
            trx,
          );
        }
      },
    }));
    const results: AppendResult[] = [];
    for (const type of types) {
      results.push(
        await store.append(
          `test-one-type-${randomUUID()}`,
          [
            { type, data: {} },
            { type: `Other_${run}`, data: {} },
          ],
          { expectedVersion: 'no_stream' },
        ),
      );
    }
    // A batch may hold two connections at once: two concurrent batches fit a pool of four.
    const smallPool = createDb(database.url, { max: 4 });
    const running = new ProjectionRunner({
      db: smallPool,
      databaseUrl: database.url,
      projections: oneTypeProjections,
      pollIntervalMs: 100,
      lockRetryMs: 200,
      maxConcurrentBatches: 2,
    });
    await running.start();
    try {
      const last = lastPosition(results);
      for (const projection of oneTypeProjections) {
        expect(await waitForCheckpoint(db, projection.name, last, WAIT_MS)).toBe(true);
      }
      for (const [i, type] of types.entries()) {
        const { rows } = await sql<{
          event_type: string;
          seen: number;
        }>`SELECT event_type, seen FROM ${sql.table(`one_type_${i}_${run}`)}`.execute(db);
        expect(rows).toEqual([{ event_type: type, seen: 1 }]);
      }
    } finally {
      await running.stop();
      await smallPool.destroy();
    }
  });

  it('says it has caught up only once every projection has applied what was stored before the call', async () => {
    const run = randomUUID().slice(0, 8);
    const types = Array.from({ length: 3 }, (_, i) => `CaughtUp${i}_${run}`);
    for (const type of types) {
      await store.append(
        `test-caught-up-${randomUUID()}`,
        Array.from({ length: 40 }, () => ({ type, data: {} })),
        { expectedVersion: 'no_stream' },
      );
    }
    const fresh: Projection[] = types.map((type, i) => ({
      name: `caught_up_${i}_${run}`,
      version: 1,
      eventTypes: [type],
      tables: [{ name: `caught_up_${i}_${run}`, create: (t) => `CREATE TABLE ${t} (seen integer NOT NULL)` }],
      apply: async (trx, events, tables) => {
        for (const _event of events)
          await sql`INSERT INTO ${sql.table(tables[`caught_up_${i}_${run}`] as string)} VALUES (1)`.execute(trx);
      },
    }));
    // Small batches: a first build takes several of them, long after start() has returned.
    const running = new ProjectionRunner({
      db,
      databaseUrl: database.url,
      projections: fresh,
      pollIntervalMs: 100,
      lockRetryMs: 200,
      batchSize: 5,
    });
    await running.start();
    try {
      await running.caughtUp(WAIT_MS);
      for (const [i] of types.entries()) {
        const { rows } = await sql<{
          seen: number;
        }>`SELECT count(*)::int AS seen FROM ${sql.table(`caught_up_${i}_${run}`)}`.execute(db);
        expect(rows).toEqual([{ seen: 40 }]);
      }
    } finally {
      await running.stop();
    }
  });

  it('polls one readable head for all its projections while idle, and applies what became readable without a notification', async () => {
    const counts = { head: 0, checkpoint: 0, batch: 0 };
    const running = new ProjectionRunner({
      db: db.withPlugin(countingStatements(counts)),
      databaseUrl: database.url,
      projections,
      pollIntervalMs: 50,
      lockRetryMs: 200,
      // Longer than the test: a caught-up projection is woken, never timed out.
      heartbeatMs: WAIT_MS * 2,
    });
    await running.start();
    try {
      await running.caughtUp();
      const idle = { ...counts };
      expect(
        await eventually(
          async () => counts.head - idle.head,
          (polls) => polls >= 10,
          WAIT_MS,
          20,
        ),
      ).toBeGreaterThanOrEqual(10);
      // Ten polls of the head, and at most the one step each projection may have had left from its start: a
      // projection that polled its own checkpoint every interval would have read it ten times.
      expect(counts.checkpoint - idle.checkpoint).toBeLessThanOrEqual(projections.length);

      // An older transaction holds the snapshot horizon while an event commits: the event's notification wakes the
      // projections while it is not readable yet, and the horizon then moves on without any notification.
      let appended: AppendResult | undefined;
      await db.transaction().execute(async (holder) => {
        await sql`SELECT pg_current_xact_id()`.execute(holder);
        const woken = { ...counts };
        appended = await store.append(`test-unnotified-${randomUUID()}`, [{ type: 'ReadableLater', data: {} }], {
          expectedVersion: 'no_stream',
        });
        expect(
          await eventually(
            async () => counts.batch - woken.batch,
            (reads) => reads >= projections.length,
            WAIT_MS,
            20,
          ),
        ).toBeGreaterThanOrEqual(projections.length);
        expect(await countsByType(['ReadableLater'])).toEqual({});
      });
      const position = positionOf(appended as AppendResult);
      expect(await waitForCheckpoint(db, 'event_type_count', position, WAIT_MS / 4)).toBe(true);
      expect(await waitForCheckpoint(db, 'stream_activity', position, WAIT_MS / 4)).toBe(true);
      expect(await countsByType(['ReadableLater'])).toEqual({ ReadableLater: 1 });
    } finally {
      await running.stop();
    }
  });

  it('lets one runner own a projection and another take over when it stops', async () => {
    const first = runner({ projections: [eventTypeCountProjection] });
    const second = runner({ projections: [eventTypeCountProjection] });
    await first.start();
    await second.start();
    try {
      expect(first.owns('event_type_count')).toBe(true);
      expect(second.owns('event_type_count')).toBe(false);

      await first.stop();
      await eventually(
        async () => second.owns('event_type_count'),
        (owns) => owns,
        WAIT_MS,
        50,
      );
      expect(second.owns('event_type_count')).toBe(true);

      const result = await store.append(`test-takeover-${randomUUID()}`, [{ type: 'AfterTakeover', data: {} }], {
        expectedVersion: 'no_stream',
      });
      expect(await waitForCheckpoint(db, 'event_type_count', positionOf(result), WAIT_MS)).toBe(true);
      expect(await countsByType(['AfterTakeover'])).toEqual({ AfterTakeover: 1 });
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('answers a read-your-writes wait at once while no runner holds the projection, and waits while one does', async () => {
    const append = () =>
      store.append(`test-unowned-${randomUUID()}`, [{ type: 'WhileUnowned', data: {} }], {
        expectedVersion: 'no_stream',
      });
    // Nobody applies event_type_count now: the wait gives up at once instead of after its minute.
    const started = Date.now();
    expect(await waitForCheckpoint(db, 'event_type_count', positionOf(await append()), WAIT_MS)).toBe(false);
    expect(Date.now() - started).toBeLessThan(WAIT_MS / 4);

    const running = runner({ projections: [eventTypeCountProjection] });
    await running.start();
    try {
      expect(await waitForCheckpoint(db, 'event_type_count', positionOf(await append()), WAIT_MS)).toBe(true);
      expect(await countsByType(['WhileUnowned'])).toEqual({ WhileUnowned: 2 });
    } finally {
      await running.stop();
    }
  });

  it('rebuilds a projection blue/green into the same rows as the live one', async () => {
    const running = runner();
    await running.start();
    try {
      const types = [
        'RoundCompleted',
        'GameSessionStarted',
        'GameSessionFinished',
        'LectureCompleted',
        'AttendeeRegistered',
        'RecordingStarted',
      ];
      const streams = Array.from({ length: 300 }, (_, i) => `workload-${i % 5}-${randomUUID()}`);
      let written = 0;
      const results: AppendResult[] = [];
      const writer = async (worker: number) => {
        for (let call = 0; call < 26; call += 1) {
          const streamId = streams[Math.floor(Math.random() * streams.length)] as string;
          const size = 50 + Math.floor(Math.random() * 50);
          const events = Array.from({ length: size }, (_, n) => ({
            type: types[Math.floor(Math.random() * types.length)] as string,
            data: { worker, call, n, points: Math.floor(Math.random() * 100) },
          }));
          results.push(await store.append(streamId, events, { expectedVersion: 'any' }));
          written += size;
        }
      };
      await Promise.all([0, 1, 2, 3, 4, 5].map(writer));
      expect(written).toBeGreaterThanOrEqual(7800);
      while (written < 10_000) {
        const size = Math.min(100, 10_000 - written);
        results.push(
          await store.append(
            streams[0] as string,
            Array.from({ length: size }, () => ({ type: 'RoundCompleted', data: {} })),
            {
              expectedVersion: 'any',
            },
          ),
        );
        written += size;
      }
      const last = lastPosition(results);
      expect(await waitForCheckpoint(db, 'stream_activity', last, WAIT_MS)).toBe(true);
      const live = await checksum('stream_activity', 'stream_id');
      const { rows: streamCount } = await sql<{ n: number }>`SELECT count(*) AS n FROM es_streams`.execute(db);
      expect(live.rows).toBe(Number(streamCount[0]?.n));

      const progress: number[] = [];
      const rebuilt = await rebuildProjection({
        db,
        projection: streamActivityProjection,
        batchSize: 2000,
        onProgress: (p) => progress.push(p.applied),
      });
      expect(rebuilt.retired).toEqual({ version: 1, generation: 0 });
      expect(rebuilt.tables).toEqual({ stream_activity: 'stream_activity_v1_g1' });
      expect(rebuilt.applied).toBeGreaterThanOrEqual(10_000);
      expect(progress.length).toBeGreaterThan(1);

      expect(await checksum('stream_activity', 'stream_id')).toEqual(live);
      const { rows: view } = await sql<{ definition: string }>`
        SELECT definition FROM pg_views WHERE viewname = 'stream_activity'`.execute(db);
      expect(view[0]?.definition).toContain('stream_activity_v1_g1');
      const { rows: old } = await sql<{
        old: string | null;
      }>`SELECT to_regclass('stream_activity_v1')::text AS old`.execute(db);
      expect(old[0]?.old).toBeNull();

      // The running owner follows the switch and keeps the new version up to date.
      const after = await store.append(`after-rebuild-${randomUUID()}`, [{ type: 'AfterRebuild', data: {} }], {
        expectedVersion: 'no_stream',
      });
      expect(await waitForCheckpoint(db, 'stream_activity', positionOf(after), WAIT_MS)).toBe(true);
      expect(await streamCounts([after.streamId])).toEqual({ [after.streamId]: 1 });
      const status = await projectionStatus(db, projections);
      expect(status.find((s) => s.projection === 'stream_activity')).toMatchObject({
        version: 1,
        generation: 1,
        status: 'live',
        lagEvents: 0,
      });
    } finally {
      await running.stop();
    }
  });

  it('misses and repeats nothing when events are appended while a rebuild replays and switches', async () => {
    const running = runner();
    await running.start();
    try {
      let writing = true;
      const written: AppendResult[] = [];
      const writer = (async () => {
        for (let i = 0; writing || i < 20; i += 1) {
          written.push(
            await store.append(
              `during-rebuild-${i % 7}`,
              [
                { type: 'DuringRebuild', data: { i } },
                { type: 'DuringRebuild', data: { i } },
              ],
              {
                expectedVersion: 'any',
              },
            ),
          );
        }
      })();
      const rebuilt = await rebuildProjection({ db, projection: streamActivityProjection, batchSize: 1000 });
      writing = false;
      await writer;
      expect(rebuilt.tables).toEqual({ stream_activity: 'stream_activity_v1_g2' });

      expect(await waitForCheckpoint(db, 'stream_activity', lastPosition(written), WAIT_MS)).toBe(true);
      const { rows: mismatches } = await sql<{ n: number }>`
        SELECT count(*) AS n FROM (
          SELECT stream_id, count(*) AS event_count, max(stream_version) AS last_stream_version FROM es_events GROUP BY stream_id
        ) e FULL JOIN stream_activity a USING (stream_id)
        WHERE a.event_count IS DISTINCT FROM e.event_count OR a.last_stream_version IS DISTINCT FROM e.last_stream_version`.execute(
        db,
      );
      expect(Number(mismatches[0]?.n)).toBe(0);
      // event_type_count is a projection of its own, with its own checkpoint to wait for.
      expect(await waitForCheckpoint(db, 'event_type_count', lastPosition(written), WAIT_MS)).toBe(true);
      expect(await countsByType(['DuringRebuild'])).toEqual({ DuringRebuild: written.length * 2 });
    } finally {
      await running.stop();
    }
  });
});
