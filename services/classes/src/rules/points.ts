/**
 * Leaderboard points (docs/decisions/0015): what a member earns for each thing done. Rounds reward
 * showing up to speak often; a completed practice session is worth a handful of rounds; attending a
 * live class is the biggest single step of a cohort week.
 */
export const LEADERBOARD_POINTS = {
  roundCompleted: 10,
  practiceSessionCompleted: 50,
  classAttended: 100,
} as const;

/** The Monday (YYYY-MM-DD) of the ISO week a day (YYYY-MM-DD) falls in: the weekly leaderboard's key. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const offset = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - offset * 24 * 3600 * 1000).toISOString().slice(0, 10);
}
