import { describe, expect, it } from '@jest/globals';
import {
  RECORDING_ELIGIBLE,
  courseDayForGuidedClass,
  isRecordingEligible,
  meetingIdFromUrl,
} from './recording-eligibility.js';

describe('recording eligibility (spec 1 §9)', () => {
  it('records Fundamentals L1 day 1 exercises 1, 2 and 4, not 3', () => {
    expect(
      [1, 2, 3, 4].map((exercise) => isRecordingEligible({ course: 'FUNDAMENTALS_L1', day: 1, exercise })),
    ).toEqual([true, true, false, true]);
  });

  it('records nothing on days 2 and 3, and only exercises 1 to 3 on days 4 to 12', () => {
    expect(RECORDING_ELIGIBLE.filter((p) => p.day === 2 || p.day === 3)).toEqual([]);
    const later = RECORDING_ELIGIBLE.filter((p) => p.day >= 4);
    expect(new Set(later.map((p) => p.day))).toEqual(new Set([4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(later.every((p) => p.exercise >= 1 && p.exercise <= 3)).toBe(true);
    expect(isRecordingEligible({ course: 'FUNDAMENTALS_L1', day: 13, exercise: 1 })).toBe(false);
  });

  it('records no other course', () => {
    expect(isRecordingEligible({ course: 'PROFESSIONAL_L1', day: 1, exercise: 1 })).toBe(false);
    expect(isRecordingEligible({ course: 'FUNDAMENTALS_L2', day: 4, exercise: 1 })).toBe(false);
  });
});

describe('guided class slugs (spec 1 §9)', () => {
  it.each([
    ['guided-fundamentals-class-1', { course: 'FUNDAMENTALS_L1', day: 1 }],
    ['guided-fundamentals-class-12', { course: 'FUNDAMENTALS_L1', day: 12 }],
    ['peer-led', { course: 'FUNDAMENTALS_L1', day: 1 }],
    ['peer-led-7', { course: 'FUNDAMENTALS_L1', day: 7 }],
    ['guided-class', { course: 'PROFESSIONAL_L1', day: 0 }],
    ['autonomous-practice', { course: 'FUNDAMENTALS_L2', day: 0 }],
    ['coachless-class-3', { course: 'FUNDAMENTALS_L2', day: 3 }],
    ['three-words-one-story', null],
  ])('%s', (slug, expected) => {
    expect(courseDayForGuidedClass(slug)).toEqual(expected);
  });
});

describe('meeting ids', () => {
  it('takes a Zoom link’s number, the embedded meeting page’s id, else host and path', () => {
    expect(meetingIdFromUrl('https://us02web.zoom.us/j/81234567890?pwd=abc')).toBe('81234567890');
    expect(meetingIdFromUrl('http://localhost:3000/meetings/demo-123/join?role=attendee')).toBe('demo-123');
    expect(meetingIdFromUrl('https://zoom.us/j/123')).toBe('123');
    expect(meetingIdFromUrl('https://meet.example.org/room/a/')).toBe('meet.example.org/room/a');
  });
});
