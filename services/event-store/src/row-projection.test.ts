import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from './testing/template-database.js';
import { column, table } from './projection-definition.js';
import { evolveRows, loadRows, upsertRows } from './row-projection.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const seats = table(
  {
    class_id: column.uuid(),
    user_id: column.uuid(),
    status: column.text(),
    seats: column.integer(),
    metadata: column.jsonb<{ link?: string }>().nullable(),
    day: column.date().nullable(),
    registered_at: column.timestamptz(),
  },
  { primaryKey: ['class_id', 'user_id'] },
);

type SeatEvent =
  | { type: 'Registered'; classId: string; userId: string; at: string; link?: string }
  | { type: 'Cancelled'; classId: string; userId: string }
  | { type: 'Unrelated' };

const classId = '00000000-0000-4000-8000-000000000001';
const ana = '00000000-0000-4000-8000-00000000000a';
const bo = '00000000-0000-4000-8000-00000000000b';

describe('evolveRows', () => {
  it('loads the rows a batch touches, folds the events in order and writes each row once, into every copy', async () => {
    await sql.raw(seats.create('seat_by_class')).execute(database.db);
    await sql.raw(seats.create('seat_by_user')).execute(database.db);
    const apply = (events: SeatEvent[]) =>
      database.db.transaction().execute((trx) =>
        evolveRows(trx, {
          table: seats,
          into: 'seat_by_class',
          copies: ['seat_by_user'],
          events,
          key: (event) => (event.type === 'Unrelated' ? null : { class_id: event.classId, user_id: event.userId }),
          evolve(row, event) {
            if (event.type === 'Registered')
              return {
                class_id: event.classId,
                user_id: event.userId,
                status: 'REGISTERED',
                seats: (row?.seats ?? 0) + 1,
                metadata: event.link ? { link: event.link } : null,
                day: event.at.slice(0, 10),
                registered_at: event.at,
              };
            if (event.type === 'Cancelled') return row && { ...row, status: 'CANCELLED' };
            return undefined;
          },
        }),
      );
    await apply([
      { type: 'Registered', classId, userId: ana, at: '2030-01-02T08:00:00.000Z', link: 'https://meet/a' },
      { type: 'Unrelated' },
      { type: 'Cancelled', classId, userId: bo },
      { type: 'Registered', classId, userId: bo, at: '2030-01-02T09:00:00.000Z' },
    ]);
    // A later batch starts from the stored rows: Ana's second registration counts on from her first.
    await apply([
      { type: 'Cancelled', classId, userId: bo },
      { type: 'Registered', classId, userId: ana, at: '2030-01-03T08:00:00.000Z' },
    ]);
    for (const target of ['seat_by_class', 'seat_by_user']) {
      const { rows } = await sql`
        SELECT user_id, status, seats, metadata, day::text, registered_at FROM ${sql.table(target)} ORDER BY user_id`.execute(
        database.db,
      );
      expect(rows).toEqual([
        {
          user_id: ana,
          status: 'REGISTERED',
          seats: 2,
          metadata: null,
          day: '2030-01-03',
          registered_at: new Date('2030-01-03T08:00:00.000Z'),
        },
        {
          user_id: bo,
          status: 'CANCELLED',
          seats: 1,
          metadata: null,
          day: '2030-01-02',
          registered_at: new Date('2030-01-02T09:00:00.000Z'),
        },
      ]);
    }
  });

  it('holds timestamps and dates as text and jsonb as values between load and upsert', async () => {
    await sql.raw(seats.create('seat_held')).execute(database.db);
    await database.db.transaction().execute(async (trx) => {
      await upsertRows(trx, seats, 'seat_held', [
        {
          class_id: classId,
          user_id: ana,
          status: 'REGISTERED',
          seats: 1,
          metadata: { link: 'https://meet/a' },
          day: '2030-01-02',
          registered_at: '2030-01-02T08:00:00.000Z',
        },
      ]);
      const loaded = await loadRows(trx, seats, 'seat_held', [
        { class_id: classId, user_id: ana },
        { class_id: classId, user_id: bo },
      ]);
      expect([...loaded.values()]).toEqual([
        {
          class_id: classId,
          user_id: ana,
          status: 'REGISTERED',
          seats: 1,
          metadata: { link: 'https://meet/a' },
          day: '2030-01-02',
          registered_at: '2030-01-02T08:00:00+00:00',
        },
      ]);
    });
  });

  it('answers the rows it wrote, and writes a key given twice in one upsert once (the last)', async () => {
    await sql.raw(seats.create('seat_counted')).execute(database.db);
    const row = (seatCount: number) => ({
      class_id: classId,
      user_id: ana,
      status: 'REGISTERED',
      seats: seatCount,
      metadata: null,
      day: null,
      registered_at: '2030-01-02T08:00:00.000Z',
    });
    await database.db.transaction().execute(async (trx) => {
      await upsertRows(trx, seats, 'seat_counted', [row(1), row(2)]);
      const written = await evolveRows(trx, {
        table: seats,
        into: 'seat_counted',
        events: [1, 2, 3],
        key: () => ({ class_id: classId, user_id: ana }),
        // A counter folds like any other column: the stored row is loaded and the sum written whole.
        evolve: (stored, add) => stored && { ...stored, seats: stored.seats + add },
      });
      expect(written.map((r) => r.seats)).toEqual([8]);
    });
    const { rows } = await sql<{ seats: number }>`SELECT seats FROM seat_counted`.execute(database.db);
    expect(rows).toEqual([{ seats: 8 }]);
  });
});
