import { addDays, formatDay, parseDay } from '@impromptu/kernel';

/** How many weeks the streak calendar shows: the contract's activeDays cover the last 12 weeks. */
export const CALENDAR_WEEKS = 12;

export interface ActiveDay {
  day: string;
  rounds: number;
  practiceSteps: number;
}

export interface CalendarDay {
  /** YYYY-MM-DD, the learner's local day. */
  day: string;
  rounds: number;
  practiceSteps: number;
  active: boolean;
  today: boolean;
  /** After today: the week's remaining days, drawn blank. */
  future: boolean;
}

/** A calendar week, Monday first. */
export interface CalendarWeek {
  /** The Monday, YYYY-MM-DD. */
  start: string;
  days: CalendarDay[];
}

/**
 * The last CALENDAR_WEEKS weeks up to the learner's today, Monday first, each day marked active when it
 * had a round or a practice step. Days are calendar days in the learner's zone, as the BFF sent them.
 */
export function calendarWeeks(
  today: string,
  activeDays: readonly ActiveDay[],
  weeks: number = CALENDAR_WEEKS,
): CalendarWeek[] {
  const byDay = new Map(activeDays.map((active) => [active.day, active]));
  // getUTCDay: Sunday 0 … Saturday 6; Monday-first offset.
  const sinceMonday = (parseDay(today).getUTCDay() + 6) % 7;
  const firstMonday = addDays(today, -sinceMonday - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, week) => {
    const start = addDays(firstMonday, week * 7);
    return {
      start,
      days: Array.from({ length: 7 }, (_, weekday) => {
        const day = addDays(start, weekday);
        const active = byDay.get(day);
        const rounds = active?.rounds ?? 0;
        const practiceSteps = active?.practiceSteps ?? 0;
        return {
          day,
          rounds,
          practiceSteps,
          active: rounds + practiceSteps > 0,
          today: day === today,
          future: day > today,
        };
      }),
    };
  });
}

/** The day as the calendar names it for a screen reader: 'Monday, Nov 3'. */
export function dayLabel(day: string): string {
  return formatDay(day, 'EEEE, MMM d');
}

export function monthLabel(day: string): string {
  return formatDay(day, 'MMM');
}

/** What a day held, in words: '2 rounds and 1 practice step', or 'no activity'. */
export function activityLabel(day: Pick<CalendarDay, 'rounds' | 'practiceSteps'>): string {
  const parts = [
    day.rounds > 0 ? `${day.rounds} ${day.rounds === 1 ? 'round' : 'rounds'}` : null,
    day.practiceSteps > 0
      ? `${day.practiceSteps} ${day.practiceSteps === 1 ? 'practice step' : 'practice steps'}`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'no activity' : parts.join(' and ');
}
