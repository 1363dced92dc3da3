import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { createDb, type DB } from '@impromptu/db';
import {
  DuplicateEventIdError,
  EventStore,
  IdempotencyKeyReusedError,
  InvalidAppendError,
  WrongExpectedVersionError,
  comparePositions,
  positionOf,
  storeHead,
  type Position,
  type RecordedEvent,
} from '@impromptu/event-store';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('appends to and reads the event store’s tables directly');

let testDb: TestDatabase;
/** A pool wide enough that 20 appends run on 20 connections at once and really race. */
let db: Kysely<DB>;
let store: EventStore;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { max: 24, applicationName: 'event-store-test' });
  store = new EventStore(db);
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

const round = (n: number) => ({ type: 'RoundCompleted', data: { round: n } });
const newStream = () => `game-session-${randomUUID()}`;

async function countEvents(streamId: string): Promise<number> {
  const row = await db
    .selectFrom('es_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('stream_id', '=', streamId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

inProcess.describe('append with an expected version', () => {
  it('lets exactly one of 20 racing appends at the same version through', async () => {
    const streamId = newStream();
    await store.append(streamId, [{ type: 'GameSessionStarted', data: {} }], { expectedVersion: 'no_stream' });

    const eventIds = Array.from({ length: 20 }, () => randomUUID());
    const outcomes = await Promise.allSettled(
      eventIds.map((eventId, i) => store.append(streamId, [{ ...round(i), eventId }], { expectedVersion: 1 })),
    );

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const error of lost) {
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ streamId, expected: 1, actual: 2 });
    }
    const events = await store.readStream(streamId);
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2]);
    const winner = outcomes.findIndex((o) => o.status === 'fulfilled');
    expect(events[1]?.eventId).toBe(eventIds[winner]);
  });

  it("queues 20 racing 'any' appends so that all land, versions 1..20 once each", async () => {
    const streamId = newStream();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.append(streamId, [round(i)], { expectedVersion: 'any' })),
    );

    expect(results.map((r) => r.toVersion).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const r of results) expect(r.fromVersion).toBe(r.toVersion - 1);
    const events = await store.readStream(streamId);
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.data.round)).size).toBe(20);
  });

  it("refuses a second 'no_stream' append", async () => {
    const streamId = newStream();
    const first = await store.append(streamId, [round(1), round(2)], { expectedVersion: 'no_stream' });
    expect(first).toMatchObject({ streamId, fromVersion: 0, toVersion: 2, replayed: false });

    const second = store.append(streamId, [round(3)], { expectedVersion: 'no_stream' });
    await expect(second).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(second).rejects.toMatchObject({ expected: 'no_stream', actual: 2 });
    expect(await countEvents(streamId)).toBe(2);
  });

  it('treats a missing stream as version 0 and refuses any other version for it', async () => {
    const streamId = newStream();
    await expect(store.append(streamId, [round(1)], { expectedVersion: 3 })).rejects.toMatchObject({
      name: 'WrongExpectedVersionError',
      actual: 0,
    });
    const result = await store.append(streamId, [round(1)], { expectedVersion: 0 });
    expect(result).toMatchObject({ fromVersion: 0, toVersion: 1 });
    const next = await store.append(streamId, [round(2), round(3)], { expectedVersion: 1 });
    expect(next).toMatchObject({ fromVersion: 1, toVersion: 3 });
    expect(next.globalPositions).toHaveLength(2);
    expect(next.globalPositions[1]).toBeGreaterThan(next.globalPositions[0] ?? Infinity);
  });

  it('refuses an exact version ahead of the stream: no gap in its versions', async () => {
    const streamId = newStream();
    await store.append(streamId, [round(1), round(2)], { expectedVersion: 'no_stream' });
    await expect(store.append(streamId, [round(3)], { expectedVersion: 5 })).rejects.toMatchObject({
      name: 'WrongExpectedVersionError',
      expected: 5,
      actual: 2,
    });
    await store.append(streamId, [round(3)], { expectedVersion: 2 });
    expect((await store.readStream(streamId)).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('writes none of a batch that finds some of its versions taken', async () => {
    const streamId = newStream();
    await store.append(streamId, [round(1), round(2), round(3)], { expectedVersion: 'no_stream' });
    // Versions 2 and 3 are taken, 4 is free: the batch 2..4 must not leave a lone version 4 behind.
    const stale = store.append(streamId, [round(12), round(13), round(14)], { expectedVersion: 1 });
    await expect(stale).rejects.toMatchObject({ name: 'WrongExpectedVersionError', expected: 1, actual: 3 });
    expect((await store.readStream(streamId)).map((e) => e.data.round)).toEqual([1, 2, 3]);
  });

  it("lets 'any' and exact appends race on one stream: every 'any' lands, an exact one lands or is refused, versions stay gapless", async () => {
    const streamId = newStream();
    await store.append(streamId, [{ type: 'GameSessionStarted', data: {} }], { expectedVersion: 'no_stream' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        store.append(streamId, [round(i)], { expectedVersion: i % 2 === 0 ? 'any' : 1 }),
      ),
    );
    const anyOutcomes = outcomes.filter((_, i) => i % 2 === 0);
    const exactOutcomes = outcomes.filter((_, i) => i % 2 === 1);
    expect(anyOutcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    const exactWon = exactOutcomes.filter((o) => o.status === 'fulfilled').length;
    expect(exactWon).toBeLessThanOrEqual(1);
    for (const o of exactOutcomes)
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
    const versions = (await store.readStream(streamId)).map((e) => e.streamVersion);
    expect(versions).toEqual(Array.from({ length: 1 + 10 + exactWon }, (_, i) => i + 1));
  });

  it('refuses input it cannot store before reaching the database', async () => {
    await expect(store.append(newStream(), [], { expectedVersion: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
    await expect(
      store.append(newStream(), [{ type: '', data: {} }], { expectedVersion: 'any' }),
    ).rejects.toBeInstanceOf(InvalidAppendError);
    await expect(store.append(newStream(), [round(1)], { expectedVersion: -1 })).rejects.toBeInstanceOf(
      InvalidAppendError,
    );
  });
});

inProcess.describe('idempotency keys', () => {
  it('returns the first result to a sequential retry and writes nothing more', async () => {
    const streamId = newStream();
    const key = `unlock-${randomUUID()}`;
    const first = await store.append(streamId, [round(1)], { expectedVersion: 'no_stream', idempotencyKey: key });
    const retry = await store.append(streamId, [round(1)], { expectedVersion: 'no_stream', idempotencyKey: key });

    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await countEvents(streamId)).toBe(1);
  });

  it('returns the first result to 10 concurrent retries with an exact version', async () => {
    const streamId = newStream();
    const key = `unlock-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => store.append(streamId, [round(1)], { expectedVersion: 0, idempotencyKey: key })),
    );

    const firsts = results.filter((r) => !r.replayed);
    expect(firsts).toHaveLength(1);
    for (const r of results) expect(r).toEqual({ ...firsts[0], replayed: r.replayed });
    expect(await countEvents(streamId)).toBe(1);
    const keys = await db.selectFrom('es_idempotency').select('key').where('key', '=', key).execute();
    expect(keys).toHaveLength(1);
  });
});

inProcess.describe('idempotency keys with a fingerprint of the request', () => {
  it('replays the same request, refuses another one under the same key and appends nothing for it', async () => {
    const streamId = newStream();
    const key = `round-${randomUUID()}`;
    const first = await store.append(streamId, [round(1)], {
      expectedVersion: 'no_stream',
      idempotencyKey: key,
      idempotencyFingerprint: 'round-1',
    });
    const retry = await store.append(streamId, [round(1)], {
      expectedVersion: 'no_stream',
      idempotencyKey: key,
      idempotencyFingerprint: 'round-1',
    });
    expect(retry).toEqual({ ...first, replayed: true });

    const other = store.append(streamId, [round(2)], {
      expectedVersion: 1,
      idempotencyKey: key,
      idempotencyFingerprint: 'round-2',
    });
    await expect(other).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(store.findIdempotentResult(streamId, key, db, 'round-2')).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    expect(await store.findIdempotentResult(streamId, key, db, 'round-1')).toEqual({ ...first, replayed: true });
    expect(await countEvents(streamId)).toBe(1);
    expect(await db.selectFrom('es_idempotency').select(['fingerprint']).where('key', '=', key).execute()).toEqual([
      { fingerprint: 'round-1' },
    ]);
  });

  it('replays a key stored without a fingerprint, as before the fingerprint existed', async () => {
    const streamId = newStream();
    const key = `unlock-${randomUUID()}`;
    const first = await store.append(streamId, [round(1)], { expectedVersion: 'no_stream', idempotencyKey: key });
    const retry = await store.append(streamId, [round(1)], {
      expectedVersion: 'no_stream',
      idempotencyKey: key,
      idempotencyFingerprint: 'any',
    });
    expect(retry).toEqual({ ...first, replayed: true });
  });
});

inProcess.describe('event ids', () => {
  it('refuses a stored event id and writes nothing of the append', async () => {
    const eventId = randomUUID();
    await store.append(newStream(), [{ ...round(1), eventId }], { expectedVersion: 'no_stream' });

    const streamId = newStream();
    const append = store.append(streamId, [round(1), { ...round(2), eventId }], { expectedVersion: 'no_stream' });
    await expect(append).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(append).rejects.toMatchObject({ eventId });
    expect(await countEvents(streamId)).toBe(0);
    expect(await db.selectFrom('es_streams').selectAll().where('stream_id', '=', streamId).execute()).toEqual([]);
  });
});

inProcess.describe("a caller's transaction", () => {
  it('keeps nothing of an append when it rolls back, and everything when it commits', async () => {
    const rolledBack = newStream();
    const failure = db.transaction().execute(async (trx) => {
      await store.append(rolledBack, [round(1)], { expectedVersion: 'no_stream' }, trx);
      throw new Error('the registration was refused');
    });
    await expect(failure).rejects.toThrow('the registration was refused');
    expect(await countEvents(rolledBack)).toBe(0);
    expect(await db.selectFrom('es_streams').select('stream_id').where('stream_id', '=', rolledBack).execute()).toEqual(
      [],
    );

    const committed = newStream();
    await db.transaction().execute(async (trx) => {
      await store.append(committed, [round(1)], { expectedVersion: 'no_stream' }, trx);
      await store.append(committed, [round(2)], { expectedVersion: 1 }, trx);
    });
    expect((await store.readStream(committed)).map((e) => e.data.round)).toEqual([1, 2]);
  });
});

inProcess.describe('readAll', () => {
  it('skips a transaction still open, then delivers its events once it commits, nothing lost or repeated', async () => {
    const start = (await store.readAllPage({ after: undefined, limit: 100_000 })).next;

    let commitLate!: () => void;
    const lateMayCommit = new Promise<void>((resolve) => (commitLate = resolve));
    let lateAppended!: () => void;
    const lateIsOpen = new Promise<void>((resolve) => (lateAppended = resolve));
    const lateStream = newStream();
    const lateTransaction = db.transaction().execute(async (trx) => {
      await store.append(lateStream, [{ type: 'Late', data: {} }], { expectedVersion: 'no_stream' }, trx);
      lateAppended();
      await lateMayCommit;
    });
    await lateIsOpen;

    // Committed after the late transaction took its xid: larger ids, larger positions.
    const early1 = await store.append(newStream(), [{ type: 'Early', data: { n: 1 } }], {
      expectedVersion: 'no_stream',
    });
    const early2 = await store.append(newStream(), [{ type: 'Early', data: { n: 2 } }], {
      expectedVersion: 'no_stream',
    });

    const whileOpen = await store.readAllPage({ after: start });
    const seenWhileOpen = whileOpen.events.filter((e) => e.type === 'Late' || e.type === 'Early');
    expect(seenWhileOpen).toEqual([]);
    // The resume point stays below the open transaction, so nothing after it is skipped.
    expect(BigInt(whileOpen.next.transactionId) <= BigInt(early1.transactionId)).toBe(true);

    commitLate();
    await lateTransaction;

    // Other databases' transactions hold the horizon back too, so read on until all three arrive.
    const delivered = await readUntil(
      whileOpen.next,
      (events) => events.filter((e) => e.type === 'Early').length === 2,
    );
    const relevant = delivered.filter((e) => e.type === 'Late' || e.type === 'Early');
    expect(relevant.map((e) => e.type)).toEqual(['Late', 'Early', 'Early']);
    expect(relevant.map((e) => e.globalPosition).slice(1)).toEqual([
      early1.globalPositions[0],
      early2.globalPositions[0],
    ]);
    // The late event has the smaller transaction id, though its sequence number may be larger.
    expect(BigInt(relevant[0]!.transactionId) < BigInt(early1.transactionId)).toBe(true);
    const positions = delivered.map((e) => e.globalPosition);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('filters by event type inside the read and moves past what it filtered out', async () => {
    const streamId = newStream();
    await store.append(
      streamId,
      [{ type: 'GameSessionStarted', data: {} }, round(1), { type: 'GameSessionFinished', data: {} }],
      {
        expectedVersion: 'no_stream',
      },
    );
    const events = await readUntil(START_OF_TIME, (all) => all.some((e) => e.streamId === streamId), {
      eventTypes: ['GameSessionFinished'],
    });
    expect(events.filter((e) => e.streamId === streamId).map((e) => e.type)).toEqual(['GameSessionFinished']);
    expect(events.every((e) => e.type === 'GameSessionFinished')).toBe(true);

    const page = await store.readAllPage({ after: START_OF_TIME, eventTypes: ['NeverAppended'] });
    expect(page.events).toEqual([]);
    expect(
      comparePositions(page.next, { transactionId: events.at(-1)!.transactionId, globalPosition: 0 }),
    ).toBeGreaterThan(0);
  });

  it('reads in pages that follow one another', async () => {
    const streamId = newStream();
    await store.append(
      streamId,
      Array.from({ length: 7 }, (_, i) => round(i)),
      { expectedVersion: 'no_stream' },
    );
    const holdsTheWholeStream = (events: RecordedEvent[]) => events.filter((e) => e.streamId === streamId).length === 7;
    const all = await readUntil(START_OF_TIME, holdsTheWholeStream);
    // Pages of three, on until this stream's last event: a page may end early while another test's open
    // transaction holds the snapshot horizon back (the horizon is the whole server's), so read on.
    const sizes: number[] = [];
    const paged = await readUntil(START_OF_TIME, holdsTheWholeStream, {
      limit: 3,
      onPage: (events) => sizes.push(events.length),
    });
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(paged.map((e) => e.eventId).slice(0, all.length)).toEqual(all.map((e) => e.eventId));
  });

  // Last in the file: it gives two finished transaction ids to one stream's events. As text '10000' sorts before
  // '9999', and pages ordered so (a select list's text column shadowing the xid8 one) skipped events for good.
  it('orders pages and the store head by transaction id, not its text, across a power of ten', async () => {
    const { rows } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(db);
    const power = 10n ** BigInt(rows[0]!.xid.length - 1);
    const streamId = newStream();
    await store.append(
      streamId,
      Array.from({ length: 4 }, (_, i) => round(i)),
      { expectedVersion: 'no_stream' },
    );
    await sql`UPDATE es_events
      SET transaction_id = (CASE WHEN stream_version <= 2 THEN ${String(power - 1n)} ELSE ${String(power)} END)::xid8
      WHERE stream_id = ${streamId}`.execute(db);
    const inOrder = (await store.readStream(streamId)).map((e) => e.eventId);

    const ofStream = (events: RecordedEvent[]) => events.filter((e) => e.streamId === streamId);
    const paged = await readUntil(START_OF_TIME, (events) => ofStream(events).length === 4, { limit: 2 });
    expect(ofStream(paged).map((e) => e.eventId)).toEqual(inOrder);

    const newest = await store.append(newStream(), [round(1)], { expectedVersion: 'no_stream' });
    expect(await storeHead(db)).toEqual(positionOf(newest));
  });
});

const START_OF_TIME: Position = { transactionId: '0', globalPosition: 0 };

/** Reads on from `after`, as a projection does, until `done` holds for everything read (bounded). */
async function readUntil(
  after: Position,
  done: (events: RecordedEvent[]) => boolean,
  {
    eventTypes,
    limit,
    onPage,
  }: { eventTypes?: string[]; limit?: number; onPage?: (events: RecordedEvent[]) => void } = {},
): Promise<RecordedEvent[]> {
  const read: RecordedEvent[] = [];
  let position = after;
  // Each try reads on until it has caught up; the next try waits for what other transactions still hold back.
  const delivered = await eventually(
    async () => {
      for (;;) {
        const page = await store.readAllPage({ after: position, eventTypes, ...(limit ? { limit } : {}) });
        onPage?.(page.events);
        read.push(...page.events);
        position = page.next;
        if (page.caughtUp || done(read)) return done(read);
      }
    },
    (whole) => whole,
    // The horizon is the whole server's: another file's test may hold a transaction open while a worker process
    // starts (the worker-kill tests hold a row lock that way), which takes tens of seconds on two busy cores.
    45_000,
    50,
  );
  if (!delivered) throw new Error(`readAll did not deliver the expected events; read ${read.length}`);
  return read;
}
