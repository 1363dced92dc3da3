import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { seedDemoAssessments } from '@impromptu/assessments';
import { seedClassActivity } from '@impromptu/classes';
import { seedDemoCourseProgress } from '@impromptu/courses';
import { createDb, migrateToLatest, seed } from '@impromptu/db';
import { seedDemoVoiceMetrics } from '@impromptu/play';
import { rebuildProjection } from '@impromptu/event-store';
import { projections } from '@impromptu/jobs';

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

/**
 * A scratch database as `npm start` leaves one: migrated, seeded (demo accounts and content) and with
 * every projection's views built, as the worker does on its first start. Answers its name and URL.
 */
export async function createSeededDatabase(
  databaseUrl: string,
  label: string,
  options: { beforeProjections?: (db: Kysely<any>) => Promise<void> } = {},
): Promise<{ name: string; url: string }> {
  const name = `impromptu_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(databaseUrl, name);
  const db = createDb(url, { max: 4, applicationName: `bench-${label}` });
  try {
    await migrateToLatest(db);
    await seed(db, { production: false });
    // The demo's progress, as `npm start` appends it: without a snapshot the demo learner, a member of the
    // coach's private coaching pod, would be sent to the wizard instead of the page measured.
    await seedDemoCourseProgress(db, { publicWebUrl: 'http://127.0.0.1' });
    await seedClassActivity(db);
    await seedDemoAssessments(db);
    await seedDemoVoiceMetrics(db);
    await options.beforeProjections?.(db);
    for (const projection of projections) await rebuildProjection({ db, projection });
  } catch (error) {
    // A seed that failed leaves no scratch database behind on the shared server.
    await db.destroy();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  await db.destroy();
  return { name, url };
}
