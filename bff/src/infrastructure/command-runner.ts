import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@impromptu/db';
import {
  DEFAULT_COMMAND_ATTEMPTS,
  EventStore,
  WrongExpectedVersionError,
  handleCommand,
  lockStream,
  positionOf,
  waitForCheckpoint,
  type AppendResult,
  type CommandResult,
  type Decider,
  type DomainEvent,
  type OutboxJob,
  type EventToAppend,
  type Projection,
  type StateCache,
} from '@impromptu/event-store';
import type { IdempotentRequest } from '../common/idempotency.js';
import { DATABASE } from './tokens.js';

/**
 * How long a write waits for the projections it names to pass its append (read-your-writes), the one default of
 * every BFF write: long enough for a busy worker, bounded so a stopped worker slows an answer but never hangs it.
 */
export const READ_YOUR_WRITES_MS = 5_000;

export interface RunCommand<Command extends { type: string }, Event extends DomainEvent, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  /**
   * The client's key and request fingerprint: a retry answers the first result and writes nothing. A key without a
   * fingerprint (a provider's event id) replays whatever came first under it.
   */
  idempotency?: (Pick<IdempotentRequest, 'idempotencyKey'> & Partial<IdempotentRequest>) | undefined;
  /**
   * Take the stream's lock (the one es_append takes) for the read → decide → append: commands on one stream queue
   * instead of failing on versions (a rush for a class's last seats); other streams are not held up.
   */
  lock?: boolean;
  /** Reference rows written in the append's transaction, so they exist exactly when the events do (not on a replay). */
  alongside?: (trx: Transaction<DB>, result: CommandResult<Event, State>) => Promise<void>;
  /** Jobs written as outbox rows in the append's transaction. */
  outbox?: (events: Event[], state: State) => OutboxJob[];
  /** The projections the answer (or the next page) reads: waited for once the append is committed. */
  waitFor?: readonly Pick<Projection, 'name'>[];
  /** Overrides READ_YOUR_WRITES_MS (a configured wait). */
  waitMs?: number;
  /** A transaction to join (a bulk upload decides many commands in one); its caller waits for projections. */
  executor?: Transaction<DB>;
  cache?: StateCache<State>;
}

/**
 * The one command runner of the BFF (ADR 0037): every write runs its decider through it — the stream lock when asked,
 * `handleCommand` (read → decide → append, with the idempotency key and fingerprint), the reference rows and outbox
 * jobs in the same transaction, a bounded retry on a concurrent append, and the wait for the named projections.
 * Refusals are the deciders' DomainErrors; the exception filter answers them, so no route catches them.
 */
@Injectable()
export class CommandRunner {
  readonly store: EventStore;

  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {
    this.store = new EventStore(db);
  }

  async run<Command extends { type: string }, Event extends DomainEvent, State>(
    options: RunCommand<Command, Event, State>,
  ): Promise<CommandResult<Event, State>> {
    const result = await this.decide(options);
    if (result.append && options.waitFor && !options.executor)
      await this.waitFor(result.append, options.waitFor, options.waitMs);
    return result;
  }

  /**
   * Appends facts no decider refuses (a user's activity, a feedback rating) at the stream's end, whatever its version;
   * in `executor`'s transaction when given, answering the first append again for a retried idempotency key.
   */
  record(
    streamId: string,
    events: readonly EventToAppend[],
    options: { executor?: Transaction<DB>; idempotency?: IdempotentRequest } = {},
  ): Promise<AppendResult> {
    return this.store.append(streamId, events, { expectedVersion: 'any', ...options.idempotency }, options.executor);
  }

  /** Read-your-writes: true once every named projection is at or past the append, false when the wait ran out. */
  async waitFor(
    append: AppendResult | Parameters<typeof waitForCheckpoint>[2],
    projections: readonly Pick<Projection, 'name'>[],
    waitMs: number = READ_YOUR_WRITES_MS,
  ): Promise<boolean> {
    const position = 'toVersion' in append ? positionOf(append) : append;
    const reached = await Promise.all(
      projections.map((projection) => waitForCheckpoint(this.db, projection.name, position, waitMs)),
    );
    return reached.every(Boolean);
  }

  private async decide<Command extends { type: string }, Event extends DomainEvent, State>(
    options: RunCommand<Command, Event, State>,
  ): Promise<CommandResult<Event, State>> {
    const { streamId, decider, command } = options;
    const handleOptions = {
      ...(options.idempotency ?? {}),
      ...(options.outbox ? { outbox: options.outbox } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    };
    if (!options.lock && !options.alongside && !options.executor)
      return handleCommand(this.store, streamId, decider, command, handleOptions);
    const inTransaction = async (trx: Transaction<DB>) => {
      if (options.lock) await lockStream(trx, streamId);
      const result = await handleCommand(this.store, streamId, decider, command, {
        ...handleOptions,
        executor: trx,
        maxAttempts: 1,
      });
      if (options.alongside && result.append && !result.append.replayed) await options.alongside(trx, result);
      return result;
    };
    if (options.executor) return inTransaction(options.executor);
    // The reference rows roll back with a lost race: the whole transaction is tried again, a bounded number of times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction().execute(inTransaction);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError && attempt < DEFAULT_COMMAND_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
