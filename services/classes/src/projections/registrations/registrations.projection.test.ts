import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { following, registered, registrationAppend } from '../../testing/index.js';
import { registrationsProjection } from './registrations.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(registrationsProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const columns = ['user_id', 'status', 'type', 'metadata', 'joined_at'] as const;
const byEvent = (scheduledEventId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('event_registration')
    .select(columns)
    .where('scheduled_event_id', '=', scheduledEventId)
    .orderBy('user_id')
    .execute();
const byUser = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('user_scheduled_event')
    .select(['scheduled_event_id', 'status', 'type'])
    .where('user_id', '=', userId)
    .orderBy('scheduled_event_id')
    .execute();

describe('registrations projection', () => {
  it('lists an event’s registrations, hosts and attendees, with the stored join link', async () => {
    const event = randomUUID();
    const [host, attendee] = [randomUUID(), randomUUID()].sort();
    await given(
      registrationAppend(event, [
        registered(event, host!, '2030-03-01T09:00:00.000Z', { type: 'HOST' }),
        registered(event, attendee!, '2030-03-01T09:01:00.000Z', { zoomJoinUrl: 'https://zoom.example.com/w/1?tk=a' }),
      ]),
    ).then(byEvent(event), [
      { user_id: host, status: 'REGISTERED', type: 'HOST', metadata: {}, joined_at: null },
      {
        user_id: attendee,
        status: 'REGISTERED',
        type: 'ATTENDEE',
        metadata: { zoom_join_url: 'https://zoom.example.com/w/1?tk=a' },
        joined_at: null,
      },
    ]);
  });

  it('keeps a cancelled registration as CANCELLED, and a registration after it REGISTERED again', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const user = randomUUID();
    const one = registered(first, user, '2030-03-01T09:00:00.000Z');
    const two = registered(second, user, '2030-03-01T09:00:00.000Z');
    const again = registered(second, user, '2030-03-01T09:10:00.000Z');
    await given(
      registrationAppend(first, [one, following(one, 'RegistrationCancelled', '2030-03-01T09:05:00.000Z')]),
      registrationAppend(second, [two, following(two, 'RegistrationCancelled', '2030-03-01T09:05:00.000Z'), again]),
    ).then(
      byUser(user),
      [
        { scheduled_event_id: first, status: 'CANCELLED', type: 'ATTENDEE' },
        { scheduled_event_id: second, status: 'REGISTERED', type: 'ATTENDEE' },
      ].sort((a, b) => a.scheduled_event_id.localeCompare(b.scheduled_event_id)),
    );
  });

  it('records when the attendee joined the live class', async () => {
    const event = randomUUID();
    const user = randomUUID();
    const registration = registered(event, user, '2030-03-01T09:00:00.000Z');
    await given(
      registrationAppend(event, [registration, following(registration, 'AttendeeJoined', '2030-03-01T10:00:00.000Z')]),
    ).then(byEvent(event), [
      {
        user_id: user,
        status: 'REGISTERED',
        type: 'ATTENDEE',
        metadata: {},
        joined_at: new Date('2030-03-01T10:00:00.000Z'),
      },
    ]);
  });
});
