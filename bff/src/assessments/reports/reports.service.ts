import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  computeAssessments,
  monthEnding,
  previousMonth,
  summaryWriterFrom,
  type AssessmentComputed,
} from '@impromptu/assessments';
import { DomainError } from '@impromptu/kernel';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import type {
  AssessmentDto,
  FeedbackBody,
  FeedbackRecordDto,
  GatherBody,
  RunAssessmentBody,
  RunAssessmentResult,
} from './reports.dto.js';
import { ReportsRepository } from './reports.repository.js';

export const ASSESSMENT_NOT_FOUND = 'Assessment not found';

const toDto = (row: { id: string; data: AssessmentComputed }): AssessmentDto => ({
  ...row.data,
  id: row.id,
  status: 'LIVE',
});

@Injectable()
export class ReportsService {
  constructor(
    @Inject(ReportsRepository) private readonly repository: ReportsRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(user: AuthenticatedUser): Promise<AssessmentDto[]> {
    return (await this.repository.assessmentsOf(user.id)).map(toDto);
  }

  /** Spec 3 §4.8: a next step clicked, tracked through the gather call. */
  async gather(user: AuthenticatedUser, assessmentId: string, body: GatherBody): Promise<void> {
    const assessment = await this.repository.findAssessment(user.id, assessmentId);
    if (!assessment) throw new DomainError('not_found', ASSESSMENT_NOT_FOUND);
    await this.repository.appendActivity(user.id, {
      type: 'AssessmentNextStepGathered',
      data: {
        assessmentId,
        userId: user.id,
        overallPercentile: body.assessment_overall_percentile,
        nextStepActionTitle: body.next_step_action_title,
        nextStepActionIntensity: body.next_step_action_intensity,
        gatheredAt: this.clock.now().toISOString(),
      },
    });
  }

  /** An admin's run-now for one user: the same computation as the monthly job, idempotent per user and period. */
  async run(body: RunAssessmentBody): Promise<RunAssessmentResult> {
    await this.access.requireAccount(body.userId);
    const now = this.clock.now();
    const period = body.periodEnd ? monthEnding(body.periodEnd) : previousMonth(now);
    const assessed = await computeAssessments(
      { ...this.repository.engine(), summary: summaryWriterFrom(process.env) },
      { period, userId: body.userId, now },
    );
    const computed = assessed[0];
    if (computed)
      return { computed: true, assessment: toDto({ id: computed.assessment.assessmentId, data: computed.assessment }) };
    // Computed before (by the monthly job or an earlier run): the one of the period.
    const row = await this.repository.assessmentFor(body.userId, period.endDate);
    return { computed: false, assessment: row ? toDto(row) : null };
  }

  async recordFeedback(user: AuthenticatedUser, body: FeedbackBody): Promise<void> {
    await this.repository.recordFeedback(user.id, {
      type: 'FeedbackRecorded',
      data: {
        feedbackId: randomUUID(),
        userId: user.id,
        experimentId: body.experimentId ?? null,
        featureId: body.featureId,
        type: body.type,
        metadata: body.metadata,
        recordedAt: this.clock.now().toISOString(),
      },
    });
  }

  async feedback(): Promise<FeedbackRecordDto[]> {
    return (await this.repository.feedbackRecords(200)).map((row) => ({
      id: row.id,
      userId: row.user_id,
      email: row.email,
      experimentId: row.experiment_id,
      featureId: row.feature_id,
      type: row.type,
      metadata: row.metadata as Record<string, unknown>,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
