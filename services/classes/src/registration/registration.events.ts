import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';

/** Stream of one scheduled event's registrations: `scheduled-event-{scheduledEventId}` (ARCHITECTURE §2). */
export function scheduledEventStreamId(scheduledEventId: string): string {
  return `scheduled-event-${scheduledEventId}`;
}
export const SCHEDULED_EVENT_STREAM_TYPE = 'scheduled-event';

/** Registration types: a HOST gets a start link and is not counted against max_attendees (spec 3 §4.4, §6). */
export const REGISTRATION_TYPES = ['ATTENDEE', 'HOST'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Where a registration came from: the product's own button, an admin's CSV upload, or the development seed. */
export const REGISTRATION_SOURCES = ['WEB', 'BULK_UPLOAD', 'SEED', 'MIGRATION'] as const;

const isoInstant = z.iso.datetime({ offset: true });

export const AttendeeRegisteredV1 = z.object({
  scheduledEventId: z.uuid(),
  /** The registration's own id: a registration after a cancellation gets a new one. */
  registrationId: z.uuid(),
  userId: z.uuid(),
  type: z.enum(REGISTRATION_TYPES),
  /** The attendee's own join link when the meetings port issued one (spec 3 §7: data.zoom_join_url). */
  zoomJoinUrl: z.string().nullable(),
  /** The zone the user registered from (spec 3 §7 user_timezone). */
  userTimeZone: z.string(),
  source: z.enum(REGISTRATION_SOURCES),
  registeredAt: isoInstant,
});

export const RegistrationCancelledV1 = z.object({
  scheduledEventId: z.uuid(),
  registrationId: z.uuid(),
  userId: z.uuid(),
  cancelledAt: isoInstant,
});

/** A registered user took the class's join (or start) link while it was live: the attendance leaderboards count. */
export const AttendeeJoinedV1 = z.object({
  scheduledEventId: z.uuid(),
  registrationId: z.uuid(),
  userId: z.uuid(),
  type: z.enum(REGISTRATION_TYPES),
  joinedAt: isoInstant,
});

export type AttendeeRegistered = z.infer<typeof AttendeeRegisteredV1>;
export type RegistrationCancelled = z.infer<typeof RegistrationCancelledV1>;
export type AttendeeJoined = z.infer<typeof AttendeeJoinedV1>;

/** The events of a scheduled event's registrations at their current schema versions. */
export const registrationEvents = defineEvents({
  // A forgotten attendee's seat stays counted; their own join link goes (ADR 0029).
  AttendeeRegistered: {
    version: 1,
    schema: AttendeeRegisteredV1,
    redact: (data: AttendeeRegistered) => ({ ...data, zoomJoinUrl: null }),
  },
  RegistrationCancelled: { version: 1, schema: RegistrationCancelledV1 },
  AttendeeJoined: { version: 1, schema: AttendeeJoinedV1 },
});

export type RegistrationEvent = CatalogueEvent<typeof registrationEvents>;
