import { planFromStored, type PlanCode } from './plan.js';

export interface FeatureDefinition {
  name: string;
  isOn: boolean;
  /** on_conditions.plans: stored codes or spec 1 names; empty = granted per user only. */
  plans: readonly string[];
}

export interface UserFeatureEntry {
  isViewable: boolean;
  isLocked: boolean;
  endCount: number | null;
}

export interface FeatureAvailabilityInput {
  feature: FeatureDefinition | undefined;
  userFeature: UserFeatureEntry | undefined;
  plan: PlanCode | null;
  email: string;
  staffAllowList: readonly string[];
}

/** E-mail addresses compare case-insensitively and without surrounding blanks. */
export function isStaffEmail(email: string, staffAllowList: readonly string[]): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted !== '' && staffAllowList.some((entry) => entry.trim().toLowerCase() === wanted);
}

/**
 * Feature gating of spec 1 §6, with these decisions where the spec is silent:
 * - an unknown feature is unavailable to everyone;
 * - the staff allow-list shows every known feature, even one switched off (staff try features first);
 * - a feature switched off (is_on false) is unavailable to everyone else;
 * - a user with no entry has the entry's defaults (viewable, not locked), so a plan-wide feature
 *   reaches every user on a listed plan;
 * - a feature with an empty plans list is a per-user grant: it needs an entry that is viewable and
 *   not locked, whatever the plan.
 */
export function isFeatureAvailable(input: FeatureAvailabilityInput): boolean {
  const { feature, userFeature, plan } = input;
  if (!feature) return false;
  if (isStaffEmail(input.email, input.staffAllowList)) return true;
  if (!feature.isOn) return false;
  if (feature.plans.length === 0) {
    return userFeature !== undefined && userFeature.isViewable && !userFeature.isLocked;
  }
  const viewable = userFeature?.isViewable ?? true;
  if (!viewable || plan === null) return false;
  return feature.plans.some((allowed) => planFromStored(allowed) === plan);
}

/** A feature counts as used up when its end_count is 0 (spec 1 §6). */
export function isFeatureUsedUp(userFeature: { endCount: number | null } | undefined): boolean {
  return userFeature?.endCount === 0;
}
