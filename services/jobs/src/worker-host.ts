import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { createDb } from '@impromptu/db';
import { EventStore, OutboxRelay, ProjectionRunner, type JobSchedule } from '@impromptu/event-store';
import { EmailTableAdapter, SmtpEmailAdapter, type EmailPort } from '@impromptu/integrations';
import type { WorkerConfig } from './config.js';
import { contexts, projections } from './contexts.js';
import { createJobHandlers, type JobHandlers } from './handlers.js';
import { createWorker } from './job-worker.js';
import { JobQueues, publishOutboxMessage, upsertSchedules } from './outbox-publisher.js';
import { BULK_QUEUES } from './queues.js';

const DEFAULT_EMAIL_FROM = 'Impromptu <no-reply@impromptu.local>';

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
  // Live updates (the AI coach's bot status) reach every BFF process through Redis pub/sub; a lost one costs only freshness.
  const publisher = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: 'impromptu-worker-publish',
  });
  publisher.on('error', () => undefined);
  const publish = async (channel: string, message: string): Promise<void> => {
    await publisher.publish(channel, message);
  };
  const smtp =
    config.smtpUrl === undefined
      ? undefined
      : new SmtpEmailAdapter(db, {
          url: config.smtpUrl,
          from: config.emailFrom ?? DEFAULT_EMAIL_FROM,
        });
  const email: EmailPort = smtp ?? new EmailTableAdapter(db);
  const handlers = options.handlers ?? createJobHandlers({ db, store: new EventStore(db), email, publish });

  let jobWorker: ReturnType<typeof createWorker> | undefined;
  let queues: JobQueues | undefined;
  let relay: OutboxRelay | undefined;
  let runner: ProjectionRunner | undefined;

  const stop = async (): Promise<void> => {
    await relay?.stop();
    await jobWorker?.close();
    await runner?.stop();
    await queues?.close();
    publisher.disconnect();
    smtp?.close();
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
    // The schedules first: they wait (a few seconds at most) for the queues' connection, so the relay's first
    // publish does not meet a connection still connecting and back off for seconds before the first job moves.
    await upsertSchedules(
      jobQueues,
      contexts.flatMap((context): readonly JobSchedule[] =>
        'schedules' in context.jobs ? (context.jobs.schedules ?? []) : [],
      ),
      logger,
    );
    relay = new OutboxRelay({
      db,
      publish: (message) => publishOutboxMessage(jobQueues, message),
      deferredQueues: BULK_QUEUES,
      logger,
    });
    relay.start();
    runner = new ProjectionRunner({ db, databaseUrl: config.databaseUrl, projections, logger });
    await runner.start();
  } catch (error) {
    await stop().catch((stopError: unknown) =>
      logger.error({ err: stopError }, 'stopping after a failed start failed'),
    );
    throw error;
  }

  logger.info({ prefix: config.prefix, lockDurationMs: config.lockDurationMs }, 'worker started');
  return { stop };
}
