/** Spec 3 §5: free-plan users cannot register for events whose required tiers exclude the free plan. No tiers: open to every plan. */
export function excludesFreePlan(requiredTiers: readonly string[]): boolean {
  return requiredTiers.length > 0 && !requiredTiers.includes('free');
}

/** Whether the user's plan may register for an event with these required tiers (spec 3 §5, §6). */
export function planMayRegister(plan: string | null, requiredTiers: readonly string[]): boolean {
  return !(plan === 'free' && excludesFreePlan(requiredTiers));
}

export const FREE_PLAN_CANNOT_REGISTER =
  'This class is for members of a paid plan: the free plan cannot register for it. Upgrade your plan to join.';
