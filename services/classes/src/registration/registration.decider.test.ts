import { describe, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import {
  AlreadyRegisteredError,
  ClassFullError,
  NotRegisteredError,
  registrationDecider,
  type RegistrationCommand,
} from './registration.decider.js';
import type { RegistrationEvent, RegistrationType } from './registration.events.js';

const EVENT = '0190f1a2-0000-7000-8000-00000000e001';
const T0 = new Date('2030-03-01T09:00:00.000Z');
const T1 = new Date('2030-03-01T09:05:00.000Z');
const user = (n: number) => `0190f1a2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const registrationOf = (n: number, round = 0) => `0190f1a2-0000-7000-9${round}00-${String(n).padStart(12, '0')}`;

const given = DeciderSpecification.for(registrationDecider);

const register = (
  n: number,
  options: { type?: RegistrationType; maxAttendees?: number; round?: number } = {},
): RegistrationCommand => ({
  type: 'RegisterAttendee',
  data: {
    scheduledEventId: EVENT,
    registrationId: registrationOf(n, options.round),
    userId: user(n),
    registrationType: options.type ?? 'ATTENDEE',
    maxAttendees: options.maxAttendees ?? 2,
    zoomJoinUrl: null,
    userTimeZone: 'Europe/Lisbon',
    source: 'WEB',
    now: T0,
  },
});

const registered = (n: number, options: { type?: RegistrationType; round?: number } = {}): RegistrationEvent => ({
  type: 'AttendeeRegistered',
  data: {
    scheduledEventId: EVENT,
    registrationId: registrationOf(n, options.round),
    userId: user(n),
    type: options.type ?? 'ATTENDEE',
    zoomJoinUrl: null,
    userTimeZone: 'Europe/Lisbon',
    source: 'WEB',
    registeredAt: T0.toISOString(),
  },
});

const cancelled = (n: number, round = 0): RegistrationEvent => ({
  type: 'RegistrationCancelled',
  data: {
    scheduledEventId: EVENT,
    registrationId: registrationOf(n, round),
    userId: user(n),
    cancelledAt: T1.toISOString(),
  },
});

const cancel = (n: number): RegistrationCommand => ({ type: 'CancelRegistration', data: { userId: user(n), now: T1 } });
const attend = (n: number): RegistrationCommand => ({ type: 'RecordAttendance', data: { userId: user(n), now: T1 } });

describe('registration decider', () => {
  it('registers an attendee while seats are free', () => {
    given([registered(1)])
      .when(register(2))
      .then([registered(2)]);
  });

  it('refuses an attendee once max_attendees are registered', () => {
    given([registered(1), registered(2)])
      .when(register(3))
      .thenThrows(ClassFullError);
    given([registered(1), registered(2)])
      .when(register(3))
      .thenThrows('This class is full: all 2 seats are taken.');
  });

  it('refuses a second registration of the same user', () => {
    given([registered(1)])
      .when(register(1))
      .thenThrows(AlreadyRegisteredError);
  });

  it('does not count hosts against max_attendees, and a host on a full class is still registered', () => {
    given([registered(9, { type: 'HOST' }), registered(1)])
      .when(register(2))
      .then([registered(2)]);
    given([registered(1), registered(2)])
      .when(register(9, { type: 'HOST' }))
      .then([registered(9, { type: 'HOST' })]);
  });

  it('frees the seat of a cancelled registration, and the same user may register again', () => {
    given([registered(1), registered(2), cancelled(2)])
      .when(register(3))
      .then([registered(3)]);
    given([registered(1), registered(2), cancelled(2)])
      .when(register(2, { round: 1 }))
      .then([registered(2, { round: 1 })]);
  });

  it('cancels a registration, and refuses to cancel one that does not exist', () => {
    given([registered(1)])
      .when(cancel(1))
      .then([cancelled(1)]);
    given([registered(1), cancelled(1)])
      .when(cancel(1))
      .thenThrows(NotRegisteredError);
    given([]).when(cancel(1)).thenThrows(NotRegisteredError);
  });

  it('records attendance once per registration, and only for a registered user', () => {
    const joined: RegistrationEvent = {
      type: 'AttendeeJoined',
      data: {
        scheduledEventId: EVENT,
        registrationId: registrationOf(1),
        userId: user(1),
        type: 'ATTENDEE',
        joinedAt: T1.toISOString(),
      },
    };
    given([registered(1)])
      .when(attend(1))
      .then([joined]);
    given([registered(1), joined])
      .when(attend(1))
      .thenNothingHappened();
    given([registered(1)])
      .when(attend(2))
      .thenThrows(NotRegisteredError);
  });
});
