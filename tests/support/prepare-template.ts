/**
 * Creates one migrated and seeded template database and prints its name. Run by the Jest global
 * setup through tsx (Jest loads global setup files without its module mapper, so workspace sources
 * cannot be imported there directly).
 */
import pg from 'pg';
import { seedClassActivity } from '@impromptu/classes';
import { createDb, migrateToLatest, seed } from '@impromptu/db';
import { adminDatabaseUrl, databaseUrlFor } from './env.js';

const template = `impromptu_tpl_${process.pid}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminDatabaseUrl });
await admin.connect();
await dropStaleDatabases(admin);
await admin.query(`CREATE DATABASE "${template}"`);
await admin.end();

const db = createDb(databaseUrlFor(template));
try {
  await migrateToLatest(db);
  await seed(db, { production: false });
  await seedClassActivity(db);
} finally {
  await db.destroy();
}
process.stdout.write(`${template}\n`);

/** Templates and clones left by a run that was killed are removed after a day. */
async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname ~ '^impromptu_(tpl|t)_'`,
  );
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const { datname } of rows) {
    const created = Number.parseInt(datname.split('_').at(-1) ?? '', 36);
    if (Number.isFinite(created) && created < dayAgo) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  }
}
