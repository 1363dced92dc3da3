import type { LectureChapter, LectureScene } from '../catalogue-types.js';

/** A coach's slide: one idea (a large first line, up to two more beneath) and what the coach says over it. */
export function say(heading: string, lines: string[], narration: string, chapter?: LectureChapter): LectureScene {
  return chapter ? { chapter, heading, lines, narration } : { heading, lines, narration };
}

/** The learner's answer in a before/after pair; the slide shows the words as said (a ' | ' is a held pause, shown as '…'). */
export function learner(side: 'before' | 'after', narration: string, notice?: string): LectureScene {
  const lines = [narration.replaceAll(/\s*(?:\|\s*)+/g, ' … ')];
  const scene: LectureScene =
    side === 'before'
      ? { heading: 'The learner', lines, narration, speaker: 'learner', delivery: 'rushed' }
      : { heading: 'The learner', lines, narration, speaker: 'learner' };
  return notice ? { ...scene, notice } : scene;
}
