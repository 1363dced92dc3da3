import type { PlanAccess } from '~/components/game-card';
import { requireUserWithPlan } from '~/utils/session.server';

/** The plan and pause flag that decide which game cards are locked (spec 2 §6). */
export async function loadPlanAccess(request: Request): Promise<PlanAccess> {
  const profile = await requireUserWithPlan(request);
  return { plan: profile.plan, isPlanPaused: profile.isPlanPaused ?? false };
}
