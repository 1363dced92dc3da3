import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AnyDecider } from './decider.js';
import type { EventStore } from './event-store.js';
import type { Projection, ProjectionLogger } from './projection.js';

/** Retry policy of a job; the publisher applies it when the job enters the queue. */
export interface JobRetryOptions {
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
}

/** A job: its queue, its payload schema (checked when written to the outbox and again when run) and its retry policy. */
export interface JobDefinition {
  queue: string;
  payload: z.ZodType;
  options: JobRetryOptions;
}

export interface JobContext {
  /** The queue's job id (`outbox-<outbox id>`): stable across retries, so it keys idempotent effects. */
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  logger: ProjectionLogger;
}

export type JobHandler<Payload> = (payload: Payload, ctx: JobContext) => Promise<void>;

/** What the worker hands every context's job handlers. */
export interface JobEnvironment {
  db: Kysely<any>;
  store: EventStore;
  /** Publishes a message to every process listening on a Redis channel (live updates); absent where no Redis is given. */
  publish?: ((channel: string, message: string) => Promise<void>) | undefined;
}

export type JobHandlersOf<D extends Record<string, JobDefinition>> = {
  [N in keyof D]: JobHandler<z.output<D[N]['payload']>>;
};

/** A job the worker adds on a schedule (a BullMQ job scheduler with a cron pattern, upserted at start, so N workers keep one). */
export interface JobSchedule<N extends string = string> {
  name: N;
  pattern: string;
  payload: Record<string, unknown>;
}

/** The jobs a context owns: declared with their handlers, so a job never exists without the code that runs it. */
export interface ContextJobs<D extends Record<string, JobDefinition> = Record<string, JobDefinition>> {
  definitions: D;
  /** Jobs repeated on a schedule (e.g. monthly); their handlers must be idempotent per period. */
  schedules?: readonly JobSchedule<keyof D & string>[];
  createHandlers(environment: JobEnvironment): JobHandlersOf<D>;
}

/**
 * A bounded context as the processes compose it: its aggregates, the projections the worker keeps
 * up to date (and ops can rebuild), and the jobs it owns. One registry line adds a context.
 */
export interface BoundedContext<D extends Record<string, JobDefinition> = Record<string, JobDefinition>> {
  name: string;
  deciders: Readonly<Record<string, AnyDecider>>;
  projections: readonly Projection[];
  jobs: ContextJobs<D>;
}

/** A context with no jobs yet. */
export const noJobs: ContextJobs<Record<never, JobDefinition>> = { definitions: {}, createHandlers: () => ({}) };
