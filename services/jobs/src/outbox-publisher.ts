import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobSchedule, OutboxMessage } from '@impromptu/event-store';
import { isJobName, jobDefinitions, queueNames, type JobDefinition, type QueueName } from './queues.js';

const DAY_SECONDS = 24 * 3600;

export class RedisUnavailableError extends Error {
  constructor(status: string) {
    super(`Redis is not reachable (connection ${status}); the outbox message stays pending`);
    this.name = 'RedisUnavailableError';
  }
}

export class UnknownJobError extends Error {
  constructor(queue: string, name: string) {
    super(`No job "${name}" on queue "${queue}" in jobDefinitions`);
    this.name = 'UnknownJobError';
  }
}

export interface JobQueuesOptions {
  redisUrl: string;
  prefix: string;
}

/** The BullMQ queues a publisher adds to, on one connection that fails fast while Redis is down. */
export class JobQueues {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly options: JobQueuesOptions) {
    // No offline queue: a publish during an outage must fail now (the outbox row stays pending), not hang.
    this.connection = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Connection errors surface as failed publishes; without a listener ioredis logs each one.
    this.connection.on('error', () => undefined);
  }

  get(queue: QueueName): Queue {
    let existing = this.queues.get(queue);
    if (!existing) {
      existing = new Queue(queue, { connection: this.connection, prefix: this.options.prefix });
      this.queues.set(queue, existing);
    }
    return existing;
  }

  assertReachable(): void {
    if (this.connection.status !== 'ready') throw new RedisUnavailableError(this.connection.status);
  }

  /** Waits until the connection is ready (or the timeout passes); true when ready. */
  async waitUntilReachable(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.connection.status !== 'ready') {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
    this.connection.disconnect();
  }
}

export function isQueueName(queue: string): queue is QueueName {
  return (queueNames as readonly string[]).includes(queue);
}

/**
 * Moves one outbox message into BullMQ. The job id is `outbox-<id>` and completed jobs are kept
 * for a week, so a relay retry of the same message adds nothing.
 */
export async function publishOutboxMessage(queues: JobQueues, message: OutboxMessage): Promise<void> {
  if (!isJobName(message.name) || !isQueueName(message.queue) || jobDefinitions[message.name].queue !== message.queue) {
    throw new UnknownJobError(message.queue, message.name);
  }
  const definition: JobDefinition = jobDefinitions[message.name];
  queues.assertReachable();
  await queues.get(message.queue).add(message.name, message.payload, {
    jobId: `outbox-${message.id}`,
    attempts: message.options?.attempts ?? definition.options.attempts,
    backoff: definition.options.backoff,
    ...(message.options?.delayMs ? { delay: message.options.delayMs } : {}),
    removeOnComplete: { age: 7 * DAY_SECONDS },
    removeOnFail: { age: 30 * DAY_SECONDS },
  });
}

/**
 * Adds (or updates) the contexts' scheduled jobs as BullMQ job schedulers keyed by job name, so every
 * worker that starts upserts the same scheduler and the job runs once per tick. Redis being down only
 * delays it: the next start upserts again.
 */
export async function upsertSchedules(
  queues: JobQueues,
  schedules: readonly JobSchedule[],
  logger: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const schedule of schedules) {
    if (!isJobName(schedule.name)) throw new UnknownJobError('(schedule)', schedule.name);
    const definition: JobDefinition = jobDefinitions[schedule.name];
    try {
      if (!(await queues.waitUntilReachable(5_000))) throw new RedisUnavailableError('not ready');
      await queues.get(definition.queue as QueueName).upsertJobScheduler(
        schedule.name,
        { pattern: schedule.pattern, tz: 'UTC' },
        {
          name: schedule.name,
          data: definition.payload.parse(schedule.payload),
          opts: {
            attempts: definition.options.attempts,
            backoff: definition.options.backoff,
            removeOnComplete: { age: 30 * DAY_SECONDS },
          },
        },
      );
    } catch (error) {
      logger.warn({ err: error, job: schedule.name }, 'job schedule not set; the next worker start sets it');
    }
  }
}
