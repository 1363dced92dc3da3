import { column, defineProjection, table } from '../projection-definition.js';
import { evolveRows } from '../row-projection.js';

const countTable = table({ event_type: column.text(), count: column.bigint() }, { primaryKey: ['event_type'] });

/** Ops-facing: how many events of each type the store holds. */
export const eventTypeCountProjection = defineProjection({
  name: 'event_type_count',
  version: 1,
  events: '*',
  tables: {
    event_type_count: countTable,
  },
  async apply(trx, events, tables) {
    await evolveRows(trx, {
      table: countTable,
      into: tables.event_type_count,
      events,
      key: (event) => ({ event_type: event.type }),
      evolve: (row, event) => ({ event_type: event.type, count: (row?.count ?? 0) + 1 }),
    });
  },
});
