import { sql } from 'kysely';
import { column, defineProjection, table } from '../projection-definition.js';
import { evolveRows } from '../row-projection.js';

const activityTable = table(
  {
    stream_type: column.text(),
    stream_id: column.text(),
    event_count: column.bigint(),
    last_stream_version: column.bigint(),
    last_event_type: column.text(),
    last_position: column.bigint(),
    first_recorded_at: column.timestamptz(),
    last_recorded_at: column.timestamptz(),
  },
  { primaryKey: ['stream_id'] },
);

/**
 * Ops-facing: per stream, how many events it holds and which came last. Handles every event, so
 * it is also the projection the rebuild tests and the replay benchmark exercise.
 * Times are kept to the millisecond, as events carry them. The stream's type is the one the store
 * recorded for it (`es_streams`, which a decider may name), read once for the streams a batch starts.
 */
export const streamActivityProjection = defineProjection({
  name: 'stream_activity',
  version: 1,
  events: '*',
  tables: {
    stream_activity: activityTable,
  },
  async apply(trx, events, tables) {
    if (events.length === 0) return;
    const ids = [...new Set(events.map((event) => event.streamId))];
    const { rows: streams } = await sql<{ stream_id: string; stream_type: string }>`
      SELECT stream_id, stream_type FROM es_streams WHERE stream_id = ANY(${ids}::text[])`.execute(trx);
    const typeOf = new Map(streams.map((row) => [row.stream_id, row.stream_type]));
    await evolveRows(trx, {
      table: activityTable,
      into: tables.stream_activity,
      events,
      key: (event) => (typeOf.has(event.streamId) ? { stream_id: event.streamId } : null),
      // "Last" follows the stream's own version order, whatever order the batch came in.
      evolve(row, event) {
        const at = event.recordedAt.toISOString();
        if (!row)
          return {
            stream_type: typeOf.get(event.streamId)!,
            stream_id: event.streamId,
            event_count: 1,
            last_stream_version: event.streamVersion,
            last_event_type: event.type,
            last_position: event.globalPosition,
            first_recorded_at: at,
            last_recorded_at: at,
          };
        const later = event.streamVersion > row.last_stream_version;
        return {
          ...row,
          event_count: row.event_count + 1,
          last_stream_version: later ? event.streamVersion : row.last_stream_version,
          last_event_type: later ? event.type : row.last_event_type,
          last_position: later ? event.globalPosition : row.last_position,
          first_recorded_at: Date.parse(at) < Date.parse(row.first_recorded_at) ? at : row.first_recorded_at,
          last_recorded_at: Date.parse(at) > Date.parse(row.last_recorded_at) ? at : row.last_recorded_at,
        };
      },
    });
  },
});
