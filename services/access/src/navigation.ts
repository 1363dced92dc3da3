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

/** The web areas the app links to, by the link's key, and where each lives. */
export const AREA_PATHS = {
  home: '/games/home',
  classes: '/games/class',
  cohorts: '/games/cohort',
  assessments: '/games/assessment',
  games: '/games/dashboard',
  courses: '/games/course',
  virtualCoach: '/games/virtual-coach',
  admin: '/games/admin',
  bots: '/games/bots',
  billing: '/games/user/settings/billing',
  profile: '/games/user/settings/profile',
  subscriptions: '/subscriptions',
} as const;

export type Area = keyof typeof AREA_PATHS;

/**
 * Which areas exist in the web app today. A link must land where it says, so no link points to an area that is
 * not built yet (the catch-all would send it to Home without a word): flip an area to true in the change that
 * builds it, and its links appear wherever the rules above allow them.
 */
export const BUILT_AREAS: Readonly<Record<Area, boolean>> = {
  home: true,
  classes: true,
  cohorts: true,
  assessments: true,
  games: true,
  courses: true,
  virtualCoach: true,
  admin: true,
  bots: true,
  billing: true,
  profile: true,
  subscriptions: true,
};

export function isAreaBuilt(area: Area): boolean {
  return BUILT_AREAS[area];
}

export type LinkedNavigation = { [Key in keyof Navigation]: boolean };

/** The links to show: those the rules of spec 3 §2.1 allow, to areas that exist. */
export function linkedNavigation(navigation: LinkedNavigation): LinkedNavigation {
  const entries = Object.entries(navigation) as [keyof Navigation, boolean][];
  return Object.fromEntries(entries.map(([key, allowed]) => [key, allowed && isAreaBuilt(key)])) as LinkedNavigation;
}

/**
 * Where an Upgrade link goes. Spec 2 §2 sends every one to billing; while billing is not built, the plan picker
 * when it serves the user (it serves only a user with no plan: spec 3 §2.5), else nowhere, and the prompt says
 * what the user can do instead.
 */
export function upgradePath(plan: string | null): string | null {
  if (isAreaBuilt('billing')) return AREA_PATHS.billing;
  return planPickerServes(plan) ? AREA_PATHS.subscriptions : null;
}

/** Spec 3 §2.5: /subscriptions redirects a user who already has a plan. */
export function planPickerServes(plan: string | null): boolean {
  return plan === null;
}
