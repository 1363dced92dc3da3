import { pickOne, type Random } from './random.js';

/*
 * How this reads spec 2 §9 ("intro 10 s, then segments of 6 s (last up to 12 s), then a 5 s slide and a final
 * 10 s slide (index 11); slides 0-10, preferred set 1, 2, 3, 8, 9, 10; default per-round 7"):
 * - total = intro 10 + segments + closing 5 + final 10, summing exactly to the total duration;
 * - the time between intro and closing is cut into 6 s segments; what is left over (under 6 s) goes to the
 *   last segment, so the last lasts 6 to 11 s, within the "up to 12 s";
 * - the intro shows a slide drawn from the whole 0-10 range (any energy to start from); the segments and the
 *   5 s closing slide draw from the preferred set, never the slide just shown, so the energy always changes;
 * - "default per-round 7" is the Conductor's default round duration setting (CONDUCTOR_DEFAULT_ROUND_DURATION),
 *   recorded with the round; the timeline itself follows the 6 s segments.
 */
export const CONDUCTOR_INTRO_SECONDS = 10;
export const CONDUCTOR_SEGMENT_SECONDS = 6;
export const CONDUCTOR_LAST_SEGMENT_MAX_SECONDS = 12;
export const CONDUCTOR_CLOSING_SECONDS = 5;
export const CONDUCTOR_FINAL_SECONDS = 10;
export const CONDUCTOR_FINAL_SLIDE_INDEX = 11;
export const CONDUCTOR_ENERGY_SLIDES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const CONDUCTOR_PREFERRED_SLIDES = [1, 2, 3, 8, 9, 10] as const;
/** Twelve slides (0-11) are preloaded by the view. */
export const CONDUCTOR_SLIDE_COUNT = 12;
export const CONDUCTOR_DEFAULT_ROUND_DURATION = 7;
export const CONDUCTOR_MIN_TOTAL_DURATION = 60;

export interface ConductorSegment {
  slideIndex: number;
  durationSeconds: number;
}

function nextSlide(previous: number | undefined, random: Random): number {
  const choices = CONDUCTOR_PREFERRED_SLIDES.filter((slide) => slide !== previous);
  return pickOne(choices, random) as number;
}

/** The conductor's slides for a round of totalDuration seconds; durations sum exactly to totalDuration. */
export function conductorTimeline(totalDuration: number, random: Random): ConductorSegment[] {
  const total = Math.max(0, Math.round(totalDuration));
  const fixed = CONDUCTOR_INTRO_SECONDS + CONDUCTOR_CLOSING_SECONDS + CONDUCTOR_FINAL_SECONDS;
  const intro: ConductorSegment = {
    slideIndex: pickOne(CONDUCTOR_ENERGY_SLIDES, random) as number,
    durationSeconds: CONDUCTOR_INTRO_SECONDS,
  };
  // Below the 60 s minimum of the settings there is no room for the fixed slides: shorten the intro only.
  if (total < fixed) {
    const introSeconds = Math.max(0, total - CONDUCTOR_CLOSING_SECONDS - CONDUCTOR_FINAL_SECONDS);
    const segments: ConductorSegment[] = [];
    if (introSeconds > 0) segments.push({ ...intro, durationSeconds: introSeconds });
    const closing = Math.min(CONDUCTOR_CLOSING_SECONDS, Math.max(0, total - CONDUCTOR_FINAL_SECONDS));
    if (closing > 0) segments.push({ slideIndex: nextSlide(intro.slideIndex, random), durationSeconds: closing });
    segments.push({
      slideIndex: CONDUCTOR_FINAL_SLIDE_INDEX,
      durationSeconds: Math.min(total, CONDUCTOR_FINAL_SECONDS),
    });
    return segments.filter((segment) => segment.durationSeconds > 0);
  }

  const timeline: ConductorSegment[] = [intro];
  const middle = total - fixed;
  const count = Math.floor(middle / CONDUCTOR_SEGMENT_SECONDS);
  let previous = intro.slideIndex;
  for (let i = 0; i < count; i += 1) {
    const isLast = i === count - 1;
    const durationSeconds = isLast ? middle - CONDUCTOR_SEGMENT_SECONDS * (count - 1) : CONDUCTOR_SEGMENT_SECONDS;
    previous = nextSlide(previous, random);
    timeline.push({ slideIndex: previous, durationSeconds });
  }
  // A middle shorter than one segment lengthens the closing slide instead.
  const leftover = count === 0 ? middle : 0;
  timeline.push({ slideIndex: nextSlide(previous, random), durationSeconds: CONDUCTOR_CLOSING_SECONDS + leftover });
  timeline.push({ slideIndex: CONDUCTOR_FINAL_SLIDE_INDEX, durationSeconds: CONDUCTOR_FINAL_SECONDS });
  return timeline;
}

/** The segment on screen at t seconds into the round (the final slide after the end). */
export function conductorSegmentAt(
  timeline: readonly ConductorSegment[],
  seconds: number,
): { index: number; segment: ConductorSegment; secondsLeftInSegment: number } | null {
  let start = 0;
  for (let index = 0; index < timeline.length; index += 1) {
    const segment = timeline[index] as ConductorSegment;
    const end = start + segment.durationSeconds;
    if (seconds < end || index === timeline.length - 1) {
      return { index, segment, secondsLeftInSegment: Math.max(0, end - seconds) };
    }
    start = end;
  }
  return null;
}
