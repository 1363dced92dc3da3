import { DomainError, type Decider } from '@impromptu/event-store';
import { plural } from '@impromptu/kernel';
import {
  SCHEDULED_EVENT_STREAM_TYPE,
  registrationEvents,
  type RegistrationEvent,
  type RegistrationType,
  type AttendeeRegistered,
} from './registration.events.js';

export type RegisterAttendee = {
  type: 'RegisterAttendee';
  data: {
    scheduledEventId: string;
    registrationId: string;
    userId: string;
    registrationType: RegistrationType;
    /** The scheduled event's max_attendees when the command is decided. */
    maxAttendees: number;
    zoomJoinUrl: string | null;
    userTimeZone: string;
    source: AttendeeRegistered['source'];
    now: Date;
  };
};

export type CancelRegistration = { type: 'CancelRegistration'; data: { userId: string; now: Date } };

export type RecordAttendance = { type: 'RecordAttendance'; data: { userId: string; now: Date } };

export type RegistrationCommand = RegisterAttendee | CancelRegistration | RecordAttendance;

export interface Registration {
  registrationId: string;
  type: RegistrationType;
  joined: boolean;
}

export interface RegistrationState {
  /** Known once anyone registered: the stream's scheduled event. */
  scheduledEventId: string | null;
  /** The current (not cancelled) registrations, by user id. */
  registrations: Record<string, Registration>;
  /** Registrations of type ATTENDEE: what max_attendees bounds (hosts are not counted). */
  attendees: number;
}

export class RegistrationError extends DomainError {}

/** Refusals a retried request (same idempotency key) answers with the first answer instead. */
export abstract class RegistrationAlreadyAppliedError extends RegistrationError {}

export class AlreadyRegisteredError extends RegistrationAlreadyAppliedError {
  constructor() {
    super('conflict', 'You are already registered for this class.');
  }
}

export class ClassFullError extends RegistrationError {
  constructor(readonly maxAttendees: number) {
    super('conflict', `This class is full: all ${plural(maxAttendees, 'seat is', 'seats are')} taken.`);
  }
}

export class NotRegisteredError extends RegistrationError {
  constructor() {
    super('conflict', 'You are not registered for this class.');
  }
}

const initialState = (): RegistrationState => ({ scheduledEventId: null, registrations: {}, attendees: 0 });

function decide(command: RegistrationCommand, state: RegistrationState): RegistrationEvent[] {
  switch (command.type) {
    case 'RegisterAttendee': {
      const { now, registrationType, maxAttendees, ...data } = command.data;
      if (state.registrations[data.userId]) throw new AlreadyRegisteredError();
      if (registrationType === 'ATTENDEE' && state.attendees >= maxAttendees) throw new ClassFullError(maxAttendees);
      return [
        { type: 'AttendeeRegistered', data: { ...data, type: registrationType, registeredAt: now.toISOString() } },
      ];
    }
    case 'CancelRegistration': {
      const registration = state.registrations[command.data.userId];
      if (!registration || state.scheduledEventId === null) throw new NotRegisteredError();
      return [
        {
          type: 'RegistrationCancelled',
          data: {
            scheduledEventId: state.scheduledEventId,
            registrationId: registration.registrationId,
            userId: command.data.userId,
            cancelledAt: command.data.now.toISOString(),
          },
        },
      ];
    }
    case 'RecordAttendance': {
      const registration = state.registrations[command.data.userId];
      if (!registration || state.scheduledEventId === null) throw new NotRegisteredError();
      // Joining again (a second click, a reconnect) is the same attendance.
      if (registration.joined) return [];
      return [
        {
          type: 'AttendeeJoined',
          data: {
            scheduledEventId: state.scheduledEventId,
            registrationId: registration.registrationId,
            userId: command.data.userId,
            type: registration.type,
            joinedAt: command.data.now.toISOString(),
          },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

function evolve(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'AttendeeRegistered':
      return {
        scheduledEventId: event.data.scheduledEventId,
        registrations: {
          ...state.registrations,
          [event.data.userId]: { registrationId: event.data.registrationId, type: event.data.type, joined: false },
        },
        attendees: state.attendees + (event.data.type === 'ATTENDEE' ? 1 : 0),
      };
    case 'RegistrationCancelled': {
      const cancelled = state.registrations[event.data.userId];
      if (!cancelled) return state;
      const { [event.data.userId]: _removed, ...registrations } = state.registrations;
      return { ...state, registrations, attendees: state.attendees - (cancelled.type === 'ATTENDEE' ? 1 : 0) };
    }
    case 'AttendeeJoined': {
      const joined = state.registrations[event.data.userId];
      if (!joined) return state;
      return { ...state, registrations: { ...state.registrations, [event.data.userId]: { ...joined, joined: true } } };
    }
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

/**
 * The registrations of one scheduled event: one registration per user, never more attendees than
 * max_attendees (hosts not counted), a cancelled seat free again, one attendance per registration.
 */
export const registrationDecider: Decider<RegistrationCommand, RegistrationEvent, RegistrationState> = {
  streamType: SCHEDULED_EVENT_STREAM_TYPE,
  events: registrationEvents,
  initialState,
  evolve,
  decide,
  isAlreadyApplied: (error) => error instanceof RegistrationAlreadyAppliedError,
};
