import { z } from 'zod';
import type { OutboxJob } from '@impromptu/event-store';

/** Retry policy of a job; the publisher applies it when the job enters BullMQ. */
export interface JobRetryOptions {
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
}

export interface JobDefinition {
  queue: string;
  payload: z.ZodType;
  options: JobRetryOptions;
}

/**
 * Every job the worker runs: its queue, its payload schema and its retry policy, declared once.
 * A job is listed here only once its handler really exists (lesson unlock, coach recording and
 * Stripe webhook jobs arrive with their issues).
 */
export const jobDefinitions = {
  'email.send': {
    queue: 'email',
    payload: z.object({
      messageId: z.uuid(),
      to: z.email(),
      subject: z.string().min(1).max(998),
      text: z.string(),
      html: z.string().optional(),
    }),
    options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  },
} as const satisfies Record<string, JobDefinition>;

type Definitions = typeof jobDefinitions;

export type JobName = keyof Definitions;
export type QueueName = Definitions[JobName]['queue'];
/** The payload a handler receives (after validation). */
export type JobPayload<N extends JobName> = z.output<Definitions[N]['payload']>;
/** The payload a publisher hands in (before validation). */
export type JobPayloadInput<N extends JobName> = z.input<Definitions[N]['payload']>;

export const jobNames = Object.keys(jobDefinitions) as JobName[];
export const queueNames: readonly QueueName[] = [...new Set(jobNames.map((name) => jobDefinitions[name].queue))];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobDefinitions, name);
}

export function jobDefinition<N extends JobName>(name: N): Definitions[N] {
  return jobDefinitions[name];
}

/** Validates the payload now, so a malformed job fails in the writer's transaction rather than in the worker. */
export function toOutboxJob<N extends JobName>(
  name: N,
  payload: JobPayloadInput<N>,
  options: { delayMs?: number } = {},
): OutboxJob {
  const definition: JobDefinition = jobDefinitions[name];
  return {
    queue: definition.queue,
    name,
    payload: definition.payload.parse(payload),
    options: { attempts: definition.options.attempts, ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }) },
  };
}
