import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import type { BillingViews } from '@impromptu/billing';
import { readProjection } from '@impromptu/event-store';
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

@Injectable()
export class AccessRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  getUser(userId: string) {
    return this.db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
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
        eb.fn
          .coalesce(eb.ref('feature.on_conditions', '->').key('plans'), eb.val('[]'))
          .$castTo<string[]>()
          .as('plans'),
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
