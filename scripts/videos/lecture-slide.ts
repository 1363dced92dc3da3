import type { LectureScene } from '@impromptu/db';
import { spokenPieces, type Scene } from './render.js';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** A learner's words with each stressed `*word*` as a mark that lights up while it is said (render.ts). */
const marked = (text: string) => escape(text).replaceAll(/\*([^*]+)\*/g, '<mark class="stress">$1</mark>');

/**
 * A lecture slide (course lectures and the Virtual Coach's lessons): one idea, the first line large and the others
 * beneath it; a learner's answer in a before/after pair as a speech bubble tagged Before or After (the sentence being
 * said), its stressed words lit as they are said, over a timeline of its speech and pauses that fills as it is heard.
 */
export function slide(scene: LectureScene): Scene {
  const [first = '', ...rest] = scene.lines;
  const said = {
    speaker: scene.speaker,
    delivery: scene.delivery,
    chapter: scene.chapter,
    heading: scene.heading,
    narration: scene.narration,
  };
  if (scene.speaker === 'learner') {
    const side = scene.delivery === 'rushed' ? 'before' : 'after';
    // One sentence at a time (the one being said), so the answer stays large on a phone; a long one a little
    // smaller (never under 34 CSS px, 14 px on a 390 px phone); the timeline beneath shows the whole answer.
    const bubbles = spokenPieces(scene.narration)
      .map((piece) => `<p class="say ${side} piece${piece.text.length > 120 ? ' long' : ''}">${marked(piece.text)}</p>`)
      .join('');
    return {
      ...said,
      heading: `The learner · <span class="tag ${side}">${side}</span>`,
      visual: `<div class="answer">${bubbles}</div><div class="timeline" data-timeline></div>`,
      timeline: true,
    };
  }
  const lead = `<p class="l-title" style="color:{text}">${marked(first)}</p>`;
  const lines = rest.length
    ? `<div class="l-lines">${rest.map((line) => `<p class="l-line">${marked(line)}</p>`).join('')}</div>`
    : '';
  return { ...said, visual: lead + lines };
}
