import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import request from 'supertest';
import type { DB } from '@impromptu/db';
import type { Clock } from '@impromptu/bff';
import { createTestDatabase, type TestDatabase } from './database.js';
import { redisUrl } from './env.js';
import { createFactories, type Factories } from './factories.js';
import { apiTargetUrl } from './target.js';

export interface TestAppOptions {
  /** Settings on top of NODE_ENV=test, the test database and Redis: PUBLIC_WEB_URL, OIDC_*, even DATABASE_URL or REDIS_URL. */
  env?: Record<string, string>;
  /** Where the app reads the time (its CLOCK): tests move it instead of sleeping. Default: the system clock. */
  now?: () => Date;
  /** Default: a pino logger at the configured level. */
  logger?: Logger;
  /** Serve this database (a second app on the same data); `close()` then leaves it to its owner. Default: a fresh clone of the template. */
  database?: TestDatabase;
  /** Runs on the fresh database before the app starts (e.g. seeding at a test's own time). */
  prepare?: (db: Kysely<DB>) => Promise<unknown>;
}

export interface TestApp extends Factories {
  app: NestExpressApplication;
  database: TestDatabase;
  /** `database.db`: the same data the app serves. */
  db: Kysely<DB>;
  /** A supertest request against the app. */
  http(): ReturnType<typeof request>;
  /** Closes the app, and drops the database if this test app created it. */
  close(): Promise<void>;
}

/**
 * The BFF as an API test drives it: a database of the test file's own (cloned from the migrated,
 * seeded template), the app on it, and the factories for users, sessions and game sessions.
 * Call `close()` in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (apiTargetUrl !== undefined) return targetApp(apiTargetUrl, options);
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  let app: NestExpressApplication | undefined;
  try {
    await options.prepare?.(database.db);
    // The BFF's module graph (Nest and every area) is loaded here, not at import: against a running BFF
    // (API_TARGET_URL) no file needs it, and loading it was most of each file's start-up there.
    const { CLOCK, createApp, loadConfig } = await import('@impromptu/bff');
    // TEST_SEEDING: users of any type are made through the same route in process as against a running BFF.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      TEST_SEEDING: '1',
      ...options.env,
    });
    app = await createApp(config, options.logger ? { logger: options.logger } : {});
    if (options.now) app.get<Clock>(CLOCK).now = options.now;
  } catch (error) {
    await app?.close();
    if (ownsDatabase) await database.drop();
    throw error;
  }
  const started = app;
  const http = () => request(started.getHttpServer());
  return {
    app: started,
    database,
    db: database.db,
    http,
    ...createFactories(http),
    async close() {
      try {
        await started.close();
      } finally {
        if (ownsDatabase) await database.drop();
      }
    },
  };
}

/**
 * The running BFF at `url`, driven through its public API only. What only an in-process app has
 * (its database, its Nest application, a clock, settings) throws when touched: such tests are
 * declared with `inProcessOnly(reason)` and skipped in target mode.
 */
function targetApp(url: string, options: TestAppOptions): TestApp {
  const asked = (['env', 'now', 'logger', 'database', 'prepare'] as const).filter(
    (option) => options[option] !== undefined,
  );
  if (asked.length > 0) {
    throw new Error(
      `createTestApp({ ${asked.join(', ')} }) needs the in-process app: declare the test with inProcessOnly(reason)`,
    );
  }
  return runningApp(url);
}

/**
 * A BFF running at `url` in processes of its own (a deployment, or one a test started), driven through its public
 * API; `database`: the one it serves, when the test knows it. What only an in-process app has throws when touched.
 */
export function runningApp(url: string, database?: TestDatabase): TestApp {
  const http = () => request(url);
  const inProcessOnly = (what: string): never => {
    throw new Error(
      `${what} exists only in process (API_TARGET_URL is set): declare the test with inProcessOnly(reason)`,
    );
  };
  return {
    get app(): NestExpressApplication {
      return inProcessOnly('testApp.app');
    },
    get database(): TestDatabase {
      return database ?? inProcessOnly('testApp.database');
    },
    get db(): Kysely<DB> {
      return database?.db ?? inProcessOnly('testApp.db');
    },
    http,
    ...createFactories(http),
    // The BFF stays as it is: every test made its own users, under e-mails of its own.
    close: async () => undefined,
  };
}

export type { GameSessionBody, NewUser, NewUserOptions, Session, SignupOptions } from './factories.js';
