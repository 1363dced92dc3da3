import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** The server's maintenance URL for benchmarks: DATABASE_URL, else the local PostgreSQL. */
export const benchDatabaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server's URL for another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's `postgres` database (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs a benchmark when its file is the entry point (`tsx --conditions=source tests/bench/x.bench.ts`). */
export function runWhenMain(moduleUrl: string, run: () => Promise<unknown>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
