import { sql } from 'kysely';
import { column, defineProjection, table } from '../projection-definition.js';

/** Ops-facing: how many events of each type the store holds. */
export const eventTypeCountProjection = defineProjection({
  name: 'event_type_count',
  version: 1,
  events: '*',
  tables: {
    event_type_count: table({ event_type: column.text(), count: column.bigint() }, { primaryKey: ['event_type'] }),
  },
  async apply(trx, events, tables) {
    const counts = new Map<string, number>();
    for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
    await sql`
      INSERT INTO ${sql.table(tables.event_type_count)} AS c (event_type, count)
      SELECT * FROM unnest(${[...counts.keys()]}::text[], ${[...counts.values()]}::bigint[])
      ON CONFLICT (event_type) DO UPDATE SET count = c.count + excluded.count
    `.execute(trx);
  },
});
