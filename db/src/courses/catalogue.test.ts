import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LOCKED_GAMES_FOR_FREE } from '@impromptu/access';
import { lectureVideoPath } from './catalogue-types.js';
import { courseCatalogue, coursePracticeCatalogue } from './catalogue.js';

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

  it('has a made video and its captions, from the same script, for every lecture (npm run videos:lectures)', () => {
    for (const course of courseCatalogue) {
      for (const lesson of course.lessons) {
        if (!lesson.lecture) continue;
        const video = path.join(publicDir, lectureVideoPath(course.slug, lesson.slug, 'mp4'));
        const captions = path.join(publicDir, lectureVideoPath(course.slug, lesson.slug, 'vtt'));
        expect(existsSync(video)).toBe(true);
        const vtt = readFileSync(captions, 'utf8');
        expect(vtt.startsWith('WEBVTT')).toBe(true);
        for (const scene of lesson.lecture) expect(vtt).toContain(scene.narration);
      }
    }
  });
});
