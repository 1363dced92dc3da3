import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { USER_NOT_FOUND } from '../../identity/access/access.service.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  AssessmentListSchema,
  AssessmentParamsSchema,
  FeedbackBodySchema,
  FeedbackListSchema,
  GatherBodySchema,
  RunAssessmentBodySchema,
  RunAssessmentResultSchema,
  type AssessmentDto,
  type AssessmentParams,
  type FeedbackBody,
  type FeedbackRecordDto,
  type GatherBody,
  type RunAssessmentBody,
  type RunAssessmentResult,
} from './reports.dto.js';
import { ASSESSMENT_NOT_FOUND, ReportsService } from './reports.service.js';

/** The user's monthly assessments (spec 3 §2.11, §7) and feedback records (spec 3 §3). */
@ZodTags('assessments')
@Controller()
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly service: ReportsService) {}

  @Get('assessments')
  @ZodRoute({
    summary: "The user's assessments (status LIVE), ordered by end date ascending",
    response: AssessmentListSchema,
  })
  list(@CurrentUser() user: AuthenticatedUser): Promise<AssessmentDto[]> {
    return this.service.list(user);
  }

  @Post('assessments/:assessmentId/gather')
  @ZodRoute({
    summary: 'Spec 3 §7 gather: a next step clicked',
    params: AssessmentParamsSchema,
    body: GatherBodySchema,
    status: 202,
    errors: { 404: ASSESSMENT_NOT_FOUND },
  })
  gather(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: AssessmentParams,
    @Body() body: GatherBody,
  ): Promise<void> {
    return this.service.gather(user, params.assessmentId, body);
  }

  @Post('feedback')
  @ZodRoute({
    summary: 'Record feedback: a star rating and its follow-up (SURVEY) or an automatic snapshot',
    body: FeedbackBodySchema,
    status: 201,
  })
  feedback(@CurrentUser() user: AuthenticatedUser, @Body() body: FeedbackBody): Promise<void> {
    return this.service.recordFeedback(user, body);
  }
}

/** Admin: run one user's assessment now, and list feedback records. */
@ZodTags('admin')
@Controller('admin')
@RequireFeature('ADMIN_ONLY')
export class ReportsAdminController {
  constructor(@Inject(ReportsService) private readonly service: ReportsService) {}

  @Post('assessments/run')
  @ZodRoute({
    summary: "Compute one user's assessment of a month now (the monthly job's computation; once per user and period)",
    body: RunAssessmentBodySchema,
    response: RunAssessmentResultSchema,
    errors: { 403: NO_ACCESS_MESSAGE, 404: USER_NOT_FOUND },
  })
  run(@Body() body: RunAssessmentBody): Promise<RunAssessmentResult> {
    return this.service.run(body);
  }

  @Get('feedback')
  @ZodRoute({
    summary: 'Feedback records, newest first (200 at most)',
    response: FeedbackListSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  feedback(): Promise<FeedbackRecordDto[]> {
    return this.service.feedback();
  }
}
