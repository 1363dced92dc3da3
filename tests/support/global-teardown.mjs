import pg from 'pg';

export default async function globalTeardown() {
  const template = process.env.IMPROMPTU_TEMPLATE_DB;
  if (!template) return;
  const adminUrl =
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await admin.end();
}
