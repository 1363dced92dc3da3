import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { createDb, type DB } from '@impromptu/db';

export interface TestDatabase {
  name: string;
  url: string;
  db: Kysely<DB>;
  drop(): Promise<void>;
}

/** Connection settings for tests: real PostgreSQL, overridable from the environment. */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrlFor(name: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database for one test file, cloned from the migrated and seeded template that the
 * Jest global setup built. Call `drop()` in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env.IMPROMPTU_TEMPLATE_DB;
  if (!template) throw new Error('IMPROMPTU_TEMPLATE_DB is not set: run the tests through Jest (tests/jest.config.js)');
  const name = `impromptu_t_${randomBytes(4).toString('hex')}_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrlFor(name);
  const db = createDb(url);
  return {
    name,
    url,
    db,
    async drop() {
      await db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
