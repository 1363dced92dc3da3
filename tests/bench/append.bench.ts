import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { createDb, migrateToLatest } from '@impromptu/db';
import { EventStore, newEventId } from '@impromptu/event-store';
import { adminQuery, benchDatabaseUrl, runWhenMain, withDatabase } from './scratch-database.js';

/**
 * Append throughput and latency against a raw INSERT baseline, in one run on one server.
 *
 * Modes, each writer on its own connection, single-event appends:
 * - raw: one INSERT of an event-shaped row into `bench_raw` (es_events' shape, no foreign key),
 *   with a new stream id and an event id made as the store makes them (UUIDv7);
 * - append new stream: EventStore.append to a new stream per append, expected version 'any'
 *   (creates the stream row: a game session's first event);
 * - append existing: EventStore.append to the writer's own stream with the exact expected version
 *   (updates the stream row: a round of a running session).
 * Modes alternate in rounds so drift in the machine's load hits them alike.
 */
export async function runAppendBench(databaseUrl: string, options: BenchOptions = {}): Promise<BenchRow[]> {
  const levels = options.levels ?? [1, 8, 32];
  const opsPerLevel = options.opsPerLevel ?? 3_000;
  const rounds = options.rounds ?? 3;
  const name = `impromptu_bench_append_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(databaseUrl, name);
  const rows: BenchRow[] = [];
  try {
    const setup = createDb(url, { max: 1 });
    try {
      await migrateToLatest(setup);
      await sql`CREATE TABLE bench_raw (LIKE es_events INCLUDING ALL)`.execute(setup);
    } finally {
      await setup.destroy();
    }

    for (const writers of levels) {
      const db = createDb(url, { max: writers, applicationName: 'bench-append' });
      try {
        const store = new EventStore(db);
        await warmUp(db, store, writers);
        const samples: Record<Mode, number[]> = { raw: [], 'append new stream': [], 'append existing': [] };
        const elapsed: Record<Mode, number> = { raw: 0, 'append new stream': 0, 'append existing': 0 };
        for (let round = 0; round < rounds; round++) {
          for (const mode of MODES) {
            const ops = Math.ceil(opsPerLevel / rounds);
            const run = await runWriters(db, writers, ops, operationFor(mode, store));
            samples[mode].push(...run.latencies);
            elapsed[mode] += run.elapsedMs;
          }
        }
        const rawThroughput = samples.raw.length / (elapsed.raw / 1000);
        for (const mode of MODES) {
          const latencies = samples[mode].sort((a, b) => a - b);
          const throughput = latencies.length / (elapsed[mode] / 1000);
          rows.push({
            writers,
            mode,
            ops: latencies.length,
            opsPerSecond: Math.round(throughput),
            p50Ms: round2(percentile(latencies, 0.5)),
            p99Ms: round2(percentile(latencies, 0.99)),
            ratioToRaw: round2(throughput / rawThroughput),
          });
        }
      } finally {
        await db.destroy();
      }
    }
  } finally {
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  printTable(rows);
  return rows;
}

export interface BenchOptions {
  levels?: number[];
  opsPerLevel?: number;
  rounds?: number;
}

export interface BenchRow {
  writers: number;
  mode: Mode;
  ops: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToRaw: number;
}

type Mode = 'raw' | 'append new stream' | 'append existing';
const MODES: readonly Mode[] = ['raw', 'append new stream', 'append existing'];

/** One operation of a writer; `state` lives as long as the writer's connection. */
type Operation = (conn: Kysely<any>, state: { streamId: string; version: number }, i: number) => Promise<void>;

const eventData = { round: 3, sequence: 'survival', durationMs: 41_250, points: 120 };

function operationFor(mode: Mode, store: EventStore): Operation {
  switch (mode) {
    case 'raw':
      return async (conn, _state, i) => {
        await sql`
          insert into bench_raw (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
          values (${`game-session-${randomUUID()}`}, ${1}, ${newEventId()}::uuid, ${'RoundCompleted'}, ${1},
                  ${JSON.stringify({ ...eventData, i })}::jsonb, ${'{}'}::jsonb)`.execute(conn);
      };
    case 'append new stream':
      return async (conn, _state, i) => {
        await store.append(`game-session-${randomUUID()}`, [{ type: 'RoundCompleted', data: { ...eventData, i } }], { expectedVersion: 'any' }, conn);
      };
    case 'append existing':
      return async (conn, state, i) => {
        const result = await store.append(state.streamId, [{ type: 'RoundCompleted', data: { ...eventData, i } }], { expectedVersion: state.version }, conn);
        state.version = result.toVersion;
      };
  }
}

/** `writers` loops, each pinned to one connection, share `ops` operations. */
async function runWriters(db: Kysely<any>, writers: number, ops: number, operation: Operation): Promise<{ latencies: number[]; elapsedMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: writers }, () =>
      db.connection().execute(async (conn) => {
        const state = { streamId: `game-session-${randomUUID()}`, version: 0 };
        while (next < ops) {
          const i = next++;
          const t0 = performance.now();
          await operation(conn, state, i);
          latencies.push(performance.now() - t0);
        }
      }),
    ),
  );
  return { latencies, elapsedMs: performance.now() - startedAt };
}

/** Opens every connection and warms plan caches (plpgsql caches its plans per session). */
async function warmUp(db: Kysely<any>, store: EventStore, writers: number): Promise<void> {
  for (const mode of MODES) await runWriters(db, writers, writers * 20, operationFor(mode, store));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function printTable(rows: BenchRow[]): void {
  const header = ['writers', 'mode', 'ops', 'ops/s', 'p50 ms', 'p99 ms', 'vs raw'];
  const body = rows.map((r) => [String(r.writers), r.mode, String(r.ops), String(r.opsPerSecond), r.p50Ms.toFixed(2), r.p99Ms.toFixed(2), r.ratioToRaw.toFixed(2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log('\nEvent store append vs raw INSERT (single-event appends, one connection per writer)');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}


runWhenMain(import.meta.url, () => runAppendBench(benchDatabaseUrl));
