import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { z } from 'zod';
import { EventStore } from './event-store.js';
import { defineEvents } from './events.js';
import { forgetSubject, projectionsAffectedBy, replaceId } from './forget.js';
import { writeOutbox } from './outbox.js';
import { createTestDatabase, type TestDatabase } from './testing/template-database.js';

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore(database.db);
});

afterAll(async () => {
  await database?.drop();
});

/** A shared stream's events: a seat taken by someone, and a note about a recording, whose text is personal. */
const sharedEvents = defineEvents({
  SeatTaken: {
    version: 1,
    schema: z.object({ userId: z.uuid(), recordingId: z.uuid(), link: z.string().nullable() }),
    redact: (data: { link: string | null }) => ({ ...data, link: null }),
  },
  NoteWritten: {
    version: 1,
    schema: z.object({ recordingId: z.uuid(), note: z.string().min(1) }),
    redact: (data: { note: string }) => ({ ...data, note: 'erased' }),
  },
});
const shared = { streamTypes: ['room'], events: sharedEvents };

async function eventsOf(streamId: string) {
  const { rows } = await sql<{ event_type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>`
    SELECT event_type, data, metadata FROM es_events WHERE stream_id = ${streamId} ORDER BY stream_version`.execute(
    database.db,
  );
  return rows;
}

describe('forgetSubject (ADR 0029)', () => {
  it('deletes the person’s own streams, redacts and pseudonymises their events in shared ones, leaves others alone', async () => {
    const person = randomUUID();
    const other = randomUUID();
    const ownStream = `diary-${randomUUID()}`;
    const namedStream = `profile-${person}`;
    const othersStream = `diary-${randomUUID()}`;
    const room = `room-${randomUUID()}`;
    const mine = randomUUID();
    const theirs = randomUUID();
    await store.append(
      ownStream,
      [
        { type: 'DiaryWritten', data: { userId: person, text: 'My first speech' } },
        { type: 'DiaryWritten', data: { userId: person, text: 'My second speech' } },
      ],
      { expectedVersion: 'no_stream', idempotencyKey: `diary-${person}` },
    );
    await store.append(namedStream, [{ type: 'ProfileNoted', data: { mood: 'calm' } }], {
      expectedVersion: 'no_stream',
    });
    await store.append(othersStream, [{ type: 'DiaryWritten', data: { userId: other, text: 'Not theirs' } }], {
      expectedVersion: 'no_stream',
    });
    await store.append(
      room,
      [
        sharedEvents.toAppend({ type: 'SeatTaken', data: { userId: person, recordingId: mine, link: 'https://x/me' } }),
        sharedEvents.toAppend({ type: 'SeatTaken', data: { userId: other, recordingId: theirs, link: 'https://x/o' } }),
        sharedEvents.toAppend({ type: 'NoteWritten', data: { recordingId: mine, note: 'Spoke too fast' } }),
        sharedEvents.toAppend({ type: 'NoteWritten', data: { recordingId: theirs, note: 'Clear voice' } }),
      ].map((event) => ({ ...event, metadata: { actor: person } })),
      { expectedVersion: 'no_stream', streamType: 'room' },
    );
    await writeOutbox(database.db, [
      { queue: 'mail', name: 'mail.send', payload: { userId: person }, options: {} },
      { queue: 'mail', name: 'mail.send', payload: { userId: other }, options: {} },
    ]);

    const pseudonym = randomUUID();
    const result = await database.db
      .transaction()
      .execute((trx) => forgetSubject(trx, { subjectId: person, shared, linkKeys: ['recordingId'], pseudonym }));

    expect(result.deletedStreams.sort()).toEqual([namedStream, ownStream].sort());
    expect(result.deletedEvents).toBe(3);
    expect(result.redactedEvents).toBe(4);
    expect(result.deletedOutboxRows).toBe(1);
    expect(result.eventTypes).toEqual(['DiaryWritten', 'NoteWritten', 'ProfileNoted', 'SeatTaken']);

    expect(await eventsOf(ownStream)).toEqual([]);
    expect(await eventsOf(namedStream)).toEqual([]);
    const streamRows = await sql`SELECT 1 FROM es_streams WHERE stream_id IN (${ownStream}, ${namedStream})`.execute(
      database.db,
    );
    expect(streamRows.rows).toEqual([]);
    const keys = await sql`SELECT 1 FROM es_idempotency WHERE key = ${`diary-${person}`}`.execute(database.db);
    expect(keys.rows).toEqual([]);
    expect((await eventsOf(othersStream)).map((e) => e.data)).toEqual([{ userId: other, text: 'Not theirs' }]);
    // In the shared stream: the seats stay (two), the person's id is the pseudonym, their words are gone, the other's stay.
    const roomEvents = await eventsOf(room);
    expect(roomEvents.map((e) => e.data)).toEqual([
      { userId: pseudonym, recordingId: mine, link: null },
      { userId: other, recordingId: theirs, link: 'https://x/o' },
      { recordingId: mine, note: 'erased' },
      { recordingId: theirs, note: 'Clear voice' },
    ]);
    expect(JSON.stringify(roomEvents)).not.toContain(person);
    const outbox = await sql<{
      payload: unknown;
    }>`SELECT payload FROM es_outbox WHERE payload::text LIKE ${`%${person}%`}`.execute(database.db);
    expect(outbox.rows).toEqual([]);
  });

  it('is idempotent: forgetting someone already forgotten changes nothing', async () => {
    const person = randomUUID();
    await store.append(`diary-${randomUUID()}`, [{ type: 'DiaryWritten', data: { userId: person, text: 'x' } }], {
      expectedVersion: 'no_stream',
    });
    await database.db.transaction().execute((trx) => forgetSubject(trx, { subjectId: person, shared }));
    const again = await database.db.transaction().execute((trx) => forgetSubject(trx, { subjectId: person, shared }));
    expect(again).toEqual({
      deletedStreams: [],
      deletedEvents: 0,
      redactedEvents: 0,
      deletedOutboxRows: 0,
      eventTypes: [],
    });
  });

  it('matches a uuid only, so no other value can be taken for the person', async () => {
    await expect(
      database.db.transaction().execute((trx) => forgetSubject(trx, { subjectId: '%', shared })),
    ).rejects.toThrow('forgetSubject needs a uuid');
  });
});

describe('what a forget touches', () => {
  it('redaction keeps an event valid against its schema, and a redaction that breaks it fails', () => {
    const redacted = sharedEvents.redact({
      type: 'NoteWritten',
      schemaVersion: 1,
      data: { recordingId: randomUUID(), note: 'Spoke too fast' },
    });
    expect(redacted.data['note']).toBe('erased');
    const broken = defineEvents({
      NoteWritten: {
        version: 1,
        schema: z.object({ note: z.string().min(1) }),
        redact: (data: { note: string }) => ({ ...data, note: '' }),
      },
    });
    expect(() => broken.redact({ type: 'NoteWritten', schemaVersion: 1, data: { note: 'x' } })).toThrow();
  });

  it('replaces the id wherever it sits in the JSON, in any case', () => {
    const id = randomUUID();
    expect(replaceId({ a: id.toUpperCase(), b: [{ c: id }, 'other'], n: 1 }, id, 'P')).toEqual({
      a: 'P',
      b: [{ c: 'P' }, 'other'],
      n: 1,
    });
  });

  it('rebuilds the projections of the touched types and those of every event', () => {
    const projections = [
      { name: 'a', eventTypes: ['SeatTaken'] },
      { name: 'b', eventTypes: ['Other'] },
      { name: 'ops', eventTypes: ['*'] },
    ];
    expect(projectionsAffectedBy(projections, ['SeatTaken']).map((p) => p.name)).toEqual(['a', 'ops']);
    expect(projectionsAffectedBy(projections, [])).toEqual([]);
  });
});
