import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { ProjectionRunner, type Projection } from '@impromptu/event-store';
import { projections as workerProjections } from '@impromptu/jobs';
import type { TestApp } from './app.js';

/**
 * The projection runner on the app's database, started and caught up with every event already stored: the worker's
 * projections unless told. Stop it in afterAll.
 */
export async function startProjections(
  app: Pick<TestApp, 'db' | 'database'>,
  options: { projections?: Projection[]; batchSize?: number; lockRetryMs?: number } = {},
): Promise<ProjectionRunner> {
  const runner = new ProjectionRunner({
    db: app.db as Kysely<DB>,
    databaseUrl: app.database.url,
    projections: options.projections ?? workerProjections,
    pollIntervalMs: 50,
    lockRetryMs: options.lockRetryMs ?? 200,
    ...(options.batchSize !== undefined ? { batchSize: options.batchSize } : {}),
  });
  await runner.start();
  await runner.caughtUp();
  return runner;
}
