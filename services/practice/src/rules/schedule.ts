import { daysSinceEpoch, secondsUntilMidnight } from '@impromptu/kernel';

/**
 * Today's Practice on a day no one scheduled: the daily sessions in their order, one a day, round
 * and round, counted from 1970-01-01 so every process and every restart agrees (docs/decisions/0012).
 */
export function cyclicSessionIndex(day: string, count: number): number {
  if (count <= 0) throw new Error('no daily practice session to cycle through');
  const days = daysSinceEpoch(day);
  return ((days % count) + count) % count;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left until the next midnight in the zone (the conclusion of Today's Practice); an unknown zone counts as UTC. */
export function untilMidnight(now: Date, timeZone: string): Countdown {
  const left = secondsUntilMidnight(now, timeZone);
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
