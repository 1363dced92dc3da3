import type { Kysely } from 'kysely';
import { WrongExpectedVersionError, type AppendResult, type EventStore } from '@impromptu/event-store';
import {
  AlreadyRecordedError,
  decide,
  evolve,
  initialGameSessionState,
  type GameSessionCommand,
  type GameSessionState,
} from './game-session.decider.js';
import { fromStoredGameSessionEvent, gameSessionStreamId, toEventToAppend } from './game-session.events.js';

/**
 * Session states this process folded last, by session id. Only a hint: the append still expects
 * the exact version, so a state another process moved on fails, is read again and decided again.
 * Saves reading the whole stream on every round.
 */
export class GameSessionStateCache {
  private readonly states = new Map<string, GameSessionState>();

  constructor(private readonly maxSessions = 10_000) {}

  get(sessionId: string): GameSessionState | undefined {
    return this.states.get(sessionId);
  }

  set(sessionId: string, state: GameSessionState): void {
    this.states.delete(sessionId);
    this.states.set(sessionId, state);
    // Map keeps insertion order: the first key is the one used longest ago.
    if (this.states.size > this.maxSessions) this.states.delete(this.states.keys().next().value as string);
  }

  delete(sessionId: string): void {
    this.states.delete(sessionId);
  }
}

export interface HandleOptions {
  /** The client's key for this request: a retry answers the first result and writes nothing. */
  idempotencyKey?: string | undefined;
  /** Attempts when another request appended to the session between our read and our append. */
  maxAttempts?: number;
  executor?: Kysely<any>;
  cache?: GameSessionStateCache;
}

/** Folds the session's stream into its state. */
export async function readGameSession(store: EventStore, sessionId: string, executor?: Kysely<any>): Promise<GameSessionState> {
  const events = await store.readStream(gameSessionStreamId(sessionId), {}, executor);
  return events.map(fromStoredGameSessionEvent).reduce(evolve, initialGameSessionState());
}

/**
 * Read the stream → decide → append with the exact expected version; on a concurrent append, again.
 * Idempotency keys are scoped to the session's stream, so one client's key never meets another's.
 */
export async function handleGameSessionCommand(
  store: EventStore,
  sessionId: string,
  command: GameSessionCommand,
  options: HandleOptions = {},
): Promise<AppendResult> {
  const streamId = gameSessionStreamId(sessionId);
  const idempotencyKey = options.idempotencyKey === undefined ? undefined : `${streamId}:${options.idempotencyKey}`;
  const maxAttempts = options.maxAttempts ?? 5;
  const cache = options.cache;
  for (let attempt = 1; ; attempt += 1) {
    const cached = attempt === 1 ? cache?.get(sessionId) : undefined;
    const state = cached ?? (await readGameSession(store, sessionId, options.executor));
    let events;
    try {
      events = decide(command, state);
    } catch (error) {
      // A cached state may be behind: decide again on the stream before refusing.
      if (cached) {
        cache?.delete(sessionId);
        continue;
      }
      if (error instanceof AlreadyRecordedError && idempotencyKey !== undefined) {
        return replayOrRefuse(store, streamId, state.version, error, idempotencyKey, options.executor);
      }
      throw error;
    }
    try {
      const result = await store.append(
        streamId,
        events.map(toEventToAppend),
        { expectedVersion: state.version === 0 ? 'no_stream' : state.version, idempotencyKey },
        options.executor,
      );
      if (result.replayed) cache?.delete(sessionId);
      else cache?.set(sessionId, events.reduce(evolve, state));
      return result;
    } catch (error) {
      cache?.delete(sessionId);
      if (error instanceof WrongExpectedVersionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}

/**
 * The command was applied already. The store checks the idempotency key before the expected
 * version, so an append expecting a version the stream has passed returns the stored answer when
 * this is a retry; with a new key it fails on the version, writes nothing, and the refusal stands.
 */
async function replayOrRefuse(
  store: EventStore,
  streamId: string,
  version: number,
  refusal: AlreadyRecordedError,
  idempotencyKey: string,
  executor: Kysely<any> | undefined,
): Promise<AppendResult> {
  try {
    const result = await store.append(
      streamId,
      [{ type: 'IdempotencyProbe', data: {} }],
      { expectedVersion: version - 1, idempotencyKey },
      executor,
    );
    if (result.replayed) return result;
    // Unreachable: the stream is past that version, so only a replay can succeed.
    throw new Error(`idempotency probe on ${streamId} appended an event`);
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) throw refusal;
    throw error;
  }
}
