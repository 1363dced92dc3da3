import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ProjectionLogger } from './projection.js';

export interface OutboxJob {
  queue: string;
  name: string;
  payload: unknown;
  options?: { delayMs?: number; attempts?: number };
}

/** A plain-text e-mail to one person: 'Hi {first name},' (or 'Hi,'), a blank line, then the body's lines. */
export interface EmailToSend {
  to: string;
  firstName: string;
  subject: string;
  body: readonly string[];
  /** The message's id when the same mail may be asked for twice (sent once); a new one otherwise. */
  messageId?: string;
}

/**
 * An e-mail as an outbox job, sent through the e-mail port five times at the most (ADR 0053): `transactional` is
 * mail the person waits for (`email.send`, relayed first), `bulk` mail to many (`email.send-bulk`).
 */
export function emailJob(kind: 'transactional' | 'bulk', email: EmailToSend): OutboxJob {
  const name = email.firstName.trim();
  const lines = [name ? `Hi ${name},` : 'Hi,', '', ...email.body];
  return {
    ...(kind === 'transactional'
      ? { queue: 'email', name: 'email.send' }
      : { queue: 'email-bulk', name: 'email.send-bulk' }),
    payload: {
      messageId: email.messageId ?? randomUUID(),
      to: email.to,
      subject: email.subject,
      text: `${lines.join('\n')}\n`,
    },
    options: { attempts: 5 },
  };
}

/** A relayed outbox row; the publisher must enqueue it with the BullMQ job id `outbox-${id}` so a retry is deduplicated. */
export interface OutboxMessage {
  id: string;
  queue: string;
  name: string;
  payload: unknown;
  options: { delayMs?: number; attempts?: number };
}

export function outboxJobId(id: string): string {
  return `outbox-${id}`;
}

/**
 * Writes jobs as outbox rows in the caller's transaction (pass it as `executor`), in one INSERT,
 * so they exist exactly when the events written beside them do. Returns the outbox ids.
 */
export async function writeOutbox(executor: Kysely<any>, jobs: OutboxJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const { rows } = await sql<{ id: string | number }>`
    INSERT INTO es_outbox (queue, job_name, payload, options)
    SELECT j.queue, j.job_name, j.payload, j.options
    FROM unnest(
      ${jobs.map((job) => job.queue)}::text[], ${jobs.map((job) => job.name)}::text[],
      ${jobs.map((job) => JSON.stringify(job.payload ?? null))}::jsonb[], ${jobs.map((job) => JSON.stringify(job.options ?? {}))}::jsonb[]
    ) WITH ORDINALITY AS j(queue, job_name, payload, options, ord)
    ORDER BY j.ord
    RETURNING id
  `.execute(executor);
  return rows.map((row) => String(row.id));
}

export interface OutboxRelayOptions {
  db: Kysely<any>;
  publish: (message: OutboxMessage) => Promise<void>;
  batchSize?: number;
  /**
   * Queues whose rows are relayed after every other waiting row (bulk mail): a backlog of thousands of them never
   * holds up a row written after it on another queue (a password reset behind an upload's invitations).
   */
  deferredQueues?: readonly string[];
  pollIntervalMs?: number;
  /** Ceiling of the exponential backoff after a failed publish. */
  maxBackoffMs?: number;
  logger?: ProjectionLogger;
}

interface OutboxRow {
  id: string | number;
  queue: string;
  job_name: string;
  payload: unknown;
  options: OutboxMessage['options'] | null;
}

/**
 * Moves outbox rows to the queue. Rows are locked (SKIP LOCKED, so relays in several processes
 * share the work), published in id order (the deferred queues' rows after the others) and marked relayed in the same
 * transaction; a failed
 * publish records the error and stops the batch, leaving the row for the next attempt. A publish
 * that succeeded but whose mark was lost is repeated with the same job id, which BullMQ ignores.
 */
export class OutboxRelay {
  private readonly db: Kysely<any>;
  private readonly publish: (message: OutboxMessage) => Promise<void>;
  private readonly batchSize: number;
  private readonly deferredQueues: readonly string[];
  private readonly pollIntervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly logger: ProjectionLogger | undefined;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  private lastFailed = false;

  constructor(options: OutboxRelayOptions) {
    this.db = options.db;
    this.publish = options.publish;
    this.batchSize = options.batchSize ?? 100;
    this.deferredQueues = options.deferredQueues ?? [];
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.logger = options.logger;
  }

  /** Relays one batch; returns how many rows were relayed. */
  async relayOnce(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<OutboxRow>`
        SELECT id, queue, job_name, payload, options FROM es_outbox
        WHERE relayed_at IS NULL
        ORDER BY queue = ANY(${this.deferredQueues}::text[]), id
        LIMIT ${this.batchSize}
        FOR UPDATE SKIP LOCKED
      `.execute(trx);
      const relayed: string[] = [];
      this.lastFailed = false;
      for (const row of rows) {
        const id = String(row.id);
        try {
          await this.publish({
            id,
            queue: row.queue,
            name: row.job_name,
            payload: row.payload,
            options: row.options ?? {},
          });
          relayed.push(id);
        } catch (error) {
          this.lastFailed = true;
          const message = error instanceof Error ? error.message : String(error);
          await sql`UPDATE es_outbox SET attempts = attempts + 1, last_error = ${message.slice(0, 2000)} WHERE id = ${id}`.execute(
            trx,
          );
          this.logger?.warn({ err: error, outboxId: id, queue: row.queue, job: row.job_name }, 'outbox publish failed');
          // Later rows wait, so jobs leave in the order they were written.
          break;
        }
      }
      if (relayed.length > 0) {
        await sql`UPDATE es_outbox SET relayed_at = now(), attempts = attempts + 1, last_error = NULL
          WHERE id = ANY(${relayed}::bigint[])`.execute(trx);
      }
      return relayed.length;
    });
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      let relayed = 0;
      try {
        relayed = await this.relayOnce();
        failures = this.lastFailed ? failures + 1 : 0;
      } catch (error) {
        failures += 1;
        this.logger?.error({ err: error }, 'outbox relay failed');
      }
      if (this.stopping) break;
      if (relayed >= this.batchSize && failures === 0) continue;
      const delay =
        failures > 0 ? Math.min(this.pollIntervalMs * 2 ** failures, this.maxBackoffMs) : this.pollIntervalMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}
