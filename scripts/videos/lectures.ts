/**
 * The course lectures: one narrated, captioned video per lesson whose script is in the course catalogue
 * (db/src/courses, `lecture` of each lesson), so the slides, the narration and the WebVTT captions all come from
 * the same text. Run `npm run videos:lectures [-- COURSE_SLUG…]` to render them into remix/public/lectures/<course>/
 * (the outputs are committed, so neither CI nor `npm start` needs the tools). A lesson whose video lives elsewhere
 * sets `videoUrl` instead of a script.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { courseCatalogue, type CourseSeed, type LectureScene } from '@impromptu/db';
import { renderAll, type Scene, type VideoScript } from './render.js';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A lecture slide: the first line large, the others as cards beneath it. */
function slide(scene: LectureScene): Scene {
  const [first, ...rest] = scene.lines;
  const lead = first === undefined ? '' : `<p class="title" style="color:{text}">${escape(first)}</p>`;
  const cards = rest.length
    ? `<div class="row" style="flex-wrap:wrap">${rest.map((line) => `<span class="card">${escape(line)}</span>`).join('')}</div>`
    : '';
  return { heading: scene.heading, visual: lead + cards, narration: scene.narration };
}

export function lectureScripts(course: CourseSeed): VideoScript[] {
  return course.lessons.flatMap((lesson, index) =>
    lesson.lecture
      ? [
          {
            id: lesson.slug,
            title: course.name,
            kicker: `lesson ${index + 1}`,
            colour: course.colour,
            onColour: '#ffffff',
            textColour: course.colour,
            scenes: lesson.lecture.map(slide),
          },
        ]
      : [],
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remix/public/lectures');
const only = process.argv.slice(2);
for (const course of courseCatalogue.filter((c) => only.length === 0 || only.includes(c.slug))) {
  const scripts = lectureScripts(course);
  if (scripts.length > 0) await renderAll(scripts, path.join(root, course.slug));
}
