import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { createDb, type DB } from '@impromptu/db';
import { adminDatabaseUrl, databaseUrlFor } from './env.js';

export interface TestDatabase {
  name: string;
  url: string;
  db: Kysely<DB>;
  drop(): Promise<void>;
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
