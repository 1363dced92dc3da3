import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Migrator, sql, type Kysely } from 'kysely';
import { createDb, migrateToLatest, migrations } from '@impromptu/db';
import { EventStore, newEventId } from '@impromptu/event-store';
import { percentile, round2 } from './measure.js';
import { adminQuery, benchDatabaseUrl, runWhenMain, withDatabase } from './scratch-database.js';

/**
 * Append throughput and latency against a raw INSERT baseline, in one run on one server, for the
 * store's design (migration 0011: the events' primary key guards the version, an advisory lock
 * queues `any`) and the design before it (0002/0008: the stream row's version, updated on every
 * append), each in a scratch database of its own on the same server.
 *
 * Modes, each writer on its own connection, single-event appends:
 * - raw: one INSERT of an event-shaped row into `bench_raw` (es_events' shape, no foreign key),
 *   with a new stream id and an event id made as the store makes them (UUIDv7);
 * - new stream: EventStore.append to a new stream per append, expected version 'any'
 *   (creates the stream row: a game session's first event);
 * - existing: EventStore.append to the writer's own stream with the exact expected version
 *   (a round of a running session).
 * Modes alternate in rounds so drift in the machine's load hits them alike (an A/B in one sitting).
 */
export async function runAppendBench(databaseUrl: string, options: BenchOptions = {}): Promise<BenchRow[]> {
  const levels = options.levels ?? [1, 8, 32];
  const opsPerLevel = options.opsPerLevel ?? 3_000;
  const rounds = options.rounds ?? 6;
  const suffix = randomBytes(4).toString('hex');
  const names = { current: `impromptu_bench_append_${suffix}`, before: `impromptu_bench_append_0010_${suffix}` };
  const rows: BenchRow[] = [];
  let costs: CostRow[] = [];
  try {
    for (const [design, name] of Object.entries(names) as Array<[Design, string]>) {
      await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
      const setup = createDb(withDatabase(databaseUrl, name), { max: 1 });
      try {
        if (design === 'current') await migrateToLatest(setup);
        else {
          await migrateUpTo(setup, LAST_MIGRATION_OF_PREVIOUS_DESIGN);
          // The same indexes on both sides: the comparison is of the append, not of 0011's type index.
          await sql`CREATE INDEX ON es_events (event_type, transaction_id, global_position)`.execute(setup);
        }
        await sql`CREATE TABLE bench_raw (LIKE es_events INCLUDING ALL)`.execute(setup);
      } finally {
        await setup.destroy();
      }
    }

    for (const writers of levels) {
      const pools = {
        current: createDb(withDatabase(databaseUrl, names.current), { max: writers, applicationName: 'bench-append' }),
        before: createDb(withDatabase(databaseUrl, names.before), { max: writers, applicationName: 'bench-append' }),
      };
      try {
        const stores = { current: new EventStore(pools.current), before: new EventStore(pools.before) };
        const run = (mode: Mode, ops: number) => {
          const design = MODE_DESIGN[mode];
          return runWriters(pools[design], writers, ops, operationFor(mode, stores[design]));
        };
        for (const mode of MODES) await run(mode, writers * 20); // opens every connection, warms plan caches
        const samples = Object.fromEntries(MODES.map((mode) => [mode, [] as number[]])) as Record<Mode, number[]>;
        const elapsed = Object.fromEntries(MODES.map((mode) => [mode, 0])) as Record<Mode, number>;
        for (let round = 0; round < rounds; round++) {
          for (const mode of MODES) {
            const result = await run(mode, Math.ceil(opsPerLevel / rounds));
            samples[mode].push(...result.latencies);
            elapsed[mode] += result.elapsedMs;
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
        await Promise.all([pools.current.destroy(), pools.before.destroy()]);
      }
    }
    costs = await measureServerCost(databaseUrl, names, options.costOps ?? 2_000, rounds);
  } finally {
    for (const name of Object.values(names))
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  printTable(rows);
  printCosts(costs);
  return rows;
}

interface CostRow {
  mode: Mode;
  /** PostgreSQL's CPU time for one append, from its backend's /proc/<pid>/schedstat; null when PostgreSQL runs elsewhere. */
  cpuMicros: number | null;
  /** WAL one append writes, from EXPLAIN (ANALYZE, WAL), averaged. */
  walBytes: number;
}

/**
 * What one append costs the database, measured on one connection per mode: its backend's CPU time
 * and the WAL it writes. Unlike throughput, neither depends much on what else the machine is doing,
 * so the two designs compare even on a busy machine.
 */
async function measureServerCost(
  databaseUrl: string,
  names: Record<Design, string>,
  ops: number,
  rounds: number,
): Promise<CostRow[]> {
  const pools = {
    current: createDb(withDatabase(databaseUrl, names.current), { max: 1, applicationName: 'bench-append-cost' }),
    before: createDb(withDatabase(databaseUrl, names.before), { max: 1, applicationName: 'bench-append-cost' }),
  };
  try {
    const cpu = Object.fromEntries(MODES.map((mode) => [mode, [] as number[]])) as Record<Mode, number[]>;
    const wal = Object.fromEntries(MODES.map((mode) => [mode, 0])) as Record<Mode, number>;
    for (const design of ['current', 'before'] as const) {
      await pools[design].connection().execute(async (conn) => {
        const store = new EventStore(conn);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
        const pid = rows[0]!.pid;
        const modes = MODES.filter((mode) => MODE_DESIGN[mode] === design);
        for (const mode of modes) await runOn(conn, ops / 4, operationFor(mode, store));
        for (let round = 0; round < rounds; round += 1) {
          for (const mode of modes) {
            const before = backendCpuNanos(pid);
            await runOn(conn, ops / rounds, operationFor(mode, store));
            const after = backendCpuNanos(pid);
            if (before !== null && after !== null) cpu[mode].push((after - before) / 1000 / (ops / rounds));
          }
        }
        for (const mode of modes) wal[mode] = await walPerAppend(conn, mode, 200);
      });
    }
    return MODES.map((mode) => ({
      mode,
      cpuMicros: cpu[mode].length === 0 ? null : median(cpu[mode]),
      walBytes: wal[mode],
    }));
  } finally {
    await Promise.all([pools.current.destroy(), pools.before.destroy()]);
  }
}

async function runOn(conn: Kysely<any>, ops: number, operation: Operation): Promise<void> {
  const state = { streamId: `game-session-${randomUUID()}`, version: 0 };
  for (let i = 0; i < ops; i += 1) await operation(conn, state, i);
}

/** CPU time the process has run, in nanoseconds (Linux), or null where /proc cannot tell. */
function backendCpuNanos(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/** The WAL of `count` appends of the mode, each under EXPLAIN (ANALYZE, WAL), averaged. */
async function walPerAppend(conn: Kysely<any>, mode: Mode, count: number): Promise<number> {
  let bytes = 0;
  let version = 0;
  const streamId = `game-session-${randomUUID()}`;
  for (let i = 0; i < count; i += 1) {
    const data = JSON.stringify({ ...eventData, i });
    const statement =
      mode === 'raw'
        ? sql`insert into bench_raw (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
              values (${`game-session-${randomUUID()}`}, ${1}, ${newEventId()}::uuid, ${'RoundCompleted'}, ${1}, ${data}::jsonb, ${'{}'}::jsonb)`
        : sql`select * from es_append(${mode.startsWith('new stream') ? `game-session-${randomUUID()}` : streamId}, ${'game-session'},
              ${mode.startsWith('new stream') ? 'any' : String(version)}, null, null, ${[newEventId()]}::uuid[], ${['RoundCompleted']}::text[],
              ${[1]}::int[], ${[data]}::jsonb[], ${['{}']}::jsonb[])`;
    const { rows } = await sql<{
      'QUERY PLAN': Array<{ Plan: { 'WAL Bytes'?: number } }>;
    }>`EXPLAIN (ANALYZE, WAL, FORMAT JSON) ${statement}`.execute(conn);
    bytes += rows[0]!['QUERY PLAN'][0]!.Plan['WAL Bytes'] ?? 0;
    version += 1;
  }
  return Math.round(bytes / count);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round2(sorted[Math.floor(sorted.length / 2)]!);
}

function printCosts(costs: CostRow[]): void {
  if (costs.length === 0) return;
  const raw = costs.find((c) => c.mode === 'raw')!;
  console.log('\nWhat one append costs PostgreSQL (one connection, same run): backend CPU and WAL written');
  console.log(
    `${'mode'.padEnd(24)} ${'CPU µs'.padStart(8)} ${'÷ raw'.padStart(6)} ${'WAL bytes'.padStart(10)} ${'÷ raw'.padStart(6)}`,
  );
  for (const c of costs) {
    const cpu = c.cpuMicros === null ? 'n/a' : c.cpuMicros.toFixed(1);
    const cpuRatio = c.cpuMicros === null || raw.cpuMicros === null ? 'n/a' : (c.cpuMicros / raw.cpuMicros).toFixed(2);
    console.log(
      `${c.mode.padEnd(24)} ${cpu.padStart(8)} ${cpuRatio.padStart(6)} ${String(c.walBytes).padStart(10)} ${(c.walBytes / raw.walBytes).toFixed(2).padStart(6)}`,
    );
  }
}

/** The design before 0011 is the schema of the migrations up to this one. */
const LAST_MIGRATION_OF_PREVIOUS_DESIGN = '0010_practice';

async function migrateUpTo(db: Kysely<any>, last: string): Promise<void> {
  const upTo = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => upTo } }).migrateToLatest();
  if (error) throw error;
}

export interface BenchOptions {
  levels?: number[];
  opsPerLevel?: number;
  rounds?: number;
  /** Appends per mode whose cost to the database is measured on one connection. */
  costOps?: number;
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

type Design = 'current' | 'before';
type Mode = 'raw' | 'new stream' | 'existing' | 'new stream, before 0011' | 'existing, before 0011';
const MODES: readonly Mode[] = ['raw', 'new stream', 'existing', 'new stream, before 0011', 'existing, before 0011'];
const MODE_DESIGN: Record<Mode, Design> = {
  raw: 'current',
  'new stream': 'current',
  existing: 'current',
  'new stream, before 0011': 'before',
  'existing, before 0011': 'before',
};

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
    case 'new stream':
    case 'new stream, before 0011':
      return async (conn, _state, i) => {
        await store.append(
          `game-session-${randomUUID()}`,
          [{ type: 'RoundCompleted', data: { ...eventData, i } }],
          { expectedVersion: 'any' },
          conn,
        );
      };
    case 'existing':
    case 'existing, before 0011':
      return async (conn, state, i) => {
        const result = await store.append(
          state.streamId,
          [{ type: 'RoundCompleted', data: { ...eventData, i } }],
          { expectedVersion: state.version },
          conn,
        );
        state.version = result.toVersion;
      };
  }
}

/** `writers` loops, each pinned to one connection, share `ops` operations. */
async function runWriters(
  db: Kysely<any>,
  writers: number,
  ops: number,
  operation: Operation,
): Promise<{ latencies: number[]; elapsedMs: number }> {
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

function printTable(rows: BenchRow[]): void {
  const header = ['writers', 'mode', 'ops', 'ops/s', 'p50 ms', 'p99 ms', 'vs raw'];
  const body = rows.map((r) => [
    String(r.writers),
    r.mode,
    String(r.ops),
    String(r.opsPerSecond),
    r.p50Ms.toFixed(2),
    r.p99Ms.toFixed(2),
    r.ratioToRaw.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    '\nEvent store append vs raw INSERT (single-event appends, one connection per writer; "before 0011": the stream-row design, same run)',
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
  for (const writers of new Set(rows.map((r) => r.writers))) {
    const rate = (mode: Mode) => rows.find((r) => r.writers === writers && r.mode === mode)?.opsPerSecond ?? Number.NaN;
    const vsBefore = (mode: 'new stream' | 'existing') => (rate(mode) / rate(`${mode}, before 0011`)).toFixed(2);
    console.log(
      `${writers} writers: this design ÷ the one before 0011: new stream ${vsBefore('new stream')}, existing ${vsBefore('existing')}`,
    );
  }
  console.log('target: append ≥ 0.8 of raw at 8 and 32 writers');
}

runWhenMain(import.meta.url, () => runAppendBench(benchDatabaseUrl));
