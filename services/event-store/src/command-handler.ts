import type { Kysely } from 'kysely';
import type { Decider } from './decider.js';
import { WrongExpectedVersionError } from './errors.js';
import type { DomainEvent } from './events.js';
import type { EventStore } from './event-store.js';
import { writeOutbox, type OutboxJob } from './outbox.js';
import type { AppendResult } from './types.js';

/** Attempts when another request appended to the stream between our read and our append. */
export const DEFAULT_COMMAND_ATTEMPTS = 5;

/** A stream folded into its aggregate's state, and the version the next append expects. */
export interface FoldedStream<State> {
  state: State;
  version: number;
}

/**
 * States this process folded last, by stream id, least recently used first out. Only a hint: the
 * append still expects the exact version, so a state another process moved on fails, is read again
 * and decided again. Saves reading a whole stream on every command to a busy aggregate.
 */
export class StateCache<State> {
  private readonly streams = new Map<string, FoldedStream<State>>();

  constructor(private readonly maxStreams = 10_000) {}

  get(streamId: string): FoldedStream<State> | undefined {
    return this.streams.get(streamId);
  }

  set(streamId: string, folded: FoldedStream<State>): void {
    this.streams.delete(streamId);
    this.streams.set(streamId, folded);
    // Map keeps insertion order: the first key is the one used longest ago.
    if (this.streams.size > this.maxStreams) this.streams.delete(this.streams.keys().next().value as string);
  }

  delete(streamId: string): void {
    this.streams.delete(streamId);
  }
}

export interface HandleCommandOptions<Event extends DomainEvent, State> {
  /**
   * The client's key for this request: a retry answers the first result and writes nothing. Keys
   * are scoped to the stream, so one client's key never meets another stream's.
   */
  idempotencyKey?: string | undefined;
  /**
   * A hash of the request the key came with: a retry (same fingerprint) gets the first answer, another
   * request under the same key IdempotencyKeyReusedError, with nothing appended.
   */
  idempotencyFingerprint?: string | undefined;
  /** Jobs written as outbox rows in the append's transaction: they exist exactly when the events do. */
  outbox?: (events: Event[], state: State) => OutboxJob[];
  /** A transaction to join (reference rows written beside the events); otherwise the store's database. */
  executor?: Kysely<any> | undefined;
  maxAttempts?: number;
  cache?: StateCache<State> | undefined;
}

export interface CommandResult<Event extends DomainEvent, State> {
  /** What the decider decided (empty when the command changed nothing). */
  events: Event[];
  /** The state after those events. */
  state: State;
  /** The append, or null when there was nothing to append; `replayed` when an idempotency key matched. */
  append: AppendResult | null;
}

/** The key a command's idempotency key is stored under: one client key may be used on several streams. */
export function commandIdempotencyKey(streamId: string, key: string): string {
  return `${streamId}:${key}`;
}

/** Reads a stream and folds it with the decider. */
export async function readAggregate<Command extends { type: string }, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  executor?: Kysely<any>,
): Promise<FoldedStream<State>> {
  const stored = await store.readStream(streamId, {}, executor);
  let state = decider.initialState();
  for (const event of stored) state = decider.evolve(state, decider.events.fromStored(event));
  return { state, version: stored.at(-1)?.streamVersion ?? 0 };
}

/**
 * The one command loop: read the stream → evolve → decide → append the events (and the outbox jobs,
 * in the same transaction) at the exact version read; on a concurrent append, all again, a bounded
 * number of times. Aggregates never write this loop themselves.
 */
export async function handleCommand<Command extends { type: string }, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleCommandOptions<Event, State> = {},
): Promise<CommandResult<Event, State>> {
  const idempotencyKey =
    options.idempotencyKey === undefined ? undefined : commandIdempotencyKey(streamId, options.idempotencyKey);
  const maxAttempts = options.maxAttempts ?? DEFAULT_COMMAND_ATTEMPTS;
  const { cache, executor } = options;
  for (let attempt = 1; ; attempt += 1) {
    const cached = attempt === 1 ? cache?.get(streamId) : undefined;
    const current = cached ?? (await readAggregate(store, streamId, decider, executor));
    let events: Event[];
    try {
      events = decider.decide(command, current.state);
    } catch (error) {
      // A cached state may be behind: decide again on the stream before refusing.
      if (cached) {
        cache?.delete(streamId);
        continue;
      }
      // Applied already: a retry of that request (same key) gets its stored answer, anyone else the refusal.
      if (idempotencyKey !== undefined && decider.isAlreadyApplied?.(error)) {
        const stored = await store.findIdempotentResult(
          streamId,
          idempotencyKey,
          executor,
          options.idempotencyFingerprint,
        );
        if (stored) return { events: [], state: current.state, append: stored };
      }
      throw error;
    }
    if (events.length === 0) return { events, state: current.state, append: null };
    const state = events.reduce(decider.evolve, current.state);
    try {
      const jobs = options.outbox?.(events, state) ?? [];
      const appendEvents = async (into: Kysely<any> | undefined): Promise<AppendResult> =>
        store.append(
          streamId,
          events.map((event) => decider.events.toAppend(event)),
          {
            expectedVersion: current.version === 0 ? 'no_stream' : current.version,
            idempotencyKey,
            idempotencyFingerprint: options.idempotencyFingerprint,
            ...(decider.streamType === undefined ? {} : { streamType: decider.streamType }),
          },
          into,
        );
      // One statement needs no transaction of its own; events with jobs commit together.
      const append =
        jobs.length === 0
          ? await appendEvents(executor)
          : await store.inTransaction(async (trx) => {
              const result = await appendEvents(trx);
              if (!result.replayed) await writeOutbox(trx, jobs);
              return result;
            }, executor);
      if (append.replayed) cache?.delete(streamId);
      else cache?.set(streamId, { state, version: append.toVersion });
      return { events, state, append };
    } catch (error) {
      cache?.delete(streamId);
      if (error instanceof WrongExpectedVersionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}
