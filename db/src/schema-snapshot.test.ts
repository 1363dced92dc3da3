import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { migratedColumns, renderMigratedColumns } from './schema-snapshot.js';

const snapshotFile = new URL('./schema/migrated-columns.ts', import.meta.url);

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

it('records every table and column the migrations make, which the Kysely schema is checked against', async () => {
  const tables = await migratedColumns(database.db);
  expect(tables['app_user']).toEqual(expect.arrayContaining(['id', 'email']));
  expect(tables['es_events']).toEqual(expect.arrayContaining(['global_position', 'transaction_id']));
  const rendered = renderMigratedColumns(tables);
  // `npm run db:schema-snapshot` after a migration: then the type check says what the Kysely schema lacks.
  if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') writeFileSync(snapshotFile, rendered);
  expect(readFileSync(snapshotFile, 'utf8')).toBe(rendered);
});
