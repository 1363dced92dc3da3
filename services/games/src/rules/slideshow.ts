import { pickOne, type Random } from './random.js';

/** Spec 2 §9: title 5 s, wrap-up 5 s, photos = floor((total − 5 − (5 if title)) / round length). */
export const SLIDESHOW_TITLE_SECONDS = 5;
export const SLIDESHOW_WRAP_UP_SECONDS = 5;

export type SlideshowDifficultyLabel = 'slow' | 'medium' | 'fast' | 'random';

/** Difficulty → round length per photo (spec 2 §5); random (0) draws a length per photo from the three others. */
export const SLIDESHOW_DIFFICULTIES: ReadonlyArray<{
  label: SlideshowDifficultyLabel;
  value: number;
  min: number;
  max: number;
}> = [
  { label: 'slow', value: 15, min: 15, max: 15 },
  { label: 'medium', value: 10, min: 10, max: 10 },
  { label: 'fast', value: 5, min: 5, max: 5 },
  { label: 'random', value: 0, min: 5, max: 15 },
];
export const SLIDESHOW_RANDOM_LENGTHS = [5, 10, 15] as const;
export const SLIDESHOW_SHORTEST_ROUND = 5;

/** Photos that fit: floor((total − 5 − (5 if title)) / round length); a random length (0) counts with the shortest, 5 s. */
export function photoCount(totalDuration: number, roundLength: number, hasTitle: boolean): number {
  const length = roundLength > 0 ? roundLength : SLIDESHOW_SHORTEST_ROUND;
  const available = totalDuration - SLIDESHOW_WRAP_UP_SECONDS - (hasTitle ? SLIDESHOW_TITLE_SECONDS : 0);
  return Math.max(0, Math.floor(available / length));
}

/** Round length of one photo: the difficulty's value, or for random (0) one of 5, 10, 15 s. */
export function photoRoundLength(difficulty: number, random: Random): number {
  return difficulty > 0 ? difficulty : (pickOne(SLIDESHOW_RANDOM_LENGTHS, random) as number);
}

export type SlideshowStep =
  | { kind: 'title'; durationSeconds: number }
  | { kind: 'photo'; photoIndex: number; durationSeconds: number }
  | { kind: 'wrap-up'; durationSeconds: number };

/**
 * The slideshow: title (when suggested) 5 s, the photos, wrap-up 5 s. With a fixed length it shows photoCount photos;
 * with random lengths it keeps adding photos while one more fits, a drawn length that does not fit becoming the
 * longest that does. Seconds left over (less than a photo) are not played. photosAvailable caps the photos.
 */
export function slideshowTimeline(
  {
    totalDuration,
    difficulty,
    hasTitle,
    photosAvailable = Number.POSITIVE_INFINITY,
  }: {
    totalDuration: number;
    difficulty: number;
    hasTitle: boolean;
    photosAvailable?: number;
  },
  random: Random,
): SlideshowStep[] {
  const steps: SlideshowStep[] = [];
  if (hasTitle) steps.push({ kind: 'title', durationSeconds: SLIDESHOW_TITLE_SECONDS });
  let budget = totalDuration - SLIDESHOW_WRAP_UP_SECONDS - (hasTitle ? SLIDESHOW_TITLE_SECONDS : 0);
  let photoIndex = 0;
  if (difficulty > 0) {
    const count = Math.min(photoCount(totalDuration, difficulty, hasTitle), photosAvailable);
    for (; photoIndex < count; photoIndex += 1) steps.push({ kind: 'photo', photoIndex, durationSeconds: difficulty });
  } else {
    while (budget >= SLIDESHOW_SHORTEST_ROUND && photoIndex < photosAvailable) {
      const drawn = photoRoundLength(0, random);
      const durationSeconds =
        drawn <= budget ? drawn : Math.max(...SLIDESHOW_RANDOM_LENGTHS.filter((l) => l <= budget));
      steps.push({ kind: 'photo', photoIndex, durationSeconds });
      budget -= durationSeconds;
      photoIndex += 1;
    }
  }
  steps.push({ kind: 'wrap-up', durationSeconds: SLIDESHOW_WRAP_UP_SECONDS });
  return steps;
}

export function timelineSeconds(steps: ReadonlyArray<{ durationSeconds: number }>): number {
  return steps.reduce((sum, step) => sum + step.durationSeconds, 0);
}
