import { sql } from 'kysely';
import type { Projection } from '@impromptu/event-store';

/** Ops-facing: how many events of each type the store holds. */
export const eventTypeCountProjection: Projection = {
  name: 'event_type_count',
  version: 1,
  eventTypes: ['*'],
  tables: [
    {
      name: 'event_type_count',
      create: (table) => `CREATE TABLE ${table} (
        event_type text PRIMARY KEY,
        count bigint NOT NULL
      )`,
    },
  ],
  async apply(trx, events, tables) {
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
    await sql`
      INSERT INTO ${sql.table(tables.event_type_count as string)} AS c (event_type, count)
      SELECT * FROM unnest(${[...counts.keys()]}::text[], ${[...counts.values()]}::bigint[])
      ON CONFLICT (event_type) DO UPDATE SET count = c.count + excluded.count
    `.execute(trx);
  },
};
