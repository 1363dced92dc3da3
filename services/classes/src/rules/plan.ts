/** Spec 3 §5: free-plan users cannot register for events whose required tiers exclude the free plan. No tiers: open to every plan. */
export function excludesFreePlan(requiredTiers: readonly string[]): boolean {
  return requiredTiers.length > 0 && !requiredTiers.includes('free');
}

/**
 * Whether the user may register for an event with these required tiers (spec 3 §5, §6, §2.8): a class for paid
 * plans needs a plan that opens paid content — @impromptu/access's one paused rule, which the caller applies.
 */
export function planMayRegister(opensPaidContent: boolean, requiredTiers: readonly string[]): boolean {
  return opensPaidContent || !excludesFreePlan(requiredTiers);
}

export const FREE_PLAN_CANNOT_REGISTER =
  'This class is for members of a paid plan: the free plan cannot register for it. Upgrade your plan to join.';

export const PAUSED_PLAN_CANNOT_REGISTER =
  'Your plan is paused: paid classes open again when you resume it in Manage Billing Details.';
