import { column, defineRowProjection, table } from '@impromptu/event-store';
import { registrationEvents } from '../../registration/registration.events.js';

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

const byUser = table(registrationColumns, { primaryKey: ['user_id', 'scheduled_event_id'] });
const byScheduledEvent = table(registrationColumns, { primaryKey: ['scheduled_event_id', 'user_id'] });

/**
 * The user scheduled events of spec 3 §3, kept twice so each read is a primary-key lookup:
 * `user_scheduled_event` by user (the banner, the join and current-class redirects, the feedback
 * redirect, the profile) and `event_registration` by scheduled event (the attendee lists). One row
 * per user and event: a cancellation keeps it as CANCELLED, a new registration makes it REGISTERED again.
 */
export const registrationsProjection = defineRowProjection({
  name: 'registrations',
  version: 1,
  events: registrationEvents,
  table: { user_scheduled_event: byUser },
  copies: { event_registration: byScheduledEvent },
  key: (event) => ({ user_id: event.data.userId, scheduled_event_id: event.data.scheduledEventId }),
  evolve(row, event) {
    switch (event.type) {
      case 'AttendeeRegistered':
        return {
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
        };
      case 'RegistrationCancelled':
        return row && row.id === event.data.registrationId
          ? { ...row, status: 'CANCELLED', cancelled_at: event.data.cancelledAt }
          : undefined;
      case 'AttendeeJoined':
        return row && row.id === event.data.registrationId && row.joined_at === null
          ? { ...row, joined_at: event.data.joinedAt }
          : undefined;
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
      }
    }
  },
});
