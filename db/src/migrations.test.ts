import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verify } from '@node-rs/argon2';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import {
  createDb,
  cohortMateCatalogue,
  demoAccounts,
  DEMO_PASSWORD,
  ensureDatabase,
  migrateDown,
  migrateToLatest,
  migrations,
  resetDatabase,
  seed,
  type DB,
} from './index.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REFERENCE_TABLES = ['app_user', 'feature', 'game', 'plan', 'subscription', 'user_feature'];

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A throwaway database named so the Jest global setup removes it if a killed run leaves it behind. */
async function throwawayDatabase(): Promise<{ db: Kysely<DB>; url: string; drop(): Promise<void> }> {
  const name = `impromptu_t_db_${randomBytes(4).toString('hex')}_${Date.now().toString(36)}`;
  const url = databaseUrl(name);
  expect(await ensureDatabase(url)).toBe(true);
  expect(await ensureDatabase(url)).toBe(false);
  const db = createDb(url, { max: 2 });
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Tables, views, sequences and functions the migrations own (Kysely's own bookkeeping aside). */
async function schemaObjects(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND c.relname NOT LIKE 'kysely_migration%'
    UNION ALL
    SELECT p.proname || '()' FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
    ORDER BY 1`.execute(db);
  return rows.map((r) => r.name);
}

async function counts(db: Kysely<DB>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of REFERENCE_TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    result[table] = rows[0]!.n;
  }
  return result;
}

describe('migrations and seed', () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;

  beforeAll(async () => {
    database = await throwawayDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  it('migrates up, creating every reference table', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    const objects = await schemaObjects(database.db);
    for (const table of REFERENCE_TABLES) expect(objects).toContain(table);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('parses int8 as a number and limits idle transactions', async () => {
    const { rows } = await sql<{ n: unknown; timeout: string }>`
      SELECT count(*) AS n, current_setting('idle_in_transaction_session_timeout') AS timeout`.execute(database.db);
    expect(rows[0]).toEqual({ n: 1, timeout: '1min' });
  });

  it('migrates all the way down, leaving nothing, and up again', async () => {
    const reverted = await migrateDown(database.db, Infinity);
    expect(reverted).toEqual(Object.keys(migrations).reverse());
    expect(await schemaObjects(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await migrateDown(database.db)).toEqual([Object.keys(migrations).at(-1)]);
    await migrateToLatest(database.db);
    expect(await schemaObjects(database.db)).toEqual(expect.arrayContaining(REFERENCE_TABLES));
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const first = await seed(database.db, { production: false });
    expect(first.demoUsersCreated).toEqual(demoAccounts.map((a) => a.email));
    const before = await counts(database.db);
    const snapshot = await database.db
      .selectFrom('app_user')
      .select(['email', 'password_hash', 'updated_at'])
      .orderBy('email')
      .execute();

    const second = await seed(database.db, { production: false });
    expect(second).toEqual({ plans: 0, games: 0, features: 0, demoUsersCreated: [], userFeatures: 0 });
    expect(await counts(database.db)).toEqual(before);
    expect(
      await database.db
        .selectFrom('app_user')
        .select(['email', 'password_hash', 'updated_at'])
        .orderBy('email')
        .execute(),
    ).toEqual(snapshot);
    // The demo accounts, the five cohort-mates of the development cohort (no password); ADMIN_ONLY and TEMPORARY_ONBOARDING grants.
    expect(before).toMatchObject({
      plan: 6,
      game: 10,
      feature: 6,
      app_user: 4 + cohortMateCatalogue.length,
      user_feature: 2,
    });
  });

  it('seeds the ten games with their short codes and colours', async () => {
    const games = await database.db
      .selectFrom('game')
      .select(['short_code', 'name', 'colour'])
      .orderBy('sort_order')
      .execute();
    expect(games).toEqual([
      { short_code: 'triple-step', name: 'Triple Step', colour: '#e2a248' },
      { short_code: 'conductor', name: 'Conductor', colour: '#617F89' },
      { short_code: 'autocomplete', name: 'Rapid Fire Autocomplete', colour: '#039be6' },
      { short_code: 'analogies', name: 'Rapid Fire Analogies', colour: '#c5317c' },
      { short_code: 'autocomplete-breath', name: 'Autocomplete with Breath', colour: '#039be6' },
      { short_code: 'analogies-breath', name: 'Analogies with Breath', colour: '#c5317c' },
      { short_code: 'slideshow', name: 'The Blindfolded Slideshow', colour: '#c5317c' },
      { short_code: 'snow-globe', name: 'Snow Globe', colour: '#039be6' },
      { short_code: 'podcast', name: 'Podcast Game', colour: '#c5317c' },
      { short_code: 'timer', name: 'Timer', colour: '#617F89' },
    ]);
  });

  it('seeds the plan catalogue with prices in cents', async () => {
    const plans = await database.db
      .selectFrom('plan')
      .select(['code', 'name', 'description', 'price_monthly_cents', 'price_yearly_cents', 'is_legacy'])
      .where('code', 'in', ['free', 'trainings', 'legacy_trainings'])
      .orderBy('sort_order')
      .execute();
    expect(plans).toEqual([
      {
        code: 'free',
        name: 'Free',
        description: '5 of the 10 speaking games, the free self-paced courses and the free live classes',
        price_monthly_cents: 0,
        price_yearly_cents: 0,
        is_legacy: false,
      },
      expect.objectContaining({
        code: 'trainings',
        name: 'Platform',
        price_monthly_cents: 3500,
        price_yearly_cents: 29500,
        is_legacy: false,
      }),
      expect.objectContaining({
        code: 'legacy_trainings',
        name: 'Platform (Legacy)',
        price_monthly_cents: 1600,
        price_yearly_cents: 13400,
        is_legacy: true,
      }),
    ]);
    const codes = (await database.db.selectFrom('plan').select('code').execute()).map((p) => p.code).sort();
    expect(codes).toEqual(['coach', 'free', 'free_trainings', 'legacy_trainings', 'simulator', 'trainings']);
  });

  it('creates the demo accounts with argon2id hashes of the demo password', async () => {
    const users = await database.db
      .selectFrom('app_user')
      .select(['email', 'type', 'plan', 'first_name', 'password_hash'])
      .where(
        'email',
        'in',
        demoAccounts.map((a) => a.email),
      )
      .orderBy('email')
      .execute();
    expect(users.map(({ email, type, plan }) => ({ email, type, plan }))).toEqual([
      { email: 'admin@example.com', type: 'ADMIN', plan: 'trainings' },
      { email: 'coach@example.com', type: 'COACH', plan: 'coach' },
      { email: 'learner-free@example.com', type: 'LEARNER', plan: 'free' },
      { email: 'learner@example.com', type: 'LEARNER', plan: 'trainings' },
    ]);
    for (const user of users) {
      expect(user.first_name).not.toBe('');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(user.password_hash!, DEMO_PASSWORD)).toBe(true);
      expect(await verify(user.password_hash!, 'wrong-password')).toBe(false);
    }
    const salts = new Set(users.map((u) => u.password_hash!.split('$')[4]));
    expect(salts.size).toBe(users.length);

    const adminFeatures = await database.db
      .selectFrom('user_feature')
      .innerJoin('app_user', 'app_user.id', 'user_feature.user_id')
      .innerJoin('feature', 'feature.id', 'user_feature.feature_id')
      .select(['app_user.email', 'feature.name', 'user_feature.is_viewable', 'user_feature.is_locked'])
      .orderBy('app_user.email')
      .execute();
    expect(adminFeatures).toEqual([
      { email: 'admin@example.com', name: 'ADMIN_ONLY', is_viewable: true, is_locked: false },
      // The onboarding form of the development cohort (spec 3 §4.9).
      { email: 'learner@example.com', name: 'TEMPORARY_ONBOARDING', is_viewable: true, is_locked: false },
    ]);
  });

  it('enforces lower-case e-mails and known user types', async () => {
    await expect(database.db.insertInto('app_user').values({ email: 'Someone@Example.com' }).execute()).rejects.toThrow(
      /check/,
    );
    await expect(
      database.db
        .insertInto('app_user')
        .values({ email: 'someone@example.com', type: 'OWNER' as never })
        .execute(),
    ).rejects.toThrow(/check/);
  });

  it('resets to freshly migrated, empty tables', async () => {
    expect(await resetDatabase(database.db)).toEqual(Object.keys(migrations));
    expect(await counts(database.db)).toEqual(Object.fromEntries(REFERENCE_TABLES.map((t) => [t, 0])));
  });
});

describe('production seed', () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;

  beforeAll(async () => {
    database = await throwawayDatabase();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database.drop();
  });

  it('creates the reference data but no demo account', async () => {
    const result = await seed(database.db, { production: true });
    expect(result.demoUsersCreated).toEqual([]);
    expect(await counts(database.db)).toEqual({
      app_user: 0,
      feature: 6,
      game: 10,
      plan: 6,
      subscription: 0,
      user_feature: 0,
    });
  });
});
