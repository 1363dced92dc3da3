import { Migrator, NO_MIGRATIONS, sql, type Kysely, type MigrationResult, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    // A static list: the same from source (tsx, Jest) and from dist, with no directory scan.
    provider: { getMigrations: async () => migrations },
  });
}

/** Applies every pending migration (in one transaction, under Kysely's lock). Returns the names applied. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return applied(await createMigrator(db).migrateToLatest(), 'up');
}

/**
 * Reverts the last `steps` migrations (Infinity reverts all of them). Returns the names reverted,
 * newest first.
 */
export async function migrateDown(db: Kysely<any>, steps = 1): Promise<string[]> {
  const migrator = createMigrator(db);
  const executed = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name);
  const count = Math.min(steps, executed.length);
  if (count <= 0) return [];
  const target = count === executed.length ? NO_MIGRATIONS : executed[executed.length - count - 1]!;
  return applied(await migrator.migrateTo(target), 'down');
}

/**
 * Empties the database and migrates it up again. Reverting every migration first lets each one
 * remove objects outside the public schema; dropping the public schema afterwards also removes
 * whatever a broken `down` left behind.
 */
export async function resetDatabase(db: Kysely<any>): Promise<string[]> {
  const reverted = await createMigrator(db).migrateTo(NO_MIGRATIONS);
  if (reverted.error) {
    console.warn(`[db] reverting migrations failed (${describe(reverted.error)}); dropping the public schema instead`);
  }
  await sql`DROP SCHEMA IF EXISTS public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
  await sql`GRANT USAGE ON SCHEMA public TO PUBLIC`.execute(db);
  return migrateToLatest(db);
}

/** Names of the migrations that ran, or a MigrationError naming the one that failed. */
function applied({ error, results = [] }: MigrationResultSet, direction: 'up' | 'down'): string[] {
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    const where = failed ? `migration ${failed.migrationName} (${direction})` : `migrating ${direction}`;
    throw new MigrationError(`${where} failed: ${describe(error)}`, results, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
