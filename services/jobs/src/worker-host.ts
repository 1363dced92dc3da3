import { pino, type Logger } from 'pino';
import { createDb } from '@impromptu/db';
import { OutboxRelay, ProjectionRunner } from '@impromptu/event-store';
import { projections } from '@impromptu/progress';
import type { WorkerConfig } from './config.js';
import { EmailTableAdapter } from './email.port.js';
import { createJobHandlers, type JobHandlers } from './handlers.js';
import { createWorker } from './job-worker.js';
import { JobQueues, publishOutboxMessage } from './outbox-publisher.js';

export interface RunningWorker {
  /** Stops relaying, lets active jobs finish, stops the projections and closes every connection. */
  stop(): Promise<void>;
}

export interface StartWorkerOptions {
  logger?: Logger;
  /** Replaces the handlers built from the configuration (they are still checked for completeness). */
  handlers?: JobHandlers;
}

/** The worker process: job handlers, the outbox relay and the projection runner, in one place. */
export async function startWorker(config: WorkerConfig, options: StartWorkerOptions = {}): Promise<RunningWorker> {
  const logger = options.logger ?? pino({ name: 'worker', level: config.logLevel });
  const db = createDb(config.databaseUrl, { applicationName: 'impromptu-worker' });
  const handlers = options.handlers ?? createJobHandlers({ email: new EmailTableAdapter(db) });

  let jobWorker: ReturnType<typeof createWorker> | undefined;
  let queues: JobQueues | undefined;
  let relay: OutboxRelay | undefined;
  let runner: ProjectionRunner | undefined;

  const stop = async (): Promise<void> => {
    await relay?.stop();
    await jobWorker?.close();
    await runner?.stop();
    await queues?.close();
    await db.destroy();
  };

  try {
    jobWorker = createWorker({
      redisUrl: config.redisUrl,
      prefix: config.prefix,
      handlers,
      logger,
      lockDurationMs: config.lockDurationMs,
      stalledIntervalMs: config.stalledIntervalMs,
      concurrency: config.concurrency,
    });
    const jobQueues = new JobQueues({ redisUrl: config.redisUrl, prefix: config.prefix });
    queues = jobQueues;
    relay = new OutboxRelay({ db, publish: (message) => publishOutboxMessage(jobQueues, message), logger });
    relay.start();
    runner = new ProjectionRunner({ db, databaseUrl: config.databaseUrl, projections, logger });
    await runner.start();
  } catch (error) {
    await stop().catch((stopError: unknown) => logger.error({ err: stopError }, 'stopping after a failed start failed'));
    throw error;
  }

  logger.info({ prefix: config.prefix, lockDurationMs: config.lockDurationMs }, 'worker started');
  return { stop };
}
