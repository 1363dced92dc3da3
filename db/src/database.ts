import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema/index.js';

// int8 (counts, sums, identity positions) as JS numbers: they stay far below 2^53 here. xid8 keeps its string parser.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export interface CreateDbOptions {
  /** Pool size (default 10). */
  max?: number;
  /** Shown in pg_stat_activity. */
  applicationName?: string;
  /** Milliseconds before PostgreSQL ends a session left idle inside a transaction (default 60 s). */
  idleInTransactionTimeoutMs?: number;
}

/** The database every process uses when DATABASE_URL is unset: the local server's `impromptu`. */
export const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/impromptu';

/** A Kysely instance over a pg Pool. Call `destroy()` when done. */
export function createDb(connectionString: string, options: CreateDbOptions = {}): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'impromptu',
    // A forgotten open transaction would hold back the event store's snapshot horizon: cut it off.
    options: `-c idle_in_transaction_session_timeout=${options.idleInTransactionTimeoutMs ?? 60_000}`,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener Node exits.
  pool.on('error', (error) => {
    console.error(`[db] idle connection error: ${error.message}`);
  });
  // A checked-out client (inside a transaction, between queries) has no pool listener: a server
  // restart or shutdown would crash the process. Its pending query still rejects and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error(`[db] connection error: ${error.message}`);
    });
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** The database name of a connection URL. */
export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('The database URL names no database');
  return name;
}

/** The URL without its password, for printing. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Creates the database of `url` when it does not exist, through the `postgres` maintenance
 * database of the same server. Returns true when it created it.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), application_name: 'impromptu-db-ensure' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
      return true;
    } catch (error) {
      // Another process created it between our check and our CREATE.
      if (isPgError(error) && (error.code === '42P04' || error.code === '23505')) return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function isPgError(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
