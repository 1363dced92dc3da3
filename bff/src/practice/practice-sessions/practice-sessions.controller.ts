import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  PracticeGatherBodySchema,
  PracticeSessionSchema,
  PracticeSessionSlugParamsSchema,
  RecordPracticeProgressBodySchema,
  StartUserPracticeSessionBodySchema,
  UsePracticeRetryBodySchema,
  UserPracticeSessionParamsSchema,
  UserPracticeSessionProgressSchema,
  UserPracticeSessionSchema,
  UserPracticeSessionStartedSchema,
  type PracticeGatherBody,
  type PracticeSessionDto,
  type PracticeSessionSlugParams,
  type RecordPracticeProgressBody,
  type StartUserPracticeSessionBody,
  type UsePracticeRetryBody,
  type UserPracticeSessionParams,
  type UserPracticeSessionDto,
  type UserPracticeSessionProgressDto,
  type UserPracticeSessionStartedDto,
  TodaysPracticeStatusSchema,
  type TodaysPracticeStatusDto,
} from './practice-sessions.dto.js';
import { NO_PRACTICE_TODAY, PRACTICE_SESSION_NOT_FOUND, PracticeSessionsService } from './practice-sessions.service.js';

/** Today's Practice and named practice sessions (spec 2 §2, §3), behind the DAILY_PRACTICE feature. */
@ZodTags('practice')
@Controller('practice')
@RequireFeature('DAILY_PRACTICE')
export class PracticeSessionsController {
  constructor(@Inject(PracticeSessionsService) private readonly service: PracticeSessionsService) {}

  @Get('daily')
  @ZodRoute({
    summary: "Today's Practice: the session scheduled for today in the user's time zone",
    response: PracticeSessionSchema,
    errors: { 404: NO_PRACTICE_TODAY },
  })
  today(@CurrentUser() user: AuthenticatedUser): Promise<PracticeSessionDto> {
    return this.service.today(user);
  }

  @Get('daily/status')
  @ZodRoute({
    summary: "Whether the user has completed Today's Practice for today in their time zone (the card's done state)",
    response: TodaysPracticeStatusSchema,
  })
  todayStatus(@CurrentUser() user: AuthenticatedUser): Promise<TodaysPracticeStatusDto> {
    return this.service.todayStatus(user);
  }

  @Get('sessions/:practiceSessionSlug')
  @ZodRoute({
    summary: 'A practice session by its slug, with its elements and the user contents it shows',
    params: PracticeSessionSlugParamsSchema,
    response: PracticeSessionSchema,
    errors: { 404: PRACTICE_SESSION_NOT_FOUND },
  })
  bySlug(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: PracticeSessionSlugParams,
  ): Promise<PracticeSessionDto> {
    return this.service.bySlug(user, params.practiceSessionSlug);
  }

  @Post('sessions/:practiceSessionSlug/user-sessions')
  @ZodRoute({
    summary: 'Start playing a practice session (PracticeSessionStarted)',
    params: PracticeSessionSlugParamsSchema,
    body: StartUserPracticeSessionBodySchema,
    response: UserPracticeSessionStartedSchema,
    status: 201,
    errors: { 404: PRACTICE_SESSION_NOT_FOUND },
  })
  start(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: PracticeSessionSlugParams,
    @Body() body: StartUserPracticeSessionBody,
  ): Promise<UserPracticeSessionStartedDto> {
    return this.service.start(user, params.practiceSessionSlug, body);
  }

  @Get('user-sessions/:userPracticeSessionId')
  @ZodRoute({
    summary: 'A practice session the user started, where they are in it and what they recorded: a reload resumes it',
    params: UserPracticeSessionParamsSchema,
    response: UserPracticeSessionSchema,
    errors: { 404: PRACTICE_SESSION_NOT_FOUND },
  })
  userSession(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserPracticeSessionParams,
  ): Promise<UserPracticeSessionDto> {
    return this.service.userSession(user, params.userPracticeSessionId);
  }

  @Post('user-sessions/:userPracticeSessionId/progress')
  @ZodRoute({
    summary:
      'Record progress and outcome (PracticeProgressRecorded; PracticeSessionCompleted on the last element); a retry with the same key writes once',
    params: UserPracticeSessionParamsSchema,
    body: RecordPracticeProgressBodySchema,
    response: UserPracticeSessionProgressSchema,
    errors: { 404: PRACTICE_SESSION_NOT_FOUND, 409: 'The practice session is completed, or changed while saving' },
    idempotent: true,
  })
  recordProgress(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserPracticeSessionParams,
    @Body() body: RecordPracticeProgressBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    return this.service.recordProgress(user, params.userPracticeSessionId, body, idempotency);
  }

  @Post('user-sessions/:userPracticeSessionId/retries')
  @ZodRoute({
    summary: 'Use one of a game element’s retries (PracticeRetryUsed); a retry with the same key writes once',
    params: UserPracticeSessionParamsSchema,
    body: UsePracticeRetryBodySchema,
    response: UserPracticeSessionProgressSchema,
    errors: {
      404: PRACTICE_SESSION_NOT_FOUND,
      409: 'No tries remaining, not a game, or the practice session is completed',
    },
    idempotent: true,
  })
  useRetry(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserPracticeSessionParams,
    @Body() body: UsePracticeRetryBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<UserPracticeSessionProgressDto> {
    return this.service.useRetry(user, params.userPracticeSessionId, body, idempotency);
  }

  @Post(':practiceSessionSlug/gather')
  @ZodRoute({
    summary: 'Spec 2 §7 practice gather: on load and whenever the game index changes',
    params: PracticeSessionSlugParamsSchema,
    body: PracticeGatherBodySchema,
    status: 202,
    errors: { 404: PRACTICE_SESSION_NOT_FOUND },
  })
  gather(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: PracticeSessionSlugParams,
    @Body() body: PracticeGatherBody,
  ): Promise<void> {
    return this.service.gather(user, params.practiceSessionSlug, body);
  }
}
