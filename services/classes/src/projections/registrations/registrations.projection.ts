import { sql } from 'kysely';
import { column, defineProjection, table } from '@impromptu/event-store';
import { registrationEvents } from '../../registration/registration.events.js';

interface Row {
  id: string;
  user_id: string;
  scheduled_event_id: string;
  status: 'REGISTERED' | 'CANCELLED';
  type: string;
  metadata: { zoom_join_url?: string };
  user_time_zone: string;
  created_at: string;
  cancelled_at: string | null;
  joined_at: string | null;
}

const registrationColumns = {
  /** The current registration's id (a registration after a cancellation has a new one). */
  id: column.uuid(),
  user_id: column.uuid(),
  scheduled_event_id: column.uuid(),
  /** REGISTERED or CANCELLED (spec 3 §3 user scheduled event status). */
  status: column.text(),
  /** ATTENDEE or HOST. */
  type: column.text(),
  /** `zoom_join_url`: the attendee's own join link when the meetings port issued one. */
  metadata: column.jsonb<{ zoom_join_url?: string }>(),
  user_time_zone: column.text(),
  created_at: column.timestamptz(),
  cancelled_at: column.timestamptz().nullable(),
  /** When the user first took the class's link while it was live: attendance. */
  joined_at: column.timestamptz().nullable(),
};

/**
 * The user scheduled events of spec 3 §3, kept twice so each read is a primary-key lookup:
 * `user_scheduled_event` by user (the banner, the join and current-class redirects, the feedback
 * redirect, the profile) and `event_registration` by scheduled event (the attendee lists). One row
 * per user and event: a cancellation keeps it as CANCELLED, a new registration makes it REGISTERED again.
 */
export const registrationsProjection = defineProjection({
  name: 'registrations',
  version: 1,
  events: registrationEvents,
  tables: {
    user_scheduled_event: table(registrationColumns, { primaryKey: ['user_id', 'scheduled_event_id'] }),
    event_registration: table(registrationColumns, { primaryKey: ['scheduled_event_id', 'user_id'] }),
  },
  async apply(trx, events, tables) {
    const key = (userId: string, scheduledEventId: string) => `${userId} ${scheduledEventId}`;
    const pairs = [...new Map(events.map((e) => [key(e.data.userId, e.data.scheduledEventId), e.data])).values()];
    const { rows: stored } = await sql<Row>`
      SELECT id, user_id, scheduled_event_id, status, type, metadata, user_time_zone, created_at::text, cancelled_at::text, joined_at::text
      FROM ${sql.table(tables.user_scheduled_event)} AS r
      JOIN unnest(${pairs.map((p) => p.userId)}::uuid[], ${pairs.map((p) => p.scheduledEventId)}::uuid[]) AS k(user_id, scheduled_event_id)
        USING (user_id, scheduled_event_id)`.execute(trx);
    const rows = new Map(stored.map((row) => [key(row.user_id, row.scheduled_event_id), row]));
    for (const event of events) {
      const k = key(event.data.userId, event.data.scheduledEventId);
      const row = rows.get(k);
      switch (event.type) {
        case 'AttendeeRegistered':
          rows.set(k, {
            id: event.data.registrationId,
            user_id: event.data.userId,
            scheduled_event_id: event.data.scheduledEventId,
            status: 'REGISTERED',
            type: event.data.type,
            metadata: event.data.zoomJoinUrl ? { zoom_join_url: event.data.zoomJoinUrl } : {},
            user_time_zone: event.data.userTimeZone,
            created_at: event.data.registeredAt,
            cancelled_at: null,
            joined_at: null,
          });
          break;
        case 'RegistrationCancelled':
          if (row && row.id === event.data.registrationId)
            Object.assign(row, { status: 'CANCELLED', cancelled_at: event.data.cancelledAt });
          break;
        case 'AttendeeJoined':
          if (row && row.id === event.data.registrationId && row.joined_at === null)
            row.joined_at = event.data.joinedAt;
          break;
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
    }
    const changed = [...rows.values()];
    if (changed.length === 0) return;
    for (const target of [tables.user_scheduled_event, tables.event_registration]) {
      await sql`
        INSERT INTO ${sql.table(target)} (id, user_id, scheduled_event_id, status, type, metadata, user_time_zone, created_at, cancelled_at, joined_at)
        SELECT * FROM unnest(
          ${changed.map((r) => r.id)}::uuid[], ${changed.map((r) => r.user_id)}::uuid[], ${changed.map((r) => r.scheduled_event_id)}::uuid[],
          ${changed.map((r) => r.status)}::text[], ${changed.map((r) => r.type)}::text[], ${changed.map((r) => JSON.stringify(r.metadata))}::jsonb[],
          ${changed.map((r) => r.user_time_zone)}::text[], ${changed.map((r) => r.created_at)}::timestamptz[],
          ${changed.map((r) => r.cancelled_at)}::timestamptz[], ${changed.map((r) => r.joined_at)}::timestamptz[]
        )
        ON CONFLICT (user_id, scheduled_event_id) DO UPDATE SET
          id = excluded.id, status = excluded.status, type = excluded.type, metadata = excluded.metadata,
          user_time_zone = excluded.user_time_zone, created_at = excluded.created_at,
          cancelled_at = excluded.cancelled_at, joined_at = excluded.joined_at
      `.execute(trx);
    }
  },
});
