import { sql } from 'kysely';
import { column, defineProjection, table } from '../projection-definition.js';
import type { RecordedEvent } from '../types.js';

interface StreamTotals {
  count: number;
  lastVersion: number;
  lastType: string;
  lastPosition: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Ops-facing: per stream, how many events it holds and which came last. Handles every event, so
 * it is also the projection the rebuild tests and the replay benchmark exercise.
 * Times are kept to the millisecond, as events carry them.
 */
export const streamActivityProjection = defineProjection({
  name: 'stream_activity',
  version: 1,
  events: '*',
  tables: {
    stream_activity: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const totals = totalsByStream(events);
    const ids = [...totals.keys()];
    const rows = [...totals.values()];
    // One upsert per batch; "last" follows the stream's own version order, whatever order the batch came in.
    await sql`
      INSERT INTO ${sql.table(tables.stream_activity)} AS a
        (stream_type, stream_id, event_count, last_stream_version, last_event_type, last_position, first_recorded_at, last_recorded_at)
      SELECT s.stream_type, u.stream_id, u.n, u.v, u.t, u.p, u.f, u.l
      FROM unnest(
        ${ids}::text[], ${rows.map((r) => r.count)}::bigint[], ${rows.map((r) => r.lastVersion)}::bigint[],
        ${rows.map((r) => r.lastType)}::text[], ${rows.map((r) => r.lastPosition)}::bigint[],
        ${rows.map((r) => r.firstAt.toISOString())}::timestamptz[], ${rows.map((r) => r.lastAt.toISOString())}::timestamptz[]
      ) AS u(stream_id, n, v, t, p, f, l)
      JOIN es_streams s ON s.stream_id = u.stream_id
      ON CONFLICT (stream_id) DO UPDATE SET
        event_count = a.event_count + excluded.event_count,
        last_stream_version = greatest(a.last_stream_version, excluded.last_stream_version),
        last_event_type = CASE WHEN excluded.last_stream_version > a.last_stream_version THEN excluded.last_event_type ELSE a.last_event_type END,
        last_position = CASE WHEN excluded.last_stream_version > a.last_stream_version THEN excluded.last_position ELSE a.last_position END,
        first_recorded_at = least(a.first_recorded_at, excluded.first_recorded_at),
        last_recorded_at = greatest(a.last_recorded_at, excluded.last_recorded_at)
    `.execute(trx);
  },
});

function totalsByStream(events: RecordedEvent[]): Map<string, StreamTotals> {
  const totals = new Map<string, StreamTotals>();
  for (const event of events) {
    const current = totals.get(event.streamId);
    if (!current) {
      totals.set(event.streamId, {
        count: 1,
        lastVersion: event.streamVersion,
        lastType: event.type,
        lastPosition: event.globalPosition,
        firstAt: event.recordedAt,
        lastAt: event.recordedAt,
      });
      continue;
    }
    current.count += 1;
    if (event.streamVersion > current.lastVersion) {
      current.lastVersion = event.streamVersion;
      current.lastType = event.type;
      current.lastPosition = event.globalPosition;
    }
    if (event.recordedAt < current.firstAt) current.firstAt = event.recordedAt;
    if (event.recordedAt > current.lastAt) current.lastAt = event.recordedAt;
  }
  return totals;
}
