/** Group types whose curriculums show Cohorts and Assessments (spec 3 §2.1). */
export const COHORT_GROUP_TYPES: readonly string[] = [
  'FUNDAMENTALS_CLASS',
  'FUNDAMENTALS_L2_CLASS',
  'PROFESSIONAL_L1_CLASS',
  'CUSTOM_WORKSHOP',
];

export interface NavigationInput {
  /** The user's groups that have at least one curriculum. */
  groupsWithCurriculum: readonly { type: string; status: string }[];
  /** Feature availability by feature name. */
  features: Readonly<Record<string, boolean>>;
}

export interface Navigation {
  home: true;
  classes: true;
  cohorts: boolean;
  assessments: boolean;
  games: true;
  courses: boolean;
  virtualCoach: boolean;
  admin: boolean;
  bots: boolean;
}

/** Which top-navigation links show, each by its rule in spec 3 §2.1 (the rule names no group status). */
export function navigationFor(input: NavigationInput): Navigation {
  const inCohort = input.groupsWithCurriculum.some((g) => COHORT_GROUP_TYPES.includes(g.type));
  const admin = input.features['ADMIN_ONLY'] === true;
  return {
    home: true,
    classes: true,
    cohorts: inCohort,
    assessments: inCohort,
    games: true,
    courses: input.features['SELF_PACED_COURSES'] === true,
    virtualCoach: input.features['VIRTUAL_COACH'] === true,
    admin,
    bots: admin,
  };
}

/** The links spec 3 §2.1 shows always: what a visitor who is not signed in sees. */
export const ALWAYS_SHOWN_NAVIGATION: Navigation = navigationFor({ groupsWithCurriculum: [], features: {} });
