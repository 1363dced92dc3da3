import type { LectureLengths } from './catalogue-types.js';

/** Seconds of each rendered lecture video, by course and lesson: written by scripts/videos/lectures.ts, never by hand. */
export const lectureLengths: LectureLengths = {
  'the-basics': {
    'pause-with-purpose': 157.8,
    'say-yes-to-the-prompt': 186.8,
    'start-before-you-are-ready': 165.3,
    'one-point-well-made': 165.5,
    'structure-on-the-spot': 146.3,
    'vary-your-voice': 143,
    'land-the-ending': 144.8,
  },
  'stories-that-stick': {
    'why-stories-work': 173.3,
    'the-shape-of-a-story': 164,
    'details-that-paint': 154.3,
    'tension-and-the-turn': 137.3,
    'telling-it-live': 165,
  },
};
