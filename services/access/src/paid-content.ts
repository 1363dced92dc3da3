import type { PlanCode } from './plan.js';

/** Plans that open paid content — the locked games, LIVE_PAID courses, paid live classes — while not paused. */
export const PLANS_WITH_PAID_CONTENT: readonly PlanCode[] = ['simulator', 'trainings', 'trainings-free', 'coach'];

/** What a plan does to paid content: opens it, holds it while the plan is paused, or needs an upgrade. */
export type PaidContentAccess = 'open' | 'paused' | 'upgrade';

/**
 * The one "paused" rule (spec 2 §6, spec 3 §2.8, issue 24): paid content is for paid plans that are not paused.
 * Games, paid courses, paid classes and every upgrade prompt decide with it; a paused plan is never half open.
 */
export function paidContentAccess(plan: PlanCode | null, isPlanPaused: boolean): PaidContentAccess {
  if (plan === null || !PLANS_WITH_PAID_CONTENT.includes(plan)) return 'upgrade';
  return isPlanPaused ? 'paused' : 'open';
}

export function opensPaidContent(plan: PlanCode | null, isPlanPaused: boolean): boolean {
  return paidContentAccess(plan, isPlanPaused) === 'open';
}
