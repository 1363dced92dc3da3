import { z } from 'zod';
import type { JobDefinition, OutboxJob } from '@impromptu/event-store';
import { contexts } from './contexts.js';

export type { JobDefinition, JobRetryOptions } from '@impromptu/event-store';

/**
 * Jobs of the platform itself, not of one context: e-mail delivery. A job is declared only once
 * its handler really exists (lesson unlock, coach recording and Stripe webhook jobs arrive with
 * their contexts, which declare them beside their handlers).
 */
const EmailPayloadSchema = z.object({
  messageId: z.uuid(),
  to: z.email(),
  subject: z.string().min(1).max(998),
  text: z.string(),
  html: z.string().optional(),
});

export const platformJobDefinitions = {
  /** Mail a person is waiting for (a reset, an address to confirm, a receipt): never behind a bulk send (ADR 0053). */
  'email.send': {
    queue: 'email',
    payload: EmailPayloadSchema,
    options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  },
  /** Mail sent to many at once (invitations, class reminders, lesson unlocks): its own queue, drained at its own pace. */
  'email.send-bulk': {
    queue: 'email-bulk',
    payload: EmailPayloadSchema,
    options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  },
  /** After an account is deleted: forget once more and rebuild the projections its events fed (ADR 0029). */
  'account.finish-erasure': {
    queue: 'account',
    payload: z.object({ userId: z.uuid(), projections: z.array(z.string().min(1)).max(200) }),
    options: { attempts: 10, backoff: { type: 'exponential', delay: 2000 } },
  },
} as const satisfies Record<string, JobDefinition>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type ContextJobDefinitions = UnionToIntersection<(typeof contexts)[number]['jobs']['definitions']>;
type Definitions = typeof platformJobDefinitions & ContextJobDefinitions;

/** Every job the worker runs — the platform's and each context's — with its queue, payload schema and retry policy: one typed union. */
export const jobDefinitions: Definitions = mergeJobDefinitions(
  platformJobDefinitions,
  ...contexts.map((context) => context.jobs.definitions),
);

function mergeJobDefinitions(...groups: Record<string, JobDefinition>[]): Definitions {
  const merged: Record<string, JobDefinition> = {};
  for (const group of groups) {
    for (const [name, definition] of Object.entries(group)) {
      if (Object.hasOwn(merged, name)) throw new Error(`job ${name} is declared twice`);
      merged[name] = definition;
    }
  }
  return merged as Definitions;
}

export type JobName = keyof Definitions;
export type QueueName = Definitions[JobName]['queue'];
/** The payload a handler receives (after validation). */
export type JobPayload<N extends JobName> = z.output<Definitions[N]['payload']>;
/** The payload a publisher hands in (before validation). */
export type JobPayloadInput<N extends JobName> = z.input<Definitions[N]['payload']>;

export const jobNames = Object.keys(jobDefinitions) as JobName[];

/** Queues of mail to many: relayed from the outbox after the rest and worked by their own BullMQ worker (ADR 0053). */
export const BULK_QUEUES: readonly QueueName[] = ['email-bulk'];
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
    options: {
      attempts: definition.options.attempts,
      ...(options.delayMs === undefined ? {} : { delayMs: options.delayMs }),
    },
  };
}
