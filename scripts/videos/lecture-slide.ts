import type { LectureScene } from '@impromptu/db';
import type { Scene } from './render.js';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A lecture slide (course lectures and the Virtual Coach's lessons): one idea, the first line large and the others
 * beneath it; a learner's answer in a before/after pair as a speech bubble tagged Before or After.
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
    const bubbles = scene.lines.map((line) => `<p class="say ${side}">${escape(line)}</p>`).join('');
    return { ...said, visual: `<span class="tag ${side}">${side}</span>${bubbles}` };
  }
  const lead = `<p class="l-title" style="color:{text}">${escape(first)}</p>`;
  const lines = rest.length
    ? `<div class="l-lines">${rest.map((line) => `<p class="l-line">${escape(line)}</p>`).join('')}</div>`
    : '';
  return { ...said, visual: lead + lines };
}
