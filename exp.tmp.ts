import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@impromptu/db';
import { EventStore } from '@impromptu/event-store';
const url = 'postgres://postgres@127.0.0.1:5432/es_scratch';
const writers = Number(process.argv[2] ?? 8);
const db = createDb(url, { max: writers });
const store = new EventStore(db);
const data = { round: 3, sequence: 'survival', durationMs: 41250, points: 120 };
const modes: Record<string, (c: Kysely<any>) => Promise<unknown>> = {
  raw: (c) => sql`insert into bench_raw (stream_id, stream_version, event_id, event_type, schema_version, data, metadata) values (${'game-session-' + randomUUID()}, ${1}, ${randomUUID()}::uuid, ${'RoundCompleted'}, ${1}, ${JSON.stringify(data)}::jsonb, ${'{}'}::jsonb)`.execute(c),
  store: (c) => store.append('game-session-' + randomUUID(), [{ type: 'RoundCompleted', data }], { expectedVersion: 'any' }, c),
  fn: (c) => sql`select * from es_append(${'game-session-' + randomUUID()}, 'game-session', 'any', null, ${[randomUUID()]}::uuid[], ${['RoundCompleted']}::text[], ${[1]}::int[], ${[JSON.stringify(data)]}::jsonb[], ${['{}']}::jsonb[])`.execute(c),
  fn2: (c) => sql`select * from es_append2(${'game-session-' + randomUUID()}, 'game-session', 'any', null, ${[randomUUID()]}::uuid[], ${['RoundCompleted']}::text[], ${[1]}::int[], ${[JSON.stringify(data)]}::jsonb[], ${['{}']}::jsonb[])`.execute(c),
  two: async (c) => { const s = 'game-session-' + randomUUID(); await c.transaction().execute(async (t) => { await sql`insert into es_streams (stream_id, stream_type, version) values (${s}, 'game-session', 1)`.execute(t); await sql`insert into bench_raw (stream_id, stream_version, event_id, event_type, schema_version, data, metadata) values (${s}, ${1}, ${randomUUID()}::uuid, ${'RoundCompleted'}, ${1}, ${JSON.stringify(data)}::jsonb, ${'{}'}::jsonb)`.execute(t); }); },
};
const selected = (process.argv[3] ?? 'raw,store,fn').split(',');
import { readFileSync } from 'node:fs';
const totals: Record<string, { ops: number; ms: number; node: number; pg: number }> = {};
const pids = async () => (await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = 'impromptu' and datname = 'es_scratch'`.execute(db)).rows.map((r) => r.pid);
const ticks = (ps: number[]) => ps.reduce((a, p) => { try { const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' '); return a + Number(f[11]) + Number(f[12]); } catch { return a; } }, 0);

for (let r = 0; r < 4; r++) for (const m of selected) {
  let next = 0; const ops = 1000; const ps = await pids(); const k0 = ticks(ps); const c0 = process.cpuUsage(); const t0 = performance.now();
  await Promise.all(Array.from({ length: writers }, () => db.connection().execute(async (c) => { while (next < ops) { next++; await modes[m]!(c); } })));
  const dt = performance.now() - t0; const cu = process.cpuUsage(c0); const k1 = ticks(ps);
  const t = totals[m] ??= { ops: 0, ms: 0, node: 0, pg: 0 }; t.ops += ops; t.ms += dt; t.node += (cu.user + cu.system); t.pg += (k1 - k0) * 10000;
}
for (const [m, t] of Object.entries(totals)) console.log(writers, m, Math.round(t.ops / t.ms * 1000), 'ops/s; node µs/op', Math.round(t.node / t.ops), 'backend µs/op', Math.round(t.pg / t.ops));
await db.destroy();
