// Test support: events of this context as a test appends them (`@impromptu/classes/testing`).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import type { EventToAppend } from '@impromptu/event-store';
import {
  SCHEDULED_EVENT_STREAM_TYPE,
  registrationEvents,
  scheduledEventStreamId,
  type RegistrationEvent,
  type RegistrationType,
} from '../registration/registration.events.js';

export interface ClassesAppend {
  streamId: string;
  streamType: string;
  events: (EventToAppend & { schemaVersion: number })[];
}

/** Registration events of one scheduled event, as one append. */
export function registrationAppend(scheduledEventId: string, events: RegistrationEvent[]): ClassesAppend {
  return {
    streamId: scheduledEventStreamId(scheduledEventId),
    streamType: SCHEDULED_EVENT_STREAM_TYPE,
    events: events.map((event) => registrationEvents.toAppend(event)),
  };
}

export function registered(
  scheduledEventId: string,
  userId: string,
  at: string,
  options: { type?: RegistrationType; registrationId?: string; zoomJoinUrl?: string | null } = {},
): RegistrationEvent {
  return {
    type: 'AttendeeRegistered',
    data: {
      scheduledEventId,
      registrationId: options.registrationId ?? randomUUID(),
      userId,
      type: options.type ?? 'ATTENDEE',
      zoomJoinUrl: options.zoomJoinUrl ?? null,
      userTimeZone: 'UTC',
      source: 'WEB',
      registeredAt: at,
    },
  };
}

/** The events that follow a registration: a cancellation or an attendance. */
export function following(
  event: RegistrationEvent,
  kind: 'RegistrationCancelled' | 'AttendeeJoined',
  at: string,
): RegistrationEvent {
  if (event.type !== 'AttendeeRegistered') throw new Error('follows a registration');
  const { scheduledEventId, registrationId, userId, type } = event.data;
  return kind === 'RegistrationCancelled'
    ? { type: 'RegistrationCancelled', data: { scheduledEventId, registrationId, userId, cancelledAt: at } }
    : { type: 'AttendeeJoined', data: { scheduledEventId, registrationId, userId, type, joinedAt: at } };
}

/** A user row of its own (the leaderboard reads names and types from app_user); answers its id. */
export async function insertUser(db: Kysely<DB>, type: 'LEARNER' | 'COACH' = 'LEARNER'): Promise<string> {
  const row = await db
    .insertInto('app_user')
    .values({ email: `${randomUUID()}@example.com`, type, plan: 'trainings' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A class group with these members (the leaderboard ranks within a group); answers its id. */
export async function insertGroup(db: Kysely<DB>, userIds: string[]): Promise<string> {
  const group = await db
    .insertInto('learning_group')
    .values({ name: `Cohort ${randomUUID()}`, type: 'FUNDAMENTALS_CLASS' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_group')
    .values(userIds.map((user_id) => ({ user_id, group_id: group.id })))
    .execute();
  return group.id;
}
