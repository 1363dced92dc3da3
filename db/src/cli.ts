/**
 * npm run db:migrate | db:seed | db:reset
 * DATABASE_URL selects the database (created when missing); NODE_ENV=production seeds no demo accounts.
 */
import { loadCliConfig } from './cli-config.js';
import { createDb, ensureDatabase, redactUrl } from './database.js';
import { migrateToLatest, resetDatabase } from './migrator.js';
import { DEMO_PASSWORD, seed, type SeedResult } from './seed.js';

const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

async function main(argv: string[]): Promise<void> {
  const command = argv[0];
  if (!isCommand(command)) {
    throw new Error(`usage: cli.ts <${COMMANDS.join('|')}> [--force]`);
  }
  const { databaseUrl: url, production } = loadCliConfig();
  if (command === 'reset' && production && !argv.includes('--force')) {
    throw new Error('refusing to reset a database with NODE_ENV=production (pass --force to really do it)');
  }

  if (await ensureDatabase(url)) console.log(`created database ${redactUrl(url)}`);
  const db = createDb(url, { max: 2, applicationName: `impromptu-db-${command}` });
  try {
    switch (command) {
      case 'migrate':
        printMigrations('applied', await migrateToLatest(db));
        break;
      case 'seed':
        printSeed(await seed(db, { production }), production);
        break;
      case 'reset':
        printMigrations('reset; applied', await resetDatabase(db));
        printSeed(await seed(db, { production }), production);
        break;
      default:
        assertNever(command);
    }
  } finally {
    await db.destroy();
  }
}

function printMigrations(verb: string, names: string[]): void {
  console.log(names.length ? `${verb} ${names.length} migration(s): ${names.join(', ')}` : 'database is up to date');
}

function printSeed(result: SeedResult, production: boolean): void {
  console.log(
    `seeded: ${result.plans} plan(s), ${result.games} game(s), ${result.features} feature(s) inserted or changed` +
      (production ? ' (production: no demo accounts)' : ''),
  );
  if (result.demoUsersCreated.length) {
    console.log(`demo accounts created (password ${DEMO_PASSWORD}): ${result.demoUsersCreated.join(', ')}`);
  }
}

function isCommand(value: string | undefined): value is Command {
  return (COMMANDS as readonly string[]).includes(value ?? '');
}

function assertNever(value: never): never {
  throw new Error(`unhandled command ${String(value)}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`db: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
