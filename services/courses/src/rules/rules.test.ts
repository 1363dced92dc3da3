import { describe, expect, it } from '@jest/globals';
import {
  certificateDate,
  dayCourseLabel,
  durationLabel,
  initialSectionStatuses,
  lectureContinueLabel,
  lessonCardAction,
  lockedLessonTooltip,
  scheduledUnlockAt,
  unlockConditionsHold,
} from './index.js';

const done = { lecture: 'completed', practice: 'completed', quiz: 'locked' } as const;

describe('course rules', () => {
  it('opens only the lecture of lesson index 0 at the start', () => {
    expect(initialSectionStatuses(0)).toEqual({ lecture: 'unlocked', practice: 'locked', quiz: 'locked' });
    expect(initialSectionStatuses(3)).toEqual({ lecture: 'locked', practice: 'locked', quiz: 'locked' });
  });

  it('holds unlock conditions when every named section is completed', () => {
    expect(unlockConditionsHold({ lecture: true }, { ...done, practice: 'unlocked' })).toBe(true);
    expect(unlockConditionsHold({ lecture: true, practice: true }, { ...done, practice: 'unlocked' })).toBe(false);
    expect(unlockConditionsHold({ lecture: true, quiz: false }, done)).toBe(true);
    expect(unlockConditionsHold({}, { lecture: 'unlocked', practice: 'locked', quiz: 'locked' })).toBe(true);
  });

  it('schedules an unlock 4 h 30 m plus the course schedule later', () => {
    expect(scheduledUnlockAt(new Date('2026-03-01T22:00:00.000Z'), 86_400).toISOString()).toBe(
      '2026-03-03T02:30:00.000Z',
    );
    expect(scheduledUnlockAt(new Date('2026-03-01T22:00:00.000Z'), 0).toISOString()).toBe('2026-03-02T02:30:00.000Z');
  });

  it('names the lesson card action: Locked, Start, Continue, Review', () => {
    const unlocked = { lecture: 'unlocked', practice: 'locked', quiz: 'locked' } as const;
    expect(lessonCardAction({ isUnlocked: false, sections: initialSectionStatuses(1), hasPractice: true })).toBe(
      'LOCKED',
    );
    expect(lessonCardAction({ isUnlocked: true, sections: unlocked, hasPractice: true })).toBe('START');
    expect(lessonCardAction({ isUnlocked: true, sections: { ...done, practice: 'unlocked' }, hasPractice: true })).toBe(
      'CONTINUE',
    );
    expect(lessonCardAction({ isUnlocked: true, sections: done, hasPractice: true })).toBe('REVIEW');
    expect(lessonCardAction({ isUnlocked: true, sections: { ...done, practice: 'locked' }, hasPractice: false })).toBe(
      'REVIEW',
    );
  });

  it('labels the lecture’s Continue by what follows it', () => {
    expect(lectureContinueLabel({ hasPractice: true, hasNextLesson: true })).toBe('Continue to Practice');
    expect(lectureContinueLabel({ hasPractice: false, hasNextLesson: true })).toBe('Next Lecture');
    expect(lectureContinueLabel({ hasPractice: false, hasNextLesson: false })).toBe('Complete Course');
  });

  it("says why a lesson is locked, with the spec's words", () => {
    expect(lockedLessonTooltip({ index: 0, name: 'Say Yes to the Prompt', unlockScheduled: true })).toBe(
      'Lesson will be unlocked tomorrow.',
    );
    expect(lockedLessonTooltip({ index: 2, name: 'One Point, Well Made', unlockScheduled: false })).toBe(
      'Complete lesson 3 "One Point, Well Made" first.',
    );
  });

  it("formats the certificate's date as 'MMM d y' in the learner's zone, and the card's labels", () => {
    expect(certificateDate(new Date('2026-11-22T23:30:00.000Z'), 'UTC')).toBe('Nov 22 2026');
    expect(certificateDate(new Date('2026-11-22T23:30:00.000Z'), 'Pacific/Auckland')).toBe('Nov 23 2026');
    expect(durationLabel({ min: 5, max: 8 })).toBe('5 - 8 min');
    expect(durationLabel({ min: 5, max: 5 })).toBe('5 min');
    expect(dayCourseLabel(7)).toBe('7-Day Course');
  });
});
