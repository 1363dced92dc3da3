import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';

/** What one measured run gives: operations, their rate, and latency percentiles. */
export interface Figures {
  ops: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** `workers` loops share `ops` operations; each operation's latency is kept. */
export async function runConcurrent(
  workers: number,
  ops: number,
  operation: (worker: number) => Promise<void>,
): Promise<{ latencies: number[]; elapsedMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (next < ops) {
        next += 1;
        const t0 = performance.now();
        await operation(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), elapsedMs: performance.now() - startedAt };
}

export function figures(run: { latencies: number[]; elapsedMs: number }): Figures {
  return {
    ops: run.latencies.length,
    opsPerSecond: Math.round(run.latencies.length / (run.elapsedMs / 1000)),
    p50Ms: round2(percentile(run.latencies, 0.5)),
    p99Ms: round2(percentile(run.latencies, 0.99)),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * CPU time spent while `work` runs: by this process, and by the PostgreSQL backends serving this
 * database (Linux /proc/<pid>/schedstat; null when PostgreSQL runs on another machine). Unlike a rate,
 * CPU time per event hardly changes with what else the machine is doing.
 */
export async function cpuDuring<T>(
  db: Kysely<any>,
  work: () => Promise<T>,
): Promise<{ result: T; nodeMs: number; postgresMs: number | null }> {
  const backends = async () => {
    const { rows } = await sql<{
      pid: number;
    }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(db);
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]));
      } catch {
        return null;
      }
    }
    return cpu;
  };
  const before = await backends();
  const node = process.cpuUsage();
  const result = await work();
  const nodeUsage = process.cpuUsage(node);
  const after = await backends();
  let postgresNanos: number | null = null;
  if (before && after) {
    postgresNanos = 0;
    for (const [pid, nanos] of after) postgresNanos += nanos - (before.get(pid) ?? 0);
  }
  return {
    result,
    nodeMs: (nodeUsage.user + nodeUsage.system) / 1000,
    postgresMs: postgresNanos === null ? null : postgresNanos / 1e6,
  };
}

/**
 * CPU time (ms) used so far by the Chromium this process launched, all its processes, from /proc (utime + stime at
 * 100 ticks a second); null off Linux. The wall time of a run stretches with the machine's load (other processes
 * take the cores), its CPU time does not. Servers this process started beside the browser are not counted.
 */
export function browserCpuMs(): number | null {
  const byParent = new Map<number, number[]>();
  const processes = new Map<number, { name: string; ticks: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    processes.set(pid, { name, ticks: Number(fields[11]) + Number(fields[12]) });
    byParent.set(parent, [...(byParent.get(parent) ?? []), pid]);
  }
  let total = 0;
  const queue = (byParent.get(process.pid) ?? []).map((pid) => ({ pid, inBrowser: false }));
  while (queue.length > 0) {
    const { pid, inBrowser } = queue.pop()!;
    const found = processes.get(pid);
    const counted = inBrowser || (found?.name.startsWith('chrom') ?? false);
    if (counted) total += found?.ticks ?? 0;
    queue.push(...(byParent.get(pid) ?? []).map((child) => ({ pid: child, inBrowser: counted })));
  }
  return total * 10;
}
