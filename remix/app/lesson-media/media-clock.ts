/** A video's length as m:ss (a lesson is minutes long). */
export function mediaClock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
