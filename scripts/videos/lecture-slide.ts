import type { LectureScene } from '@impromptu/db';
import { escapeHtml } from '@impromptu/kernel';
import { spokenPieces, type Scene } from './render.js';

/** A line's marks as HTML: a stressed `*word*` and noticed `~words~` light up while they are said (render.ts). */
const marked = (text: string) =>
  escapeHtml(text)
    .replaceAll(/\*([^*]+)\*/g, '<mark class="stress">$1</mark>')
    .replaceAll(/~([^~]+)~/g, '<mark class="notice">$1</mark>');
/** The noticed `~words~` of a line, as written (stress marks dropped). */
const noticed = (text: string) =>
  [...text.matchAll(/~([^~]+)~/g)].map((match) => match[1]!.replaceAll('*', '').replace(/[.,:;!]+$/, ''));

/** Whether a lecture's before/after pair holds a pause anywhere: only then does a pause timeline teach anything. */
export const pairPauses = (scenes: readonly LectureScene[]) =>
  scenes.some((scene) => scene.speaker === 'learner' && scene.delivery !== 'rushed' && scene.narration.includes('|'));

/**
 * A lecture's slides (course lectures and the Virtual Coach's lessons): one idea a slide, the first line large and
 * the others beneath it; a learner's answer in a before/after pair as a speech bubble tagged Before or After (the
 * sentence being said), its stressed words lit as they are said. Under the answer, the motion that teaches the pair:
 * when the pair is about pauses, a timeline of its speech and pauses that fills as it is heard; when neither part
 * pauses (the pair is about wording), no timeline — the words that make the difference (`~marked~`, named by the
 * scene's `notice`) light as they are said and gather in a strip.
 */
export function slides(scenes: readonly LectureScene[]): Scene[] {
  const timeline = pairPauses(scenes);
  return scenes.map((scene) => slide(scene, timeline));
}

function slide(scene: LectureScene, timeline: boolean): Scene {
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
    // smaller (never under 34 CSS px, 14 px on a 390 px phone).
    const bubbles = spokenPieces(scene.narration)
      .map((piece) => `<p class="say ${side} piece${piece.text.length > 120 ? ' long' : ''}">${marked(piece.text)}</p>`)
      .join('');
    const words = noticed(scene.narration);
    if (!timeline && (words.length === 0 || !scene.notice))
      throw new Error(
        `A pair without pauses shows what differs instead: mark it (~words~) and name it (notice): ${scene.narration}`,
      );
    const under = timeline
      ? '<div class="timeline" data-timeline></div>'
      : `<p class="strip ${side}" data-notice><span class="what">${escapeHtml(scene.notice!)}:</span>${words
          .map((word) => `<span class="n">${escapeHtml(word)}</span>`)
          .join('')}</p>`;
    return {
      ...said,
      heading: `The learner · <span class="tag ${side}">${side}</span>`,
      visual: `<div class="answer${timeline ? '' : ' worded'}">${bubbles}</div>${under}`,
      timeline,
      notice: !timeline,
    };
  }
  const lead = `<p class="l-title" style="color:{text}">${marked(first)}</p>`;
  const lines = rest.length
    ? `<div class="l-lines">${rest.map((line) => `<p class="l-line">${marked(line)}</p>`).join('')}</div>`
    : '';
  return { ...said, visual: lead + lines };
}
