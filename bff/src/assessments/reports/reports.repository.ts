import { Injectable } from '@nestjs/common';
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
import { readProjection, type EventStore } from '@impromptu/event-store';
import { ContextRepository } from '../../infrastructure/context-repository.js';

@Injectable()
export class ReportsRepository extends ContextRepository<AssessmentsViews> {
  /** What the assessment computation reads and appends with (an admin's run-now, as the monthly job). */
  engine(): { db: Kysely<DB>; store: EventStore } {
    return { db: this.db, store: this.commands.store };
  }

  /** Spec 3 §7 FetchAssessments: status LIVE, ordered by end_date ascending. */
  assessmentsOf(userId: string) {
    return readProjection(
      () => this.assessmentsOfUser(userId).where('status', '=', 'LIVE').orderBy('end_date').execute(),
      [],
    );
  }

  findAssessment(userId: string, assessmentId: string) {
    return this.oneAssessment(userId, 'id', assessmentId);
  }

  assessmentFor(userId: string, endDate: string) {
    return this.oneAssessment(userId, 'end_date', endDate);
  }

  /** The user's one assessment with that id, or for the period that ends on that date. */
  private oneAssessment(userId: string, column: 'id' | 'end_date', value: string) {
    return readProjection(() => this.assessmentsOfUser(userId).where(column, '=', value).executeTakeFirst(), undefined);
  }

  private assessmentsOfUser(userId: string) {
    return this.views.selectFrom('assessment').select(['id', 'data']).where('user_id', '=', userId);
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
