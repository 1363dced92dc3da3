import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { JsonObject } from '@impromptu/db';
import { readProjection } from '@impromptu/event-store';
import {
  shapeSnapshotProjection,
  snapshotDecider,
  snapshotStreamId,
  type AssessmentsViews,
  type SnapshotCommand,
} from '@impromptu/assessments';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { ContextRepository } from '../../infrastructure/context-repository.js';

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  metadata: JsonObject;
}

@Injectable()
export class ShapeRepository extends ContextRepository<AssessmentsViews> {
  traitsOf(questionSets: readonly string[]) {
    return this.db
      .selectFrom('trait')
      .select(['id', 'name', 'question_set', 'type', 'metadata', 'sort_order'])
      .where('question_set', 'in', [...questionSets])
      .orderBy('sort_order')
      .execute();
  }

  /** Sets the profile answers given and removes the ones cleared, leaving the rest of the metadata as it is. */
  async updateDetails(userId: string, set: Record<string, string>, cleared: readonly string[]): Promise<void> {
    await this.db
      .updateTable('app_user')
      .set({ metadata: sql`(metadata - ${sql.val([...cleared])}::text[]) || ${JSON.stringify(set)}::jsonb` })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Runs a snapshot command and, in the same transaction, updates the user's name and profile: the
   * snapshot, its traits and the profile are written together or not at all. Waits (bounded) until
   * the history shows it.
   */
  handle(
    snapshotId: string,
    command: SnapshotCommand,
    options: { idempotency?: IdempotentRequest; profile?: { userId: string; update: ProfileUpdate } },
  ) {
    const { profile } = options;
    return this.commands.run({
      streamId: snapshotStreamId(snapshotId),
      decider: snapshotDecider,
      command,
      idempotency: options.idempotency,
      ...(profile
        ? {
            alongside: async (trx) => {
              await trx
                .updateTable('app_user')
                .set({
                  first_name: profile.update.firstName,
                  last_name: profile.update.lastName,
                  metadata: sql`metadata || ${JSON.stringify(profile.update.metadata)}::jsonb`,
                })
                .where('id', '=', profile.userId)
                .execute();
            },
          }
        : {}),
      // The history shows the new snapshot next.
      waitFor: [shapeSnapshotProjection],
    });
  }

  async latestSnapshotId(userId: string): Promise<string | undefined> {
    const row = await readProjection(
      () =>
        this.views
          .selectFrom('shape_snapshot')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .executeTakeFirst(),
      undefined,
    );
    return row?.id;
  }

  snapshotsOf(userId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('shape_snapshot')
          .select(['id', 'name', 'wizard_type', 'score_percentage', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
      [],
    );
  }

  traitsOfUser(userId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('snapshot_user_trait')
          .select(['snapshot_id', 'trait_id', 'trait_name', 'trait_type', 'category', 'rating', 'comment'])
          .where('user_id', '=', userId)
          .orderBy('answered_at')
          .execute(),
      [],
    );
  }

  /** Whether the two users share a group (the coach's pod membership: learning_group and user_group, read only). */
  async shareAGroup(coachId: string, memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_group as mine')
      .innerJoin('user_group as theirs', 'theirs.group_id', 'mine.group_id')
      .select('mine.group_id')
      .where('mine.user_id', '=', coachId)
      .where('theirs.user_id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The members (learners only) of the coach's groups, with their group names. */
  podMembers(coachId: string) {
    return this.db
      .selectFrom('user_group as mine')
      .innerJoin('user_group as theirs', 'theirs.group_id', 'mine.group_id')
      .innerJoin('learning_group as g', 'g.id', 'mine.group_id')
      .innerJoin('app_user as u', 'u.id', 'theirs.user_id')
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.metadata',
        sql<string[]>`array_agg(DISTINCT g.name ORDER BY g.name)`.as('group_names'),
      ])
      .where('mine.user_id', '=', coachId)
      .where('u.type', '=', 'LEARNER')
      .groupBy(['u.id', 'u.first_name', 'u.last_name', 'u.metadata'])
      .execute();
  }

  latestScores(userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return readProjection(
      () =>
        this.views
          .selectFrom('shape_snapshot')
          .select([
            'user_id',
            sql<number>`count(*)::int`.as('count'),
            sql<number | null>`(array_agg(score_percentage ORDER BY created_at DESC))[1]`.as('score'),
          ])
          .where('user_id', 'in', userIds)
          .groupBy('user_id')
          .execute(),
      [],
    );
  }

  async inPrivateCoachingPod(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_group')
      .innerJoin('learning_group', 'learning_group.id', 'user_group.group_id')
      .select('learning_group.id')
      .where('user_group.user_id', '=', userId)
      .where('learning_group.type', '=', 'PRIVATE_COACHING_POD')
      .executeTakeFirst();
    return row !== undefined;
  }
}
