import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { z } from 'zod';
import { handleCommand, StateCache } from './command-handler.js';
import type { Decider } from './decider.js';
import { IdempotencyKeyReusedError } from './errors.js';
import { EventStore } from './event-store.js';
import { defineEvents, type CatalogueEvent } from './events.js';
import { createTestDatabase, type TestDatabase } from './testing/template-database.js';

/** A counter that refuses to pass its limit: small enough to show every path of the handler. */
const counterEvents = defineEvents({ Incremented: { version: 1, schema: z.object({ by: z.number().int() }) } });
type CounterEvent = CatalogueEvent<typeof counterEvents>;
type Increment = { type: 'Increment'; data: { by: number; limit: number } };
class LimitReachedError extends Error {}

const counter: Decider<Increment, CounterEvent, { total: number }> = {
  events: counterEvents,
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (command.data.by === 0) return [];
    if (state.total + command.data.by > command.data.limit)
      throw new LimitReachedError(`limit ${command.data.limit} reached`);
    return [{ type: 'Incremented', data: { by: command.data.by } }];
  },
  isAlreadyApplied: (error) => error instanceof LimitReachedError,
};

const increment = (by: number, limit = 100): Increment => ({ type: 'Increment', data: { by, limit } });

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore(database.db);
});

afterAll(async () => {
  await database?.drop();
});

const outboxRowsFor = async (streamId: string) =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM es_outbox WHERE payload->>'streamId' = ${streamId}`.execute(
        database.db,
      )
    ).rows[0]?.n,
  );

describe('handleCommand', () => {
  it('reads, decides and appends at the version it read, and answers the new state', async () => {
    const streamId = `counter-${randomUUID()}`;
    const first = await handleCommand(store, streamId, counter, increment(2));
    const second = await handleCommand(store, streamId, counter, increment(3));
    expect(first.append?.toVersion).toBe(1);
    expect(second).toMatchObject({ state: { total: 5 }, append: { fromVersion: 1, toVersion: 2, replayed: false } });
  });

  it('appends nothing when the decider decides nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    expect(await handleCommand(store, streamId, counter, increment(0))).toEqual({
      events: [],
      state: { total: 0 },
      append: null,
    });
    expect(await store.readStream(streamId)).toEqual([]);
  });

  it('writes the outbox jobs in the append’s transaction, and none for a replayed request', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outbox = () => [{ queue: 'email', name: 'email.send', payload: { streamId } }];
    await handleCommand(store, streamId, counter, increment(1), { idempotencyKey: 'request-1', outbox });
    const replay = await handleCommand(store, streamId, counter, increment(1), { idempotencyKey: 'request-1', outbox });
    expect(replay.append?.replayed).toBe(true);
    expect(await outboxRowsFor(streamId)).toBe(1);
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('gives a retry of an applied command its first answer, and anyone else the refusal', async () => {
    const streamId = `counter-${randomUUID()}`;
    const first = await handleCommand(store, streamId, counter, increment(5, 5), { idempotencyKey: 'fill' });
    const retry = await handleCommand(store, streamId, counter, increment(5, 5), { idempotencyKey: 'fill' });
    expect(retry.append).toEqual({ ...first.append, replayed: true });
    await expect(
      handleCommand(store, streamId, counter, increment(5, 5), { idempotencyKey: 'another' }),
    ).rejects.toThrow(LimitReachedError);
  });

  it('refuses a key sent again with another request, whether the decider accepts that request or refuses it, appending nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    const first = await handleCommand(store, streamId, counter, increment(5, 6), {
      idempotencyKey: 'k',
      idempotencyFingerprint: 'by-5',
    });
    // The decider accepts +1: the append meets the key with another fingerprint.
    await expect(
      handleCommand(store, streamId, counter, increment(1, 6), { idempotencyKey: 'k', idempotencyFingerprint: 'by-1' }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    // The decider refuses +5 as already applied: the stored answer is looked up, and its fingerprint differs.
    await expect(
      handleCommand(store, streamId, counter, increment(5, 6), {
        idempotencyKey: 'k',
        idempotencyFingerprint: 'by-5-again',
      }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    const retry = await handleCommand(store, streamId, counter, increment(5, 6), {
      idempotencyKey: 'k',
      idempotencyFingerprint: 'by-5',
    });
    expect(retry.append).toEqual({ ...first.append, replayed: true });
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('decides again on a concurrent append, so racing commands all land in order', async () => {
    const streamId = `counter-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => handleCommand(store, streamId, counter, increment(1), { maxAttempts: 10 })),
    );
    expect(results.map((result) => result.append?.toVersion).sort()).toEqual([1, 2, 3, 4]);
    expect((await store.readStream(streamId)).map((event) => event.streamVersion)).toEqual([1, 2, 3, 4]);
  });

  it('decides again on the stream when a cached state is behind it', async () => {
    const streamId = `counter-${randomUUID()}`;
    const cache = new StateCache<{ total: number }>();
    await handleCommand(store, streamId, counter, increment(1), { cache });
    // Another process appends: this process's cached state is now one version behind.
    await handleCommand(store, streamId, counter, increment(1));
    const result = await handleCommand(store, streamId, counter, increment(1), { cache });
    expect(result).toMatchObject({ state: { total: 3 }, append: { toVersion: 3 } });
  });
});
