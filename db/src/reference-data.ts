import type { FeatureName, PlanCode, SubscriptionType, UserType } from './schema/reference.js';

export const USER_TYPES = ['LEARNER', 'COACH', 'ADMIN'] as const satisfies readonly UserType[];
export const SUBSCRIPTION_TYPES = ['RAPID', 'STARTER', 'UNLIMITED', 'PLATFORM', 'INFLUENCER'] as const satisfies readonly SubscriptionType[];

export interface PlanSeed {
  code: PlanCode;
  name: string;
  description: string;
  priceMonthlyCents: number | null;
  priceYearlyCents: number | null;
  isLegacy: boolean;
}

/**
 * The plan catalogue of spec 3 §3 with the prices of spec 3 §9. Payment-provider price ids come
 * from configuration, so the seed leaves them null and never overwrites them.
 */
export const planCatalogue: readonly PlanSeed[] = [
  { code: 'free', name: 'Free', description: 'Access to 2 games', priceMonthlyCents: 0, priceYearlyCents: 0, isLegacy: false },
  {
    code: 'trainings',
    name: 'Platform',
    description: "Every game, Today's Practice, self-paced courses and live classes",
    priceMonthlyCents: 3500,
    priceYearlyCents: 29500,
    isLegacy: false,
  },
  {
    code: 'legacy_trainings',
    name: 'Platform (Legacy)',
    description: "Every game, Today's Practice, self-paced courses and live classes",
    priceMonthlyCents: 1600,
    priceYearlyCents: 13400,
    isLegacy: true,
  },
  // Spec 3 §9 prices Coach-Led at $87 a month for 12 months (or $995 once, which is not a yearly price).
  { code: 'coach', name: 'Coach', description: 'Coach-Led training with a personal coach', priceMonthlyCents: 8700, priceYearlyCents: null, isLegacy: false },
  // Spec 1 calls this plan `trainings-free`: an ACTIVE class subscription resolves to it, so it has no catalogue price.
  { code: 'free_trainings', name: 'Daily Trainings', description: 'Daily trainings included with your class', priceMonthlyCents: null, priceYearlyCents: null, isLegacy: false },
  // The specs name the simulator plan without a price or description.
  { code: 'simulator', name: 'Simulator', description: 'Speaking simulator', priceMonthlyCents: null, priceYearlyCents: null, isLegacy: false },
];

export interface GameSeed {
  shortCode: string;
  name: string;
  description: string;
  subtitle: string;
  colour: string;
}

export const GAME_COLOURS = { pink: '#c5317c', yellow: '#e2a248', gray: '#617F89', blue: '#039be6' } as const;

/** The ten games of spec 2 §1, in the order the game list shows them; colours from spec 1 §9. */
export const gameCatalogue: readonly GameSeed[] = [
  { shortCode: 'triple-step', name: 'Triple Step', description: 'Weave unexpected words into a speech.', subtitle: 'Stay on message while surprise words land', colour: GAME_COLOURS.yellow },
  { shortCode: 'conductor', name: 'Conductor', description: 'Vary vocal energy along a guided slide timeline.', subtitle: 'Command your vocal energy', colour: GAME_COLOURS.gray },
  { shortCode: 'autocomplete', name: 'Rapid Fire Autocomplete', description: 'Fast sentence-completion rounds.', subtitle: 'Finish the sentence, fast', colour: GAME_COLOURS.blue },
  { shortCode: 'analogies', name: 'Rapid Fire Analogies', description: 'Fast analogy rounds.', subtitle: 'Make the connection, fast', colour: GAME_COLOURS.pink },
  // The breath variants take the colour of the game they extend.
  {
    shortCode: 'autocomplete-breath',
    name: 'Autocomplete with Breath',
    description: 'A rushed sentence-completion round, a breathing pause, then a longer speech.',
    subtitle: 'Rush, breathe, then expand',
    colour: GAME_COLOURS.blue,
  },
  {
    shortCode: 'analogies-breath',
    name: 'Analogies with Breath',
    description: 'A rushed analogy round, a breathing pause, then a longer speech.',
    subtitle: 'Connect, breathe, then develop',
    colour: GAME_COLOURS.pink,
  },
  { shortCode: 'slideshow', name: 'The Blindfolded Slideshow', description: 'Present on random photos.', subtitle: 'Present slides you have never seen', colour: GAME_COLOURS.pink },
  { shortCode: 'snow-globe', name: 'Snow Globe', description: 'Pause and breathe prompts during a timed talk.', subtitle: 'Find your calm in the pauses', colour: GAME_COLOURS.blue },
  { shortCode: 'podcast', name: 'Podcast Game', description: 'Multiplayer turn-taking.', subtitle: 'Take turns like podcast hosts', colour: GAME_COLOURS.pink },
  // Spec 1 §9 gives Timer no colour: gray, the neutral one of the four, suits a plain countdown.
  { shortCode: 'timer', name: 'Timer', description: 'A plain countdown.', subtitle: 'Practise any talk against the clock', colour: GAME_COLOURS.gray },
];

export interface FeatureSeed {
  name: FeatureName;
  isOn: boolean;
  plans: PlanCode[];
}

const ALL_PLANS: PlanCode[] = ['free', 'simulator', 'trainings', 'legacy_trainings', 'free_trainings', 'coach'];
const PAID_PLANS: PlanCode[] = ['simulator', 'trainings', 'legacy_trainings', 'free_trainings', 'coach'];

/**
 * Feature flags. A feature shows when the user's entry is viewable and the plan is in `plans`;
 * ADMIN_ONLY has no plans: only a per-user entry grants it.
 */
export const featureCatalogue: readonly FeatureSeed[] = [
  { name: 'ADMIN_ONLY', isOn: true, plans: [] },
  { name: 'VIRTUAL_COACH', isOn: true, plans: ALL_PLANS },
  // Free courses are open to all; paid ones are gated per course (spec 2 §6).
  { name: 'SELF_PACED_COURSES', isOn: true, plans: ALL_PLANS },
  { name: 'DAILY_PRACTICE', isOn: true, plans: PAID_PLANS },
  { name: 'CONTENT_COLLECTION', isOn: true, plans: ALL_PLANS },
  { name: 'TEMPORARY_ONBOARDING', isOn: true, plans: ALL_PLANS },
];
