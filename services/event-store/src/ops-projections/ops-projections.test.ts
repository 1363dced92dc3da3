import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { sql } from 'kysely';
import { ProjectionSpecification } from '../testing/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/template-database.js';
import { eventTypeCountProjection } from './event-type-count.projection.js';
import { streamActivityProjection } from './stream-activity.projection.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('stream activity projection', () => {
  it('counts each stream’s events and keeps the last one by the stream’s own order', async () => {
    const first = `ops-check-${randomUUID()}`;
    const second = `ops-check-${randomUUID()}`;
    await ProjectionSpecification.for(streamActivityProjection, database)(
      {
        streamId: first,
        events: [
          { type: 'OpsChecked', data: { n: 1 } },
          { type: 'OpsChecked', data: { n: 2 } },
        ],
      },
      { streamId: second, events: [{ type: 'OpsChecked', data: { n: 1 } }] },
      { streamId: first, events: [{ type: 'OpsClosed', data: {} }] },
    ).then(
      (db) =>
        sql<{
          stream_type: string;
          stream_id: string;
          event_count: number;
          last_stream_version: number;
          last_event_type: string;
        }>`
          SELECT stream_type, stream_id, event_count, last_stream_version, last_event_type FROM stream_activity
          WHERE stream_id = ANY(${[first, second]}::text[]) ORDER BY event_count DESC`
          .execute(db)
          .then((result) => result.rows),
      [
        {
          stream_type: 'ops-check',
          stream_id: first,
          event_count: 3,
          last_stream_version: 3,
          last_event_type: 'OpsClosed',
        },
        {
          stream_type: 'ops-check',
          stream_id: second,
          event_count: 1,
          last_stream_version: 1,
          last_event_type: 'OpsChecked',
        },
      ],
    );
  });
});

describe('event type count projection', () => {
  it('counts the events of each type in the store', async () => {
    const type = `Counted${randomUUID().slice(0, 8)}`;
    const other = `${type}Other`;
    await ProjectionSpecification.for(eventTypeCountProjection, database)(
      {
        streamId: `ops-count-${randomUUID()}`,
        events: [
          { type, data: {} },
          { type, data: {} },
          { type: other, data: {} },
        ],
      },
      { streamId: `ops-count-${randomUUID()}`, events: [{ type, data: {} }] },
    ).then(
      (db) =>
        sql<{ event_type: string; count: number }>`
          SELECT event_type, count FROM event_type_count WHERE event_type = ANY(${[type, other]}::text[]) ORDER BY event_type`
          .execute(db)
          .then((result) => result.rows),
      [
        { event_type: type, count: 3 },
        { event_type: other, count: 1 },
      ],
    );
  });
});
