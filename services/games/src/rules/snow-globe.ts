import { randomInt, type Random } from './random.js';

/*
 * How this reads spec 2 §9 ("pause 6 s, pie countdown 5 s, random segments 7-19 s, minimum 10 s remaining,
 * pie fades when 5 s or less remain"): the speaker talks for random segments of 7 to 19 s; after each, the globe
 * is shaken and the speaker pauses (the pause setting, default 6 s) while a pie counts the last 5 s of the pause
 * down. A shake is only scheduled when at least 10 s of speaking remain after its pause, so the round never ends
 * on a stub. The round's pie (time left) fades when 5 s or less remain.
 */
export const SNOW_GLOBE_PAUSE_SECONDS = 6;
export const SNOW_GLOBE_PIE_COUNTDOWN_SECONDS = 5;
export const SNOW_GLOBE_SEGMENT_MIN_SECONDS = 7;
export const SNOW_GLOBE_SEGMENT_MAX_SECONDS = 19;
export const SNOW_GLOBE_MIN_REMAINING_SECONDS = 10;
export const SNOW_GLOBE_PIE_FADE_SECONDS = 5;

export interface SnowGlobeSegment {
  kind: 'speak' | 'pause';
  startsAt: number;
  durationSeconds: number;
}

/** Speaking segments and pauses of a round; durations sum exactly to totalDuration, the last segment speaks. */
export function snowGlobeTimeline(
  totalDuration: number,
  random: Random,
  pauseSeconds: number = SNOW_GLOBE_PAUSE_SECONDS,
): SnowGlobeSegment[] {
  const segments: SnowGlobeSegment[] = [];
  let t = 0;
  for (;;) {
    // Only lengths that leave either a last segment of 10-19 s or room for another shake: a break that left more
    // gave a last stretch of up to 28 s with no Breathe (issue 29 §8).
    const left = totalDuration - t;
    const allowed: number[] = [];
    for (let speak = SNOW_GLOBE_SEGMENT_MIN_SECONDS; speak <= SNOW_GLOBE_SEGMENT_MAX_SECONDS; speak += 1) {
      const after = left - speak - pauseSeconds;
      const lastFits = after >= SNOW_GLOBE_MIN_REMAINING_SECONDS && after <= SNOW_GLOBE_SEGMENT_MAX_SECONDS;
      const anotherFits = after >= SNOW_GLOBE_SEGMENT_MIN_SECONDS + pauseSeconds + SNOW_GLOBE_MIN_REMAINING_SECONDS;
      if (lastFits || anotherFits) allowed.push(speak);
    }
    if (allowed.length === 0) break;
    const speak = allowed[randomInt(random, 0, allowed.length - 1)] as number;
    segments.push({ kind: 'speak', startsAt: t, durationSeconds: speak });
    segments.push({ kind: 'pause', startsAt: t + speak, durationSeconds: pauseSeconds });
    t += speak + pauseSeconds;
  }
  if (totalDuration - t > 0) segments.push({ kind: 'speak', startsAt: t, durationSeconds: totalDuration - t });
  return segments;
}

export interface SnowGlobeMoment {
  segment: SnowGlobeSegment | null;
  /** Whole seconds shown by the pause pie, or null when no pie countdown is on screen. */
  pauseCountdown: number | null;
  /** The round's time-left pie fades when 5 s or less remain. */
  isPieFaded: boolean;
}

/** What the Snow Globe shows at t seconds into a round of totalDuration. */
export function snowGlobeAt(
  timeline: readonly SnowGlobeSegment[],
  totalDuration: number,
  seconds: number,
): SnowGlobeMoment {
  const segment = timeline.find((s) => seconds >= s.startsAt && seconds < s.startsAt + s.durationSeconds) ?? null;
  let pauseCountdown: number | null = null;
  if (segment?.kind === 'pause') {
    const left = segment.startsAt + segment.durationSeconds - seconds;
    if (left <= SNOW_GLOBE_PIE_COUNTDOWN_SECONDS) pauseCountdown = Math.ceil(left - 1e-9);
  }
  return { segment, pauseCountdown, isPieFaded: isPieFaded(totalDuration - seconds) };
}

export function isPieFaded(remainingSeconds: number): boolean {
  return remainingSeconds <= SNOW_GLOBE_PIE_FADE_SECONDS;
}

/** A coaching tip shown from `at` seconds (Snow Globe and Timer, spec 2 §2); it stays until the next tip or its own duration ends. */
export interface TimedPrompt {
  text: string;
  at: number;
  durationSeconds?: number;
}

/** The tip active at t seconds, or null before the first one and after a tip's own duration. */
export function coachingTipAt(prompts: readonly TimedPrompt[], seconds: number): TimedPrompt | null {
  let active: TimedPrompt | null = null;
  for (const prompt of prompts) {
    if (prompt.at <= seconds && (active === null || prompt.at >= active.at)) active = prompt;
  }
  if (active?.durationSeconds !== undefined && seconds >= active.at + active.durationSeconds) return null;
  return active;
}
