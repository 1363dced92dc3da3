import { Inject, Injectable } from '@nestjs/common';
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
import { isLive, isPausedAt } from '@impromptu/billing';
import type { AppUser, FeatureName } from '@impromptu/db';
import { DomainError, isRefusal } from '@impromptu/kernel';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { AccessRepository, type FeatureWithEntryRow, type GroupMembershipRow } from './access.repository.js';
import { memoForRequest } from '../../common/request-memo.js';

export interface FeatureAccess {
  available: boolean;
  usedUp: boolean;
  startCount: number | null;
  endCount: number | null;
}

/** A user's account row: what `findAccount` answers. */
export type Account = AppUser;
type AccessSubscription = Awaited<ReturnType<AccessRepository['getSubscriptions']>>[number];

/** Everything the product decides about what a user may see and use. */
export interface UserAccess {
  user: Account;
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

/** The denied-access heading of spec 3 §2.2, also the message of a 403 from a feature, admin or plan gate. */
export const NO_ACCESS_MESSAGE = "Oops! You don't have access to this page";

/**
 * The one meaning of an admin (spec 3 §2.2): the ADMIN_ONLY feature is available to the user, as the admin routes'
 * gates ask (the factories and the seed grant it to every user of type ADMIN).
 */
export function hasAdminAccess(access: Pick<UserAccess, 'features'>): boolean {
  return access.features['ADMIN_ONLY']?.available === true;
}

@Injectable()
export class AccessService {
  constructor(
    @Inject(AccessRepository) private readonly repository: AccessRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The user's access, read once per read-only request however many guards and services ask. */
  forUser(userId: string): Promise<UserAccess> {
    return memoForRequest(`access:${userId}`, () => this.readAccess(userId));
  }

  private async readAccess(userId: string): Promise<UserAccess> {
    // One statement for the user's own rows; the features' switches are reference data (ADR 0043).
    const rows = await this.repository.getUserAccessRows(userId);
    if (!rows) throw new DomainError('not_found', USER_NOT_FOUND);
    const { user, subscriptions, features, groups, payment } = rows;
    const plan = resolvePlan(planResolutionInput(subscriptions, user.plan, payment));
    const featureAccess = Object.fromEntries(
      features.map((row) => [row.name, this.featureAccess(row, plan, user.email)]),
    );
    return {
      user,
      plan,
      // A pause takes effect at the end of the period paid (issue 44): until then the plan is the customer's.
      isPlanPaused:
        payment && isLiveRow(payment)
          ? isPausedAt({ isPaused: payment.is_paused, pausedFrom: payment.paused_from }, this.clock.now())
          : user.is_plan_paused,
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

  /**
   * The user's account row (identity, type, names, e-mail, zone, plan…), read once per request; null when there is
   * none. Every service that needs an account asks here instead of reading app_user itself (issue 27).
   */
  async findAccount(userId: string): Promise<Account | null> {
    return (await memoForRequest(`account:${userId}`, () => this.repository.getUser(userId))) ?? null;
  }

  /** The user's account row; refuses (404, USER_NOT_FOUND) when there is none. */
  async requireAccount(userId: string): Promise<Account> {
    const account = await this.findAccount(userId);
    if (!account) throw new DomainError('not_found', USER_NOT_FOUND);
    return account;
  }

  /** The accounts with these ids (those that exist, in no order). */
  findAccounts(userIds: readonly string[]): Promise<Account[]> {
    return this.repository.getUsers(userIds);
  }

  /** The account with this e-mail, as stored (callers normalise it first); null when there is none. */
  async findAccountByEmail(email: string): Promise<Account | null> {
    return (await this.repository.getUserByEmail(email)) ?? null;
  }

  /** Whether the user is an admin (hasAdminAccess): a decision, for a page that shows more to admins. */
  isAdmin(userId: string): Promise<boolean> {
    return this.isFeatureAvailable(userId, 'ADMIN_ONLY');
  }

  /** Refuses (403) a user who is not an admin. */
  async requireAdmin(userId: string): Promise<void> {
    await this.requireFeature(userId, 'ADMIN_ONLY');
  }

  /** Refuses (403) a user to whom the feature is not available. */
  async requireFeature(userId: string, feature: FeatureName): Promise<void> {
    if (!(await this.isFeatureAvailable(userId, feature))) throw new DomainError('forbidden', NO_ACCESS_MESSAGE);
  }

  /** Refuses (403, with `message`) a user whose plan is not one of `plans`; answers the user's access otherwise. */
  async requirePlan(userId: string, plans: readonly PlanCode[], message = NO_ACCESS_MESSAGE): Promise<UserAccess> {
    const access = await this.forUser(userId);
    if (access.plan === null || !plans.includes(access.plan)) throw new DomainError('forbidden', message);
    return access;
  }

  /** Whether one feature is available to the user: what a route gate asks. */
  async isFeatureAvailable(userId: string, featureName: FeatureName): Promise<boolean> {
    // The whole read is one statement (ADR 0043), memoised on a read-only request, so a gate shares it.
    try {
      return (await this.forUser(userId)).features[featureName]?.available === true;
    } catch (error) {
      if (isRefusal(error, 'not_found')) return false;
      throw error;
    }
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
