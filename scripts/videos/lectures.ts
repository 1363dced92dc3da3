/**
 * The course lectures: one narrated video per lesson whose script is in the course catalogue (db/src/courses,
 * `lecture` of each lesson), so the slides, the narration, the WebVTT captions and the chapters all come from the
 * same text. Run `nice -n 19 npm run videos:lectures [-- COURSE_OR_LESSON_SLUG…]` to render them into
 * remix/public/lectures/<course>/ and to write each video's length into db/src/courses/lecture-lengths.ts, from
 * which the lessons' durations are computed (the outputs are committed, so neither CI nor `npm start` needs the
 * tools). A lesson whose video lives elsewhere sets `videoUrl` instead of a script.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { courseCatalogue, lectureLengths, type CourseSeed } from '@impromptu/db';
import { slides } from './lecture-slide.js';
import { mediaSeconds, renderAll, type VideoScript } from './render.js';

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
            large: true,
            scenes: slides(lesson.lecture),
          },
        ]
      : [],
  );
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../remix/public/lectures');
// `--lengths-from-media` renders nothing: it reads every committed video's length (after renders run side by side,
// each of which wrote the lengths it knew).
const fromMedia = process.argv.includes('--lengths-from-media');
const only = process.argv.slice(2).filter((arg) => arg !== '--lengths-from-media');
const lengths: Record<string, Record<string, number>> = structuredClone(lectureLengths);
for (const course of courseCatalogue) {
  const wanted = (id: string) => only.length === 0 || only.includes(course.slug) || only.includes(id);
  const scripts = lectureScripts(course).filter((script) => wanted(script.id));
  if (scripts.length === 0) continue;
  const rendered = fromMedia
    ? Object.fromEntries(
        scripts.map((script) => [script.id, mediaSeconds(path.join(root, course.slug, `${script.id}.mp4`))]),
      )
    : await renderAll(scripts, path.join(root, course.slug));
  for (const [slug, seconds] of Object.entries(rendered)) {
    lengths[course.slug] = { ...lengths[course.slug], [slug]: Math.round(seconds * 10) / 10 };
  }
}
const lengthsFile = path.resolve(here, '../../db/src/courses/lecture-lengths.ts');
writeFileSync(
  lengthsFile,
  `import type { LectureLengths } from './catalogue-types.js';\n\n` +
    `/** Seconds of each rendered lecture video, by course and lesson: written by scripts/videos/lectures.ts, never by hand. */\n` +
    `export const lectureLengths: LectureLengths = ${JSON.stringify(lengths, null, 2)};\n`,
);
// In the repository's format, so that a render leaves no formatting change behind.
execFileSync('npx', ['prettier', '--write', lengthsFile], { stdio: 'ignore' });
