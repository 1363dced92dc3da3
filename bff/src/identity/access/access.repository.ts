import { Inject, Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AppUser, DB } from '@impromptu/db';
import type { BillingViews } from '@impromptu/billing';
import { readProjection } from '@impromptu/event-store';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { DATABASE } from '../../infrastructure/tokens.js';

export interface FeatureWithEntryRow {
  name: string;
  is_on: boolean;
  plans: string[];
  is_viewable: boolean | null;
  is_locked: boolean | null;
  start_count: number | null;
  end_count: number | null;
  has_entry: boolean;
}

export interface GroupMembershipRow {
  id: string;
  role: string | null;
  group_id: string;
  name: string;
  type: string;
  status: string;
  description: string;
  admin: string | null;
  class_registration_url: string | null;
  has_curriculum: boolean;
}

/** A feature's switch and plans: reference data (ADR 0043). */
export interface FeatureCatalogueRow {
  id: string;
  name: string;
  is_on: boolean;
  plans: string[];
}

interface UserFeatureEntry {
  feature_id: string;
  is_viewable: boolean;
  is_locked: boolean;
  start_count: number | null;
  end_count: number | null;
}

type SubscriptionRow = Awaited<ReturnType<AccessRepository['getSubscriptions']>>[number];
type PaymentRow = NonNullable<Awaited<ReturnType<AccessRepository['getPaymentSubscription']>>>;

/** A user's own rows that access is decided from, read together. */
export interface UserAccessRows {
  user: AppUser;
  subscriptions: SubscriptionRow[];
  features: FeatureWithEntryRow[];
  groups: GroupMembershipRow[];
  payment: PaymentRow | undefined;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(String(value));

/** The plans a feature is on for (its on_conditions' `plans`), none when it names none. */
const featurePlans = (eb: ExpressionBuilder<DB, 'feature'>) =>
  eb.fn.coalesce(eb.ref('feature.on_conditions', '->').key('plans'), eb.val('[]')).$castTo<string[]>().as('plans');

@Injectable()
export class AccessRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {}

  /**
   * Everything access is decided from for one user, in one statement (ADR 0043): the account row, the profile's
   * subscriptions, the user's feature entries, groups and payment subscription, as JSON beside the row; the
   * features' switches come from the reference data. Null when there is no such user. While the billing view is
   * not built the five reads of before answer (readProjection's fallback).
   */
  async getUserAccessRows(userId: string): Promise<UserAccessRows | null> {
    const catalogue = await this.featureCatalogue();
    let row;
    try {
      row = await this.db
        .selectFrom('app_user as u')
        .selectAll('u')
        .select([
          sql<
            SubscriptionRow[]
          >`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'type', s.type, 'status', s.status,
              'start_date', s.start_date, 'end_date', s.end_date) ORDER BY s.start_date DESC, s.id), '[]'::jsonb)
            FROM subscription s WHERE s.user_id = u.id)`.as('access_subscriptions'),
          sql<UserFeatureEntry[]>`(SELECT coalesce(jsonb_agg(jsonb_build_object('feature_id', uf.feature_id,
              'is_viewable', uf.is_viewable, 'is_locked', uf.is_locked, 'start_count', uf.start_count,
              'end_count', uf.end_count)), '[]'::jsonb)
            FROM user_feature uf WHERE uf.user_id = u.id)`.as('access_features'),
          sql<GroupMembershipRow[]>`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', ug.id, 'role', ug.role,
              'group_id', lg.id, 'name', lg.name, 'type', lg.type, 'status', lg.status, 'description', lg.description,
              'admin', lg.admin, 'class_registration_url', lg.class_registration_url,
              'has_curriculum', EXISTS (SELECT 1 FROM group_curriculum gc WHERE gc.group_id = lg.id))
              ORDER BY lg.name, ug.id), '[]'::jsonb)
            FROM user_group ug JOIN learning_group lg ON lg.id = ug.group_id WHERE ug.user_id = u.id)`.as(
            'access_groups',
          ),
          sql<Record<string, unknown> | null>`(SELECT to_jsonb(b) FROM (SELECT subscription_id, plan, period, status,
              ended_at, is_paused, paused_from, resumes_at, is_trial, current_period_end, cancel_at, discount
            FROM billing_subscription WHERE user_id = u.id) b)`.as('access_payment'),
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
    } catch (error) {
      if ((error as { code?: string }).code !== '42P01') throw error;
      return this.getUserAccessRowsOneByOne(userId);
    }
    if (!row) return null;
    const { access_subscriptions, access_features, access_groups, access_payment, ...user } = row;
    const entries = new Map(access_features.map((entry) => [entry.feature_id, entry]));
    return {
      user,
      subscriptions: access_subscriptions.map((s) => ({
        ...s,
        start_date: asDate(s.start_date) as Date,
        end_date: asDate(s.end_date),
      })),
      features: catalogue.map((feature) => featureWithEntry(feature, entries.get(feature.id))),
      groups: access_groups,
      payment: access_payment
        ? ({
            ...access_payment,
            ended_at: asDate(access_payment['ended_at']),
            current_period_end: asDate(access_payment['current_period_end']),
            cancel_at: asDate(access_payment['cancel_at']),
            paused_from: asDate(access_payment['paused_from']),
            resumes_at: asDate(access_payment['resumes_at']),
          } as PaymentRow)
        : undefined,
    };
  }

  private async getUserAccessRowsOneByOne(userId: string): Promise<UserAccessRows | null> {
    const [user, subscriptions, features, groups, payment] = await Promise.all([
      this.getUser(userId),
      this.getSubscriptions(userId),
      this.getFeatures(userId),
      this.getGroups(userId),
      this.getPaymentSubscription(userId),
    ]);
    return user ? { user, subscriptions, features, groups, payment } : null;
  }

  /** Every feature's switch and plans, by name, from this process's reference data (ADR 0043). */
  featureCatalogue(): Promise<readonly FeatureCatalogueRow[]> {
    return this.reference.read('features', 'all', () =>
      this.db
        .selectFrom('feature')
        .select((eb) => ['feature.id', 'feature.name', 'feature.is_on', featurePlans(eb)])
        .orderBy('feature.name')
        .execute(),
    );
  }

  /** The account rows with these ids, or this e-mail: the one place the BFF reads app_user by itself (`findAccount`). */
  getUser(userId: string): Promise<AppUser | undefined> {
    return this.accounts().where('id', '=', userId).executeTakeFirst();
  }

  getUsers(userIds: readonly string[]): Promise<AppUser[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.accounts()
      .where('id', 'in', [...new Set(userIds)])
      .execute();
  }

  getUserByEmail(email: string): Promise<AppUser | undefined> {
    return this.accounts().where('email', '=', email).executeTakeFirst();
  }

  private accounts() {
    return this.db.selectFrom('app_user').selectAll();
  }

  getSubscriptions(userId: string) {
    return this.db
      .selectFrom('subscription')
      .select(['id', 'type', 'status', 'start_date', 'end_date'])
      .where('user_id', '=', userId)
      .orderBy('start_date', 'desc')
      .orderBy('id')
      .execute();
  }

  /** The user's payment subscription as the billing projection keeps it; undefined before any. */
  getPaymentSubscription(userId: string) {
    return readProjection(
      () =>
        this.db
          .withTables<BillingViews>()
          .selectFrom('billing_subscription')
          .select([
            'subscription_id',
            'plan',
            'period',
            'status',
            'ended_at',
            'is_paused',
            'paused_from',
            'resumes_at',
            'is_trial',
            'current_period_end',
            'cancel_at',
            'discount',
          ])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      undefined,
    );
  }

  /** Every feature (or the one named), with the user's entry for it when there is one. */
  getFeatures(userId: string, name?: string): Promise<FeatureWithEntryRow[]> {
    return this.db
      .selectFrom('feature')
      .leftJoin('user_feature', (join) =>
        join.onRef('user_feature.feature_id', '=', 'feature.id').on('user_feature.user_id', '=', userId),
      )
      .select((eb) => [
        'feature.name',
        'feature.is_on',
        featurePlans(eb),
        'user_feature.is_viewable',
        'user_feature.is_locked',
        'user_feature.start_count',
        'user_feature.end_count',
        eb('user_feature.id', 'is not', null).$castTo<boolean>().as('has_entry'),
      ])
      .$if(name !== undefined, (qb) => qb.where('feature.name', '=', name!))
      .orderBy('feature.name')
      .execute();
  }

  getGroups(userId: string): Promise<GroupMembershipRow[]> {
    return this.db
      .selectFrom('user_group')
      .innerJoin('learning_group', 'learning_group.id', 'user_group.group_id')
      .select((eb) => [
        'user_group.id',
        'user_group.role',
        'learning_group.id as group_id',
        'learning_group.name',
        'learning_group.type',
        'learning_group.status',
        'learning_group.description',
        'learning_group.admin',
        'learning_group.class_registration_url',
        eb
          .exists(
            eb
              .selectFrom('group_curriculum')
              .select('group_curriculum.id')
              .whereRef('group_curriculum.group_id', '=', 'learning_group.id'),
          )
          .$castTo<boolean>()
          .as('has_curriculum'),
      ])
      .where('user_group.user_id', '=', userId)
      .orderBy('learning_group.name')
      .orderBy('user_group.id')
      .execute();
  }
}

function featureWithEntry(feature: FeatureCatalogueRow, entry: UserFeatureEntry | undefined): FeatureWithEntryRow {
  return {
    name: feature.name,
    is_on: feature.is_on,
    plans: feature.plans,
    is_viewable: entry ? entry.is_viewable : null,
    is_locked: entry ? entry.is_locked : null,
    start_count: entry ? entry.start_count : null,
    end_count: entry ? entry.end_count : null,
    has_entry: entry !== undefined,
  };
}
