import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { createDb, redactUrl } from '@impromptu/db';
import { paymentsFromEnvironment, reconcileBilling } from '@impromptu/billing';
import {
  EventStore,
  projectionStatus,
  rebuildProjection,
  RebuildInProgressError,
  type Projection,
  type ProjectionStatus,
} from '@impromptu/event-store';
import { projections } from '@impromptu/jobs';
import { loadConfig } from '../config/config.js';

/**
 * The operator's interface (plain Node, no NestJS):
 *   npm run ops -- projections:status
 *   npm run ops -- projections:rebuild NAME
 *   npm run ops -- billing:reconcile [--dry-run]
 */
const USAGE = `usage:
  npm run ops -- projections:status           every projection: version, status, checkpoint, lag, owner
  npm run ops -- projections:rebuild NAME     replay every event into new tables, then switch reads to them
  npm run ops -- billing:reconcile [--dry-run]
                                              the payment provider against the billing projection for every
                                              customer: lists each difference and repairs it (--dry-run: lists only)`;

export interface OpsIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: OpsIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Runs one ops command; returns the process exit code. */
export async function runOps(args: string[], databaseUrl: string, io: OpsIo = consoleIo): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'projections:status':
      return withDb(databaseUrl, (db) => printStatus(db, io));
    case 'projections:rebuild': {
      const name = rest[0];
      const projection = projections.find((p) => p.name === name);
      if (!projection) {
        io.err(name ? `unknown projection: ${name}` : 'projections:rebuild needs a projection name');
        io.err(`projections: ${projections.map((p) => p.name).join(', ')}`);
        return 1;
      }
      io.out(`database: ${redactUrl(databaseUrl)}`);
      return withDb(databaseUrl, (db) => rebuild(db, projection, io));
    }
    case 'billing:reconcile': {
      const repair = !rest.includes('--dry-run');
      return withDb(databaseUrl, async (db) => {
        const report = await reconcileBilling(
          { db, store: new EventStore(db), payments: paymentsFromEnvironment() },
          { now: new Date(), repair, trigger: repair ? 'ops' : 'ops dry run' },
        );
        io.out(`customers compared: ${report.customers}; drift found: ${report.drifts.length}`);
        for (const drift of report.drifts)
          io.out(`${drift.repaired ? 'repaired' : 'left    '}  ${drift.kind}  ${drift.customerId}  ${drift.detail}`);
        return 0;
      });
    }
    default:
      io.err(command ? `unknown command: ${command}` : 'no command given');
      io.err(USAGE);
      return 1;
  }
}

async function withDb(databaseUrl: string, run: (db: Kysely<any>) => Promise<number>): Promise<number> {
  const db = createDb(databaseUrl, { max: 4, applicationName: 'impromptu-ops' });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

async function printStatus(db: Kysely<any>, io: OpsIo): Promise<number> {
  const rows = await projectionStatus(db, projections);
  const known = new Set(rows.map((row) => row.projection));
  const table = rows.map((row) => statusCells(row));
  for (const projection of projections) {
    if (!known.has(projection.name)) {
      table.push([projection.name, String(projection.version), '-', 'not built', '-', '-', '-', '-', '-']);
    }
  }
  io.out(
    formatTable(
      [
        'projection',
        'version',
        'generation',
        'status',
        'position',
        'transaction',
        'lag (events)',
        'heartbeat',
        'owner',
      ],
      table,
    ),
  );
  return 0;
}

function statusCells(row: ProjectionStatus): string[] {
  return [
    row.projection,
    String(row.version),
    String(row.generation),
    row.status,
    String(row.lastPosition),
    row.lastTransactionId,
    String(row.lagEvents),
    row.heartbeat ? row.heartbeat.toISOString() : '-',
    row.owner ?? '-',
  ];
}

async function rebuild(db: Kysely<any>, projection: Projection, io: OpsIo): Promise<number> {
  io.out(`rebuilding ${projection.name} (version ${projection.version}) from the first event…`);
  let lastPrinted = 0;
  let lastApplied = -1;
  try {
    const result = await rebuildProjection({
      db,
      projection,
      onProgress: (p) => {
        // A line per second at most: a large replay stays readable.
        const now = Date.now();
        if (p.applied === lastApplied || (now - lastPrinted < 1000 && p.applied < p.total)) return;
        lastPrinted = now;
        lastApplied = p.applied;
        const percent = p.total > 0 ? Math.floor((p.applied / p.total) * 100) : 100;
        io.out(`  ${p.applied}/${p.total} events (${percent}%), ${p.eventsPerSecond} events/s`);
      },
    });
    io.out(
      `rebuilt ${result.projection}: ${result.applied} events in ${(result.durationMs / 1000).toFixed(2)} s ` +
        `(${result.eventsPerSecond} events/s); reads now use ${Object.values(result.tables).join(', ')}` +
        (result.retired
          ? `; version ${result.retired.version} generation ${result.retired.generation} retired and dropped`
          : ''),
    );
    return 0;
  } catch (error) {
    if (error instanceof RebuildInProgressError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The BFF's settings through its one parser: a bad value stops here with the setting's name. No port is checked:
  // an operator's one-off run needs only the database (ADR 0052).
  const main = async (): Promise<number> =>
    runOps(process.argv.slice(2), loadConfig(process.env, { ports: [] }).DATABASE_URL);
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
