import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { JobContext, JobHandler, JobHandlers } from './handlers.js';
import { isJobName, jobDefinitions, jobNames, queueNames, type JobDefinition, type JobName } from './queues.js';

export class MissingJobHandlerError extends Error {
  constructor(
    readonly missing: string[],
    readonly unknown: string[],
  ) {
    const parts = [
      missing.length ? `no handler for job ${missing.map((name) => `"${name}"`).join(', ')}` : '',
      unknown.length ? `handler for unknown job ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
    ].filter(Boolean);
    super(`The worker refuses to start: ${parts.join('; ')}`);
    this.name = 'MissingJobHandlerError';
  }
}

export interface CreateWorkerOptions {
  redisUrl: string;
  prefix: string;
  handlers: JobHandlers;
  logger: Logger;
  /** How long a job's lock lives without renewal; a killed worker's job is retried after it lapses. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  concurrency: number;
}

export interface JobWorker {
  workers: Worker[];
  close(): Promise<void>;
}

/** Throws unless the handler map has exactly one function per job name (it may be built dynamically). */
export function assertHandlersComplete(handlers: Record<string, unknown>): void {
  const missing = jobNames.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !isJobName(name));
  if (missing.length || unknown.length) throw new MissingJobHandlerError(missing, unknown);
}

/** One BullMQ Worker per queue; each job's payload is validated against its schema before its handler runs. */
export function createWorker(options: CreateWorkerOptions): JobWorker {
  assertHandlersComplete(options.handlers);
  const { handlers, logger } = options;
  const connections: Redis[] = [];

  const workers = queueNames.map((queue) => {
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    connections.push(connection);
    const worker = new Worker(queue, (job: Job) => processJob(handlers, job, logger), {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
    });
    worker.on('failed', (job, error) =>
      logger.warn({ queue, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade, err: error }, 'job failed'),
    );
    worker.on('error', (error) => logger.error({ queue, err: error }, 'worker error'));
    // A job whose lock lapsed (its worker was killed, or its event loop was blocked past the lock) runs again;
    // past maxStalledCount it fails with no 'failed' event here, so both are said.
    worker.on('stalled', (jobId) => logger.warn({ queue, jobId }, 'job stalled: its lock lapsed, it runs again'));
    worker.on('lockRenewalFailed', (jobIds) => logger.warn({ queue, jobIds }, 'job lock renewal failed'));
    return worker;
  });

  return {
    workers,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}

async function processJob(handlers: JobHandlers, job: Job, logger: Logger): Promise<void> {
  if (!isJobName(job.name)) throw new UnrecoverableError(`Unknown job "${job.name}"`);
  const definition: JobDefinition = jobDefinitions[job.name];
  const parsed = definition.payload.safeParse(job.data);
  // A payload that does not match its schema will not match on a retry either.
  if (!parsed.success)
    throw new UnrecoverableError(`Invalid payload for "${job.name}": ${z.prettifyError(parsed.error)}`);
  const jobId = job.id;
  if (!jobId) throw new UnrecoverableError(`Job "${job.name}" has no id`);
  const ctx: JobContext = {
    jobId,
    attempt: job.attemptsMade + 1,
    logger: logger.child({ jobId, job: job.name }),
  };
  await runHandler(handlers, job.name, parsed.data, ctx);
}

function runHandler<N extends JobName>(
  handlers: JobHandlers,
  name: N,
  payload: unknown,
  ctx: JobContext,
): Promise<void> {
  // The payload was parsed with jobDefinitions[name].payload just before.
  const handler = handlers[name] as JobHandler<N>;
  return handler(payload as Parameters<JobHandler<N>>[0], ctx);
}
