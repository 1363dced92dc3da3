import type { LectureLengths } from './catalogue-types.js';

/** Seconds of each rendered lecture video, by course and lesson: written by scripts/videos/lectures.ts, never by hand. */
export const lectureLengths: LectureLengths = {
  'the-basics': {
    'pause-with-purpose': 157.8,
    'say-yes-to-the-prompt': 187,
    'start-before-you-are-ready': 165.5,
    'one-point-well-made': 165.6,
    'structure-on-the-spot': 146.6,
    'vary-your-voice': 143.1,
    'land-the-ending': 145.1,
  },
  'stories-that-stick': {
    'why-stories-work': 173.3,
    'the-shape-of-a-story': 164,
    'details-that-paint': 154.4,
    'tension-and-the-turn': 137.5,
    'telling-it-live': 165.1,
  },
};
