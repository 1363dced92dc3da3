import { hasClassEnded, isClassLive, type ClassWindow } from './schedule.js';
import { dayIn } from './time.js';

/** Spec 3 §4.4: the states of the registration button. */
export type RegistrationButtonState =
  'LOADING' | 'UNREGISTERED' | 'BOOKING' | 'REGISTERED' | 'LIVE' | 'ENDED' | 'CANCELLED';

export interface RegistrationButtonInput extends ClassWindow {
  now: Date;
  /** The user's own registration status, when the list has it (REGISTERED or CANCELLED). */
  ownStatus: 'REGISTERED' | 'CANCELLED' | null;
  /** The registration list is still loading. */
  loading: boolean;
  /** A registration was sent and has not answered yet. */
  booking: boolean;
}

/**
 * Spec 3 §4.4, derived in this order: live if the class is live; else ENDED past its end; else the
 * user's own registration status; else LOADING while the list loads, otherwise UNREGISTERED.
 * Registering moves UNREGISTERED to BOOKING (shown REGISTERING) to REGISTERED.
 */
export function registrationButtonState(input: RegistrationButtonInput): RegistrationButtonState {
  if (isClassLive(input, input.now)) return 'LIVE';
  if (hasClassEnded(input, input.now)) return 'ENDED';
  if (input.booking) return 'BOOKING';
  if (input.ownStatus) return input.ownStatus;
  return input.loading ? 'LOADING' : 'UNREGISTERED';
}

/** The words on the button in each state; `onEventPage` chooses REGISTER and JOIN EVENT over the card's words. */
export function registrationButtonLabel(state: RegistrationButtonState, onEventPage: boolean): string {
  switch (state) {
    case 'LOADING':
      return 'LOADING';
    case 'UNREGISTERED':
      return onEventPage ? 'REGISTER' : 'COUNT ME IN';
    case 'BOOKING':
      return 'REGISTERING';
    case 'REGISTERED':
      return onEventPage ? 'JOIN EVENT' : 'REGISTERED';
    case 'LIVE':
      return 'JOIN CLASS';
    case 'ENDED':
      return 'ENDED';
    case 'CANCELLED':
      return onEventPage ? 'REGISTER AGAIN' : 'CANCELLED';
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

const clockTimes = new Map<string, Intl.DateTimeFormat>();
const monthDays = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/**
 * The words on a JOIN EVENT that is not open yet (issue 29 §10): "Opens at 6:45 PM" the same day in the viewer's
 * time zone, "Opens Dec 2 at 6:45 PM" before that.
 */
export function joinOpensLabel(opensAt: Date, now: Date, timeZone: string): string {
  const time = cached(clockTimes, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }).format(opensAt);
  if (dayIn(opensAt, timeZone) === dayIn(now, timeZone)) return `Opens at ${time}`;
  const day = cached(monthDays, timeZone, { month: 'short', day: 'numeric' }).format(opensAt);
  return `Opens ${day} at ${time}`;
}
