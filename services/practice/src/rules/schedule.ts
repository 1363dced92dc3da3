const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's Practice on a day no one scheduled: the daily sessions in their order, one a day, round
 * and round, counted from 1970-01-01 so every process and every restart agrees (docs/decisions/0012).
 */
export function cyclicSessionIndex(day: string, count: number): number {
  if (count <= 0) throw new Error('no daily practice session to cycle through');
  const days = Math.floor(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
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
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const left = 24 * 3600 - (part('hour') * 3600 + part('minute') * 60 + part('second'));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
