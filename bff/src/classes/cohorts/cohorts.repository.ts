import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { groupRanking, type ClassesViews } from '@impromptu/classes';
import { readProjection } from '@impromptu/event-store';
import { COHORT_GROUP_TYPES } from '@impromptu/access';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class CohortsRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  /** The user's ACTIVE cohort groups (spec 3 §2.1 types) that have a curriculum, by name. */
  activeCohortGroups(userId: string) {
    return this.db
      .selectFrom('user_group')
      .innerJoin('learning_group as g', 'g.id', 'user_group.group_id')
      .select(['g.id', 'g.name', 'g.type', 'g.description'])
      .where('user_group.user_id', '=', userId)
      .where('g.status', '=', 'ACTIVE')
      .where('g.type', 'in', COHORT_GROUP_TYPES as never)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('group_curriculum')
            .select('group_curriculum.id')
            .whereRef('group_curriculum.group_id', '=', 'g.id'),
        ),
      )
      .orderBy('g.name')
      .orderBy('g.id')
      .execute();
  }

  curriculum(groupId: string) {
    return this.db
      .selectFrom('group_curriculum')
      .select(['id', 'name', 'community_url', 'metadata', 'curriculum_type'])
      .where('group_id', '=', groupId)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
  }

  modules(curriculumId: string) {
    return this.db
      .selectFrom('curriculum_module as m')
      .leftJoin('curriculum_module_element as e', 'e.curriculum_module_id', 'm.id')
      .select(['m.week', 'm.name', 'm.value', 'e.id as element_id', 'e.type', 'e.title', 'e.body', 'e.url'])
      .where('m.group_curriculum_id', '=', curriculumId)
      .orderBy('m.week')
      .orderBy('e.sort_order')
      .execute();
  }

  /** A group's ranking for a day or week (ranked as it is read, from the members as they are now), with each member's name. */
  leaderboard(groupId: string, period: 'daily' | 'weekly', key: string) {
    return readProjection(
      () =>
        this.db
          .selectFrom(groupRanking(groupId, period === 'daily' ? 'day' : 'week', [key]))
          .innerJoin('app_user as u', 'u.id', 'ranking.user_id')
          .select(['ranking.user_id', 'ranking.total_points', 'ranking.rank'])
          .select(['u.first_name', 'u.last_name', 'u.email', 'u.picture'])
          .orderBy('ranking.rank')
          .orderBy('u.first_name')
          .orderBy('ranking.user_id')
          .execute(),
      [],
    );
  }

  /** The user's REGISTERED classes of the group's kind that have not ended, soonest first. */
  upcomingSessions(userId: string, now: Date, limit: number) {
    return readProjection(
      () =>
        this.db
          .withTables<ClassesViews>()
          .selectFrom('user_scheduled_event as r')
          .innerJoin('scheduled_event as se', 'se.id', 'r.scheduled_event_id')
          .innerJoin('event as e', 'e.id', 'se.event_id')
          .select([
            'se.id',
            'se.start_time',
            'se.end_time',
            'se.duration_seconds',
            'se.is_live',
            'e.name',
            'e.type',
            'r.type as registration_type',
          ])
          .where('r.user_id', '=', userId)
          .where('r.status', '=', 'REGISTERED')
          .where('e.type', 'in', ['FUNDAMENTALS_CLASS', 'COHORT_CLASS', 'FUNDAMENTALS_WORKSHOP'])
          .where(sql<Date>`coalesce(se.end_time, se.start_time + se.duration_seconds * interval '1 second')`, '>', now)
          .orderBy('se.start_time')
          .limit(limit)
          .execute(),
      [],
    );
  }

  /** The user's groups with their members (/games/groups). */
  async groupsWithMembers(userId: string) {
    const groups = await this.db
      .selectFrom('user_group')
      .innerJoin('learning_group as g', 'g.id', 'user_group.group_id')
      .select((eb) => [
        'g.id',
        'g.name',
        'g.type',
        'g.status',
        'g.description',
        'user_group.role',
        eb
          .exists(
            eb
              .selectFrom('group_curriculum')
              .select('group_curriculum.id')
              .whereRef('group_curriculum.group_id', '=', 'g.id'),
          )
          .$castTo<boolean>()
          .as('has_curriculum'),
      ])
      .where('user_group.user_id', '=', userId)
      .orderBy('g.name')
      .execute();
    if (groups.length === 0) return [];
    const members = await this.db
      .selectFrom('user_group')
      .innerJoin('app_user as u', 'u.id', 'user_group.user_id')
      .select(['user_group.group_id', 'u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.type', 'user_group.role'])
      .where(
        'user_group.group_id',
        'in',
        groups.map((g) => g.id),
      )
      .orderBy(sql`u.type = 'COACH'`, 'desc')
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .execute();
    return groups.map((group) => ({ ...group, members: members.filter((m) => m.group_id === group.id) }));
  }

  onboarding(userId: string) {
    return this.db
      .selectFrom('user_feature')
      .innerJoin('feature', 'feature.id', 'user_feature.feature_id')
      .select(['user_feature.id', 'user_feature.start_count', 'user_feature.end_count', 'user_feature.metadata'])
      .where('user_feature.user_id', '=', userId)
      .where('feature.name', '=', 'TEMPORARY_ONBOARDING')
      .executeTakeFirst();
  }

  /** Closing counts a start; submitting counts a start and an end and keeps the answers (spec 3 §4.9). */
  countOnboarding(userFeatureId: string, submitted: { answers: Record<string, string>; at: string } | null) {
    return this.db
      .updateTable('user_feature')
      .set((eb) => ({
        start_count: eb('start_count', '+', 1),
        ...(submitted
          ? {
              end_count: sql<number>`coalesce(end_count, 0) + 1`,
              metadata: sql`metadata || jsonb_build_object('onboarding', ${JSON.stringify(submitted)}::jsonb)`,
            }
          : {}),
      }))
      .where('id', '=', userFeatureId)
      .returning(['start_count', 'end_count'])
      .executeTakeFirstOrThrow();
  }
}
