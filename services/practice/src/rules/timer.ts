/** Spec 2 §9 timer speed presets, in seconds. */
export const TIMER_SPEED_SECONDS = { EXTRA_SLOW: 30, SLOW: 15, MEDIUM: 10, FAST: 5 } as const;
export type TimerSpeed = keyof typeof TIMER_SPEED_SECONDS;
/** Spec 2 §9: no speed, 10 s. */
export const DEFAULT_TIMER_SECONDS = 10;
/** Overtime at 100 % of the duration, the strong recommendation from 150 %. */
export const OVERTIME_RATIO = 1;
export const STRONG_RECOMMENDATION_RATIO = 1.5;
export const STRONG_RECOMMENDATION = 'Strong recommendation to continue now';

/** The seconds of a timed instruction or discussion: metadata.slideDuration, else the speed preset, else 10. */
export function timedStepSeconds(content: { timerSpeed: string | null; metadata: Record<string, unknown> }): number {
  const slideDuration = content.metadata.slideDuration;
  if (typeof slideDuration === 'number' && Number.isFinite(slideDuration) && slideDuration > 0) return slideDuration;
  const speed = content.timerSpeed;
  return speed !== null && speed in TIMER_SPEED_SECONDS
    ? TIMER_SPEED_SECONDS[speed as TimerSpeed]
    : DEFAULT_TIMER_SECONDS;
}

export type TimerPhase = 'running' | 'overtime' | 'strong-recommendation';

/** Before 100 % running; from 100 % overtime; from 150 % the strong recommendation. */
export function timerPhase(elapsedSeconds: number, durationSeconds: number): TimerPhase {
  if (elapsedSeconds >= durationSeconds * STRONG_RECOMMENDATION_RATIO) return 'strong-recommendation';
  if (elapsedSeconds >= durationSeconds * OVERTIME_RATIO) return 'overtime';
  return 'running';
}

/** The bar's width in percent, capped at 100. */
export function timerBarPercent(elapsedSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 100;
  return Math.min(100, Math.max(0, (elapsedSeconds / durationSeconds) * 100));
}
