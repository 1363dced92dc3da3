import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { replaceId } from '@impromptu/event-store';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import {
  ClassFullError,
  NotRegisteredError,
  registrationDecider,
  type RegistrationCommand,
} from './registration.decider.js';
import { registrationEvents, type RegistrationEvent } from './registration.events.js';

/** A class's registrations after one registrant was forgotten (ADR 0029): their events stay, redacted, under a pseudonym. */
const EVENT = randomUUID();
const FORGOTTEN = randomUUID();
const OTHER = randomUUID();
const NEWCOMER = randomUUID();
const AT = '2030-03-01T09:00:00.000Z';

const given = DeciderSpecification.for(registrationDecider);

const registered = (userId: string): RegistrationEvent => ({
  type: 'AttendeeRegistered',
  data: {
    scheduledEventId: EVENT,
    registrationId: randomUUID(),
    userId,
    type: 'ATTENDEE',
    zoomJoinUrl: `https://meet.example/j/${userId}`,
    userTimeZone: 'Europe/Lisbon',
    source: 'WEB',
    registeredAt: AT,
  },
});

/** What the forget operation leaves of an event: redacted as declared, the person's id replaced. */
function forgotten(event: RegistrationEvent, pseudonym: string): RegistrationEvent {
  const { data } = registrationEvents.redact({ type: event.type, schemaVersion: 1, data: event.data });
  return { type: event.type, data: replaceId(data, FORGOTTEN, pseudonym) } as RegistrationEvent;
}

const register = (userId: string): RegistrationCommand => ({
  type: 'RegisterAttendee',
  data: {
    scheduledEventId: EVENT,
    registrationId: randomUUID(),
    userId,
    registrationType: 'ATTENDEE',
    maxAttendees: 2,
    zoomJoinUrl: null,
    userTimeZone: 'UTC',
    source: 'WEB',
    now: new Date(AT),
  },
});

describe('registration decider after a registrant is forgotten', () => {
  const pseudonym = randomUUID();
  const history = [forgotten(registered(FORGOTTEN), pseudonym), registered(OTHER)];

  it('drops the personal join link and the id from the stored event, keeping it valid', () => {
    const event = history[0]!;
    expect(event.type).toBe('AttendeeRegistered');
    expect(event.data).toMatchObject({ userId: pseudonym, zoomJoinUrl: null });
    expect(JSON.stringify(event)).not.toContain(FORGOTTEN);
    expect(() => registrationEvents.toAppend(event)).not.toThrow();
  });

  it('still counts the seat, so the class cannot be overbooked', () => {
    given(history).when(register(NEWCOMER)).thenThrows(ClassFullError);
  });

  it('knows nothing of the forgotten id any more: nothing can be done in their name', () => {
    given(history)
      .when({ type: 'CancelRegistration', data: { userId: FORGOTTEN, now: new Date(AT) } })
      .thenThrows(NotRegisteredError);
  });
});
