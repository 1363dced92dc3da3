import { describe, expect, it } from '@jest/globals';
import { navigationFor } from './navigation.js';

describe('navigationFor (spec 3 §2.1)', () => {
  it('shows Home, Classes and Games always, and nothing gated for a user with no groups or features', () => {
    expect(navigationFor({ groupsWithCurriculum: [], features: {} })).toEqual({
      home: true,
      classes: true,
      cohorts: false,
      assessments: false,
      games: true,
      courses: false,
      virtualCoach: false,
      admin: false,
      bots: false,
    });
  });

  it.each(['FUNDAMENTALS_CLASS', 'FUNDAMENTALS_L2_CLASS', 'PROFESSIONAL_L1_CLASS', 'CUSTOM_WORKSHOP'])(
    'shows Cohorts and Assessments for a %s group with curriculums',
    (type) => {
      const nav = navigationFor({ groupsWithCurriculum: [{ type, status: 'ACTIVE' }], features: {} });
      expect([nav.cohorts, nav.assessments]).toEqual([true, true]);
    },
  );

  it.each(['FUNDAMENTALS_POD', 'CORPORATE_FUNDAMENTALS_CLASS', 'PRIVATE_COACHING_POD'])(
    'does not show Cohorts for a %s group',
    (type) => {
      const nav = navigationFor({ groupsWithCurriculum: [{ type, status: 'ACTIVE' }], features: {} });
      expect([nav.cohorts, nav.assessments]).toEqual([false, false]);
    },
  );

  it('maps SELF_PACED_COURSES to Courses, VIRTUAL_COACH to Virtual Coach and ADMIN_ONLY to Admin and Bots', () => {
    expect(navigationFor({ groupsWithCurriculum: [], features: { SELF_PACED_COURSES: true } })).toMatchObject({
      courses: true,
      virtualCoach: false,
      admin: false,
      bots: false,
    });
    expect(navigationFor({ groupsWithCurriculum: [], features: { VIRTUAL_COACH: true } })).toMatchObject({
      courses: false,
      virtualCoach: true,
    });
    expect(
      navigationFor({ groupsWithCurriculum: [], features: { ADMIN_ONLY: true, SELF_PACED_COURSES: false } }),
    ).toMatchObject({
      courses: false,
      admin: true,
      bots: true,
    });
  });
});
