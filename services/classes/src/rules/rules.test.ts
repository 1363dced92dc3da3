import { describe, expect, it } from '@jest/globals';
import {
  classBanner,
  countdown,
  dayHeading,
  formatClassTime,
  planMayRegister,
  registrationButtonLabel,
  registrationButtonState,
  weekOf,
  type RegistrationButtonInput,
} from './index.js';

const MINUTE = 60_000;
const NOW = new Date('2030-03-05T15:00:00.000Z');
const at = (offsetMinutes: number) => new Date(NOW.getTime() + offsetMinutes * MINUTE);

describe('plan rule (spec 3 §5)', () => {
  it('keeps the free plan out of classes whose tiers exclude it, and no one else', () => {
    // The first argument: whether the plan opens paid content (free plan, or a paused paid plan: false).
    expect(planMayRegister(false, ['trainings', 'coach'])).toBe(false);
    expect(planMayRegister(false, ['free', 'trainings'])).toBe(true);
    expect(planMayRegister(false, [])).toBe(true);
    expect(planMayRegister(true, ['trainings'])).toBe(true);
    expect(planMayRegister(true, ['free'])).toBe(true);
  });
});

describe('registration button (spec 3 §4.4)', () => {
  const base: RegistrationButtonInput = {
    now: NOW,
    startTime: at(60),
    endTime: null,
    durationSeconds: 3600,
    ownStatus: null,
    loading: false,
    booking: false,
  };

  it('derives live first, then ended, then the own status, then loading or unregistered', () => {
    expect(registrationButtonState({ ...base, startTime: at(-5), ownStatus: 'REGISTERED' })).toBe('LIVE');
    expect(registrationButtonState({ ...base, startTime: at(-61), ownStatus: 'REGISTERED' })).toBe('ENDED');
    expect(registrationButtonState({ ...base, startTime: at(-30), endTime: at(-1) })).toBe('ENDED');
    expect(registrationButtonState({ ...base, ownStatus: 'REGISTERED' })).toBe('REGISTERED');
    expect(registrationButtonState({ ...base, ownStatus: 'CANCELLED' })).toBe('CANCELLED');
    expect(registrationButtonState({ ...base, loading: true })).toBe('LOADING');
    expect(registrationButtonState(base)).toBe('UNREGISTERED');
    expect(registrationButtonState({ ...base, booking: true })).toBe('BOOKING');
  });

  it('is not live when the class is taken off (is_live false)', () => {
    expect(registrationButtonState({ ...base, startTime: at(-5), isLive: false })).toBe('UNREGISTERED');
  });

  it('reads the spec words', () => {
    expect(registrationButtonLabel('UNREGISTERED', false)).toBe('COUNT ME IN');
    expect(registrationButtonLabel('UNREGISTERED', true)).toBe('REGISTER');
    expect(registrationButtonLabel('BOOKING', true)).toBe('REGISTERING');
    expect(registrationButtonLabel('REGISTERED', true)).toBe('JOIN EVENT');
    expect(registrationButtonLabel('LIVE', false)).toBe('JOIN CLASS');
  });
});

describe('class banner (spec 3 §4.5)', () => {
  const of = (startOffset: number, id: string) => ({
    id,
    startTime: at(startOffset),
    endTime: null,
    durationSeconds: 3600,
  });

  it('is upcoming at exactly 15 minutes before the start, hidden a minute earlier', () => {
    expect(classBanner([of(15, 'a')], NOW).state).toBe('upcoming');
    expect(classBanner([of(16, 'a')], NOW).state).toBe('hidden');
  });

  it('is live from the start until the end, hidden after', () => {
    expect(classBanner([of(0, 'a')], NOW).state).toBe('live');
    expect(classBanner([of(-59, 'a')], NOW).state).toBe('live');
    expect(classBanner([of(-60, 'a')], NOW).state).toBe('hidden');
  });

  it('uses the earliest matching class', () => {
    expect(classBanner([of(10, 'later'), of(-30, 'live'), of(120, 'far')], NOW)).toEqual({
      state: 'live',
      class: of(-30, 'live'),
    });
  });
});

describe('times (spec 3 §2.9)', () => {
  it("formats 'MMM d, EEE h:mm aaa' in the user's zone with the zone shown", () => {
    expect(formatClassTime(NOW, 'America/New_York')).toBe('Mar 5, Tue 10:00 am EST');
    expect(formatClassTime(NOW, 'UTC')).toBe('Mar 5, Tue 3:00 pm UTC');
  });

  it('writes midnight and noon as 12, summer time, half-hour zones and the day a zone has already reached', () => {
    expect(formatClassTime(new Date('2030-03-05T05:00:00Z'), 'America/New_York')).toBe('Mar 5, Tue 12:00 am EST');
    expect(formatClassTime(new Date('2030-07-05T04:30:00Z'), 'America/New_York')).toBe('Jul 5, Fri 12:30 am EDT');
    expect(formatClassTime(new Date('2030-03-05T18:45:00Z'), 'Asia/Kolkata')).toBe('Mar 6, Wed 12:15 am GMT+5:30');
    expect(formatClassTime(new Date('2030-10-27T00:59:00Z'), 'Europe/London')).toBe('Oct 27, Sun 1:59 am GMT+1');
    expect(formatClassTime(new Date('2030-10-27T01:00:00Z'), 'Europe/London')).toBe('Oct 27, Sun 1:00 am GMT');
    expect(formatClassTime(new Date('2030-12-31T23:30:00Z'), 'Pacific/Auckland')).toBe('Jan 1, Wed 12:30 pm GMT+13');
    expect(dayHeading(new Date('2030-12-31T23:30:00Z'), NOW, 'Pacific/Auckland')).toBe('Wednesday, January 1');
  });

  it('counts down in days, hours and minutes', () => {
    expect(countdown(at(2 * 24 * 60 + 3 * 60 + 5), NOW)).toBe('Starts in 2 days 3 hours 5 minutes');
    expect(countdown(at(1), NOW)).toBe('Starts in 1 minute');
    expect(countdown(at(-10), NOW)).toBe('Started 10 minutes ago');
    expect(countdown(at(-61), NOW)).toBe('Started 1 hour 1 minute ago');
  });

  it('heads a day Today, else with its weekday and date, in the zone', () => {
    expect(dayHeading(at(60), NOW, 'UTC')).toBe('Today');
    expect(dayHeading(at(24 * 60), NOW, 'UTC')).toBe('Wednesday, March 6');
    expect(dayHeading(at(10 * 60), NOW, 'UTC')).toBe('Wednesday, March 6');
    expect(dayHeading(at(10 * 60), NOW, 'America/Los_Angeles')).toBe('Today');
  });

  it('keys a week by its Monday', () => {
    expect(weekOf('2030-03-05')).toBe('2030-03-04');
    expect(weekOf('2030-03-04')).toBe('2030-03-04');
    expect(weekOf('2030-03-10')).toBe('2030-03-04');
  });
});
