import { describe, expect, it } from '@jest/globals';
import { continuePath, learnMoreHref, type LessonCard } from './courses-types';

const lesson = (slug: string, action: LessonCard['action']): LessonCard => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug,
  index: 0,
  name: slug,
  description: '',
  estimatedDuration: { min: 5, max: 8 },
  videoDurationSeconds: null,
  hasPractice: true,
  isUnlocked: action !== 'LOCKED',
  sections: { lecture: 'unlocked', practice: 'locked', quiz: 'locked' },
  action,
  lockedReason: null,
  unlockAt: null,
});

describe('course links', () => {
  it('tags a cohort course’s learn-more page with the page it was opened from', () => {
    const href = new URL(learnMoreHref('https://impromptu.example/cohorts/fundamentals?ref=x', 'home'));
    expect(href.origin + href.pathname).toBe('https://impromptu.example/cohorts/fundamentals');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      ref: 'x',
      utm_source: 'impromptu',
      utm_medium: 'app',
      utm_campaign: 'cohort-courses',
      utm_content: 'home',
    });
    expect(new URL(learnMoreHref('https://impromptu.example/c', 'catalogue')).searchParams.get('utm_content')).toBe(
      'catalogue',
    );
  });

  it('continues with the first open lesson: its practice when the lecture is done, else its lecture; nowhere when none is open', () => {
    expect(continuePath('the-basics', [lesson('a', 'REVIEW'), lesson('b', 'CONTINUE'), lesson('c', 'LOCKED')])).toBe(
      '/games/course/the-basics/lesson/b/practice',
    );
    expect(continuePath('the-basics', [lesson('a', 'REVIEW'), lesson('b', 'START')])).toBe(
      '/games/course/the-basics/lesson/b/lecture',
    );
    expect(continuePath('the-basics', [lesson('a', 'REVIEW'), lesson('b', 'LOCKED')])).toBeNull();
  });
});
