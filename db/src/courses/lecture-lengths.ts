import type { LectureLengths } from './catalogue-types.js';

/** Seconds of each rendered lecture video, by course and lesson: written by scripts/videos/lectures.ts, never by hand. */
export const lectureLengths: LectureLengths = {
  'the-basics': {
    'pause-with-purpose': 160.8,
  },
};
