import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LOCKED_GAMES_FOR_FREE } from '@impromptu/access';
import { LECTURE_CHAPTERS, lectureVideoPath } from './catalogue-types.js';
import { courseCatalogue, coursePracticeCatalogue, lessonDuration } from './catalogue.js';
import { lectureLengths } from './lecture-lengths.js';
import { mp4Seconds } from './media-length.js';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../remix/public');

describe('course catalogue', () => {
  it('has The Basics (free, one lesson a day, 7 lessons or more), a paid course of 5 or more without a schedule, a cohort course and a draft', () => {
    const basics = courseCatalogue.find((course) => course.slug === 'the-basics');
    expect(basics).toMatchObject({ status: 'LIVE_FREE', unlockSchedule: '1 day' });
    expect(basics!.lessons.length).toBeGreaterThanOrEqual(7);
    const paid = courseCatalogue.filter((course) => course.status === 'LIVE_PAID');
    expect(paid.some((course) => course.lessons.length >= 5 && course.unlockSchedule === null)).toBe(true);
    const cohort = courseCatalogue.filter((course) => course.status === 'COHORT_BASED');
    expect(cohort.length).toBeGreaterThanOrEqual(1);
    for (const course of cohort) expect(String(course.metadata.learnMoreUrl)).toMatch(/^https:\/\//);
    expect(courseCatalogue.some((course) => course.status === 'DRAFT')).toBe(true);
  });

  it('gives every live lesson a lecture and a practice; free courses practise with games every plan plays', () => {
    for (const course of courseCatalogue.filter((c) => c.status === 'LIVE_FREE' || c.status === 'LIVE_PAID')) {
      for (const lesson of course.lessons) {
        expect(lesson.lecture?.length ?? 0).toBeGreaterThanOrEqual(3);
        expect(lesson.practice).not.toBeNull();
        expect(lesson.breakdown.filter((item) => item.type === 'takeaway')).toHaveLength(1);
        if (course.status === 'LIVE_FREE') expect(LOCKED_GAMES_FOR_FREE).not.toContain(lesson.practice!.game.shortCode);
      }
    }
    const slugs = coursePracticeCatalogue.map((session) => session.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('teaches every live lecture in six parts, with a before/after pair in two voices (issue 28)', () => {
    for (const course of courseCatalogue.filter((c) => c.status === 'LIVE_FREE' || c.status === 'LIVE_PAID')) {
      for (const lesson of course.lessons) {
        const chapters = lesson.lecture!.flatMap((scene) => (scene.chapter ? [scene.chapter] : []));
        expect(chapters).toEqual([...LECTURE_CHAPTERS]);
        const learner = lesson.lecture!.filter((scene) => scene.speaker === 'learner');
        expect(learner.map((scene) => scene.delivery ?? 'plain')).toEqual(['rushed', 'plain']);
        for (const scene of lesson.lecture!) expect(scene.lines.length).toBeLessThanOrEqual(3);
        // The "after" stresses a word the slide lights as it is said; only a learner's line is stressed (render.ts).
        expect(learner[1]!.narration).toMatch(/\*[A-Za-z']+\*/);
        for (const scene of lesson.lecture!.filter((s) => s.speaker !== 'learner'))
          expect(scene.narration).not.toContain('*');
      }
    }
  });

  it('has a made video of 2–5 minutes, its captions track (one cue a sentence, the script’s words) and its chapters track for every lecture (npm run videos:lectures)', () => {
    for (const course of courseCatalogue) {
      for (const lesson of course.lessons) {
        if (!lesson.lecture) continue;
        const video = path.join(publicDir, lectureVideoPath(course.slug, lesson.slug, 'mp4'));
        const captions = path.join(publicDir, lectureVideoPath(course.slug, lesson.slug, 'vtt'));
        expect(existsSync(video)).toBe(true);
        const vtt = readFileSync(captions, 'utf8');
        expect(vtt.startsWith('WEBVTT')).toBe(true);
        const spoken = vtt
          .split(/\n\n+/)
          .slice(1)
          .map((cue) =>
            cue
              .split('\n')
              .slice(2)
              .filter((line) => line !== '')
              .join(' ')
              .replace(/^<v [^>]+>/, ''),
          )
          .join(' ');
        const script = lesson.lecture
          .map((scene) => scene.narration)
          .join(' ')
          .replaceAll(/\s*(?:\|\s*)+/g, ' ')
          .replaceAll(/\*([^*]+)\*/g, '$1');
        expect(spoken).toBe(script);
        const chapters = readFileSync(captions.replace(/\.vtt$/, '.chapters.vtt'), 'utf8');
        for (const chapter of LECTURE_CHAPTERS) expect(chapters).toContain(`\n${chapter}\n`);
        const seconds = lectureLengths[course.slug]?.[lesson.slug] ?? 0;
        // The length the durations are computed from is the committed video's (written by the render, not by hand).
        expect(seconds).toBe(Math.round(mp4Seconds(readFileSync(video)) * 10) / 10);
        expect(seconds).toBeGreaterThanOrEqual(120);
        expect(seconds).toBeLessThanOrEqual(300);
      }
    }
  });

  it('computes a lesson’s duration from its rendered lecture and its practice’s estimate', () => {
    for (const course of courseCatalogue) {
      for (const lesson of course.lessons) {
        const lecture = Math.ceil((lectureLengths[course.slug]?.[lesson.slug] ?? 0) / 60);
        expect(lessonDuration(course, lesson)).toEqual({
          min: lecture + lesson.practiceMinutes.min,
          max: lecture + lesson.practiceMinutes.max,
        });
      }
    }
    const basics = courseCatalogue.find((course) => course.slug === 'the-basics')!;
    expect(lessonDuration(basics, basics.lessons[0]!).min).toBeGreaterThanOrEqual(
      2 + basics.lessons[0]!.practiceMinutes.min,
    );
  });
});
