/** The plan constants of spec 1 §3. Spec 3 stores the class-subscription plan as `free_trainings`. */
export type PlanCode = 'free' | 'simulator' | 'trainings' | 'trainings-free' | 'coach';

export const PLAN_CODES: readonly PlanCode[] = ['free', 'simulator', 'trainings', 'trainings-free', 'coach'];

/** Subscription types that make the current plan trainings-free while ACTIVE (spec 1 §4). */
export const CLASS_SUBSCRIPTION_TYPES: readonly string[] = ['RAPID', 'STARTER', 'UNLIMITED', 'PLATFORM', 'INFLUENCER'];

const FROM_STORED: Readonly<Record<string, PlanCode>> = {
  free: 'free',
  simulator: 'simulator',
  trainings: 'trainings',
  // The legacy Platform plan keeps the code trainings in spec 3 §3: same access.
  legacy_trainings: 'trainings',
  free_trainings: 'trainings-free',
  'trainings-free': 'trainings-free',
  coach: 'coach',
};

/** A stored plan code (plan.code / app_user.plan) as the spec 1 constant; unknown or empty → null. */
export function planFromStored(code: string | null | undefined): PlanCode | null {
  if (typeof code !== 'string' || code === '') return null;
  return Object.hasOwn(FROM_STORED, code) ? FROM_STORED[code]! : null;
}

/** The spec 1 constant as the stored plan code. */
export function planToStored(plan: PlanCode): string {
  return plan === 'trainings-free' ? 'free_trainings' : plan;
}

export interface PlanResolutionInput {
  subscriptions: readonly { type: string; status: string }[];
  /** The user's own plan field (stored code). */
  plan: string | null;
  /** The profile's subscription object. */
  subscription?: { plan?: string | null } | null;
}

/** The current plan after login, in the order of spec 1 §4 "Plan resolution after login". */
export function resolvePlan(input: PlanResolutionInput): PlanCode | null {
  const hasActiveClassSubscription = input.subscriptions.some(
    (s) => s.status === 'ACTIVE' && CLASS_SUBSCRIPTION_TYPES.includes(s.type),
  );
  if (hasActiveClassSubscription) return 'trainings-free';
  return planFromStored(input.plan) ?? planFromStored(input.subscription?.plan ?? null);
}
