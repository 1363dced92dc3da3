import { requireUserWithPlan } from '~/utils/session.server';
import type { PlanAccess } from './game-card';
import { upgradeLinkFor } from './upgrade.server';

/** The plan and pause flag that decide which game cards are locked (spec 2 §6), and where Upgrade leads. */
export async function loadPlanAccess(request: Request): Promise<PlanAccess> {
  const profile = await requireUserWithPlan(request);
  return { plan: profile.plan, isPlanPaused: profile.isPlanPaused ?? false, upgrade: upgradeLinkFor(profile.plan) };
}
