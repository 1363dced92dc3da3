import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import {
  assessmentActivityEvents,
  assessmentActivityStreamId,
  feedbackEvents,
  feedbackRecordProjection,
  feedbackStreamId,
  type AssessmentActivityEvent,
  type AssessmentsViews,
  type FeedbackEvent,
} from '@impromptu/assessments';
import { EventStore, readProjection } from '@impromptu/event-store';
import { CommandRunner } from '../../infrastructure/command-runner.js';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class ReportsRepository {
  readonly store: EventStore;
  private readonly views: Kysely<DB & AssessmentsViews>;

  constructor(
    @Inject(DATABASE) readonly db: Kysely<DB>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {
    this.store = commands.store;
    this.views = db.withTables<AssessmentsViews>();
  }

  /** Spec 3 §7 FetchAssessments: status LIVE, ordered by end_date ascending. */
  assessmentsOf(userId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('assessment')
          .select(['id', 'data'])
          .where('user_id', '=', userId)
          .where('status', '=', 'LIVE')
          .orderBy('end_date')
          .execute(),
      [],
    );
  }

  findAssessment(userId: string, assessmentId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('assessment')
          .select(['id', 'data'])
          .where('user_id', '=', userId)
          .where('id', '=', assessmentId)
          .executeTakeFirst(),
      undefined,
    );
  }

  assessmentFor(userId: string, endDate: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('assessment')
          .select(['id', 'data'])
          .where('user_id', '=', userId)
          .where('end_date', '=', endDate)
          .executeTakeFirst(),
      undefined,
    );
  }

  appendActivity(userId: string, event: AssessmentActivityEvent) {
    return this.commands.record(assessmentActivityStreamId(userId), [assessmentActivityEvents.toAppend(event)]);
  }

  /** A feedback has no decider (every rating is recorded); the report that follows shows it. */
  async recordFeedback(userId: string, event: FeedbackEvent): Promise<void> {
    const result = await this.commands.record(feedbackStreamId(userId), [feedbackEvents.toAppend(event)]);
    await this.commands.waitFor(result, [feedbackRecordProjection]);
  }

  feedbackRecords(limit: number) {
    return readProjection(
      () =>
        this.views
          .selectFrom('feedback_record as f')
          .innerJoin('app_user as u', 'u.id', 'f.user_id')
          .select([
            'f.id',
            'f.user_id',
            'u.email',
            'f.experiment_id',
            'f.feature_id',
            'f.type',
            'f.metadata',
            'f.created_at',
          ])
          .orderBy('f.created_at', 'desc')
          .limit(limit)
          .execute(),
      [],
    );
  }
}
