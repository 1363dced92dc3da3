import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  isFeatureAvailable,
  isFeatureUsedUp,
  navigationFor,
  resolvePlan,
  userFlags,
  type Navigation,
  type PlanCode,
  type UserFlags,
} from '@impromptu/access';
import { isLive } from '@impromptu/billing';
import { ApiException } from '../../common/error-response.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { AccessRepository, type FeatureWithEntryRow, type GroupMembershipRow } from './access.repository.js';
import { memoForRequest } from '../../common/request-memo.js';

export interface FeatureAccess {
  available: boolean;
  usedUp: boolean;
  startCount: number | null;
  endCount: number | null;
}

type AccessUser = NonNullable<Awaited<ReturnType<AccessRepository['getUser']>>>;
type AccessSubscription = Awaited<ReturnType<AccessRepository['getSubscriptions']>>[number];

/** Everything the product decides about what a user may see and use. */
export interface UserAccess {
  user: AccessUser;
  plan: PlanCode | null;
  /** Paused by the live payment subscription, else by the stored flag. */
  isPlanPaused: boolean;
  /** The live payment subscription (billing's projection, ADR 0016); null when there is none. */
  paymentSubscription: PaymentRow | null;
  subscriptions: AccessSubscription[];
  groups: GroupMembershipRow[];
  flags: UserFlags;
  features: Record<string, FeatureAccess>;
  navigation: Navigation;
}

export const USER_NOT_FOUND = 'User not found';

@Injectable()
export class AccessService {
  constructor(
    @Inject(AccessRepository) private readonly repository: AccessRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The user's access, read once per read-only request however many guards and services ask. */
  forUser(userId: string): Promise<UserAccess> {
    return memoForRequest(`access:${userId}`, () => this.readAccess(userId));
  }

  private async readAccess(userId: string): Promise<UserAccess> {
    const [user, subscriptions, features, groups, payment] = await Promise.all([
      this.repository.getUser(userId),
      this.repository.getSubscriptions(userId),
      this.repository.getFeatures(userId),
      this.repository.getGroups(userId),
      this.repository.getPaymentSubscription(userId),
    ]);
    if (!user) throw new ApiException(HttpStatus.NOT_FOUND, USER_NOT_FOUND);
    const plan = resolvePlan(planResolutionInput(subscriptions, user.plan, payment));
    const featureAccess = Object.fromEntries(
      features.map((row) => [row.name, this.featureAccess(row, plan, user.email)]),
    );
    return {
      user,
      plan,
      isPlanPaused: payment && isLiveRow(payment) ? payment.is_paused : user.is_plan_paused,
      paymentSubscription: payment && isLiveRow(payment) ? payment : null,
      subscriptions,
      groups,
      flags: userFlags(groups),
      features: featureAccess,
      navigation: navigationFor({
        groupsWithCurriculum: groups.filter((g) => g.has_curriculum),
        features: Object.fromEntries(Object.entries(featureAccess).map(([name, access]) => [name, access.available])),
      }),
    };
  }

  /** Whether one feature is available to the user: what a route gate asks. */
  async isFeatureAvailable(userId: string, featureName: string): Promise<boolean> {
    const [user, subscriptions, features, payment] = await Promise.all([
      this.repository.getUser(userId),
      this.repository.getSubscriptions(userId),
      this.repository.getFeatures(userId, featureName),
      this.repository.getPaymentSubscription(userId),
    ]);
    const row = features[0];
    if (!user || !row) return false;
    const plan = resolvePlan(planResolutionInput(subscriptions, user.plan, payment));
    return this.featureAccess(row, plan, user.email).available;
  }

  private featureAccess(row: FeatureWithEntryRow, plan: PlanCode | null, email: string): FeatureAccess {
    const userFeature = row.has_entry
      ? { isViewable: row.is_viewable === true, isLocked: row.is_locked === true, endCount: row.end_count }
      : undefined;
    return {
      available: isFeatureAvailable({
        feature: { name: row.name, isOn: row.is_on, plans: Array.isArray(row.plans) ? row.plans : [] },
        userFeature,
        plan,
        email,
        staffAllowList: this.config.STAFF_EMAILS,
      }),
      usedUp: isFeatureUsedUp(userFeature),
      startCount: row.has_entry ? row.start_count : null,
      endCount: row.has_entry ? row.end_count : null,
    };
  }
}

type PaymentRow = NonNullable<Awaited<ReturnType<AccessRepository['getPaymentSubscription']>>>;

const isLiveRow = (payment: PaymentRow): boolean =>
  isLive({ status: payment.status ?? 'active', endedAt: payment.ended_at === null ? null : String(payment.ended_at) });

/**
 * Spec 1 §4 with billing (ADR 0016): a live payment subscription is the user's own plan (a payment changes the
 * plan within a second of its webhook); without one the stored plan field decides, then the profile's subscription.
 */
function planResolutionInput(
  subscriptions: readonly { type: string; status: string }[],
  storedPlan: string | null,
  payment: PaymentRow | undefined,
) {
  const livePlan = payment && isLiveRow(payment) ? payment.plan : null;
  return { subscriptions, plan: livePlan ?? storedPlan, subscription: livePlan ? { plan: livePlan } : null };
}
