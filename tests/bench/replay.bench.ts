import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '@impromptu/db';
import { rebuildProjection, type RebuildResult } from '@impromptu/event-store';
import { streamActivityProjection } from '@impromptu/progress';
import { adminQuery, benchDatabaseUrl, runWhenMain, withDatabase } from './scratch-database.js';

const EVENTS = 100_000;
const STREAMS = 2_000;
const TRANSACTIONS = 50;
const BATCH_SIZE = 10_000;
const TYPES = ['GameSessionStarted', 'RoundCompleted', 'GameSessionFinished', 'LectureCompleted', 'PracticeProgressRecorded', 'AttendeeRegistered'];

/**
 * Projection replay: events per second of a blue/green rebuild of `stream_activity` over 100,000
 * events, in a scratch database (created, migrated, dropped). Prints the first build (no live
 * version yet) and a rebuild beside a live version, which also switches views and drops tables.
 */
export async function runReplayBench(databaseUrl = benchDatabaseUrl): Promise<void> {
  const name = `impromptu_bench_replay_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const db = createDb(withDatabase(databaseUrl, name), { max: 4, applicationName: 'bench-replay' });
  try {
    await migrateToLatest(db);
    await seedEvents(db);
    const results: Array<[string, RebuildResult]> = [];
    for (const label of ['first build', 'blue/green rebuild']) {
      const result = await rebuildProjection({ db, projection: streamActivityProjection, batchSize: BATCH_SIZE });
      results.push([label, result]);
    }
    console.log(`\nProjection replay: stream_activity, ${EVENTS.toLocaleString('en')} events over ${STREAMS} streams, batch ${BATCH_SIZE}`);
    console.table(
      results.map(([label, r]) => ({
        run: label,
        events: r.applied,
        'duration ms': r.durationMs,
        'events/s': r.eventsPerSecond,
        'target ≥ 50,000': r.eventsPerSecond >= 50_000 ? 'met' : 'missed',
      })),
    );
  } finally {
    await db.destroy();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Bulk setup straight into the tables, in several transactions so the replay crosses xid boundaries. */
async function seedEvents(db: ReturnType<typeof createDb>): Promise<void> {
  const perStream = EVENTS / STREAMS;
  await sql`INSERT INTO es_streams (stream_id, stream_type, version)
    SELECT 'game-session-' || s, 'game-session', ${perStream} FROM generate_series(1, ${STREAMS}) s`.execute(db);
  const perTransaction = EVENTS / TRANSACTIONS;
  for (let t = 0; t < TRANSACTIONS; t++) {
    // Event g is the ((g-1) / STREAMS + 1)-th of stream ((g-1) % STREAMS + 1): versions stay gapless.
    await sql`INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
      SELECT 'game-session-' || ((g - 1) % ${STREAMS} + 1), (g - 1) / ${STREAMS} + 1, gen_random_uuid(),
             (${TYPES}::text[])[g % ${TYPES.length} + 1],
             jsonb_build_object('round', g % 12, 'points', g % 100, 'durationMs', 30000 + g % 5000),
             jsonb_build_object('userId', 'user-' || (g % 500))
      FROM generate_series(${t * perTransaction + 1}::int, ${(t + 1) * perTransaction}::int) g`.execute(db);
  }
  await sql`ANALYZE es_events`.execute(db);
}


runWhenMain(import.meta.url, () => runReplayBench(benchDatabaseUrl));
