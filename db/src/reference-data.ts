import { PLAN_CATALOGUE } from '@impromptu/access';
import { GAME_CATALOGUE } from '@impromptu/games';
import type { FeatureName, StoredPlanCode, SubscriptionType } from './schema/reference.js';

export { USER_TYPES } from '@impromptu/access';
export const SUBSCRIPTION_TYPES = [
  'RAPID',
  'STARTER',
  'UNLIMITED',
  'PLATFORM',
  'INFLUENCER',
] as const satisfies readonly SubscriptionType[];

export interface PlanSeed {
  code: StoredPlanCode;
  name: string;
  description: string;
  priceMonthlyCents: number | null;
  priceYearlyCents: number | null;
  isLegacy: boolean;
}

/**
 * The plan rows: the plan catalogue of @impromptu/access (spec 3 §3, prices of spec 3 §9). Payment-provider
 * price ids come from configuration, so the seed leaves them null and never overwrites them.
 */
export const planCatalogue: readonly PlanSeed[] = PLAN_CATALOGUE.map(
  ({ code, name, description, priceMonthlyCents, priceYearlyCents, isLegacy }) => ({
    code,
    name,
    description,
    priceMonthlyCents,
    priceYearlyCents,
    isLegacy,
  }),
);

export interface GameSeed {
  shortCode: string;
  name: string;
  description: string;
  subtitle: string;
  colour: string;
  /** 'How to Play (with Examples)', bundled with the web app (remix/public/tutorials, made by scripts/videos). */
  tutorialVideoUrl: string;
}

/** The bundled tutorial video of a game: the tutorial view and the 'How to play' overlay both play it. */
export function bundledTutorialUrl(shortCode: string): string {
  return `/tutorials/${shortCode}.mp4`;
}

/**
 * The game rows: the catalogue of @impromptu/games (spec 2 §1), in its order. The spec gives each game
 * one line, so the card's subtitle and the game's description are that same line.
 */
export const gameCatalogue: readonly GameSeed[] = GAME_CATALOGUE.map(({ shortCode, name, subtitle, colour }) => ({
  shortCode,
  name,
  description: subtitle,
  subtitle,
  colour,
  tutorialVideoUrl: bundledTutorialUrl(shortCode),
}));

export interface FeatureSeed {
  name: FeatureName;
  isOn: boolean;
  plans: StoredPlanCode[];
}

const ALL_PLANS: StoredPlanCode[] = ['free', 'simulator', 'trainings', 'legacy_trainings', 'free_trainings', 'coach'];
const PAID_PLANS: StoredPlanCode[] = ['simulator', 'trainings', 'legacy_trainings', 'free_trainings', 'coach'];

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
