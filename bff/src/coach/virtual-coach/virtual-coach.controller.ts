import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import {
  WatchedVideoBodySchema,
  WatchedVideoSchema,
  type WatchedVideoBody,
  type WatchedVideoDto,
} from '../../courses/watched-videos/watched-videos.dto.js';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  OfferEmailSignupBodySchema,
  TakeVirtualCoachStepBodySchema,
  VirtualCoachGatherBodySchema,
  VirtualCoachLessonParamsSchema,
  VirtualCoachSchema,
  type VirtualCoachLessonParams,
  type OfferEmailSignupBody,
  type TakeVirtualCoachStepBody,
  type VirtualCoachDto,
  type VirtualCoachGatherBody,
} from './virtual-coach.dto.js';
import { VirtualCoachService } from './virtual-coach.service.js';

/** The Virtual Coach tutorial (spec 2 §2, §4, §7), behind the VIRTUAL_COACH feature. */
@ZodTags('virtual-coach')
@Controller('virtual-coach')
@RequireFeature('VIRTUAL_COACH')
export class VirtualCoachController {
  constructor(@Inject(VirtualCoachService) private readonly service: VirtualCoachService) {}

  @Get()
  @ZodRoute({
    summary:
      'The learner’s Virtual Coach: the display, lesson, loops, reps and confidences where the last step left them',
    response: VirtualCoachSchema,
  })
  current(@CurrentUser() user: AuthenticatedUser): Promise<VirtualCoachDto> {
    return this.service.current(user);
  }

  @Get('lessons/:lesson/watched')
  @ZodRoute({
    summary: "The learner's watched time of a lesson's video and where they left off (issue 47 §2)",
    params: VirtualCoachLessonParamsSchema,
    response: WatchedVideoSchema,
  })
  lessonWatched(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: VirtualCoachLessonParams,
  ): Promise<WatchedVideoDto> {
    return this.service.lessonWatched(user, params.lesson);
  }

  @Post('lessons/:lesson/watched')
  @ZodRoute({
    summary:
      "Keep watched time of a lesson's video: the spans merge into those kept (idempotent), the play head is where the lesson resumes",
    params: VirtualCoachLessonParamsSchema,
    body: WatchedVideoBodySchema,
    response: WatchedVideoSchema,
  })
  recordLessonWatched(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: VirtualCoachLessonParams,
    @Body() body: WatchedVideoBody,
  ): Promise<WatchedVideoDto> {
    return this.service.recordLessonWatched(user, params.lesson, body);
  }

  @Post('steps')
  @ZodRoute({
    summary: 'Take one step of the lesson loop; a retry with the same key writes once',
    body: TakeVirtualCoachStepBodySchema,
    response: VirtualCoachSchema,
    errors: { 409: 'The step does not belong on the current display, or the lesson video is not watched yet' },
    idempotent: true,
  })
  takeStep(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TakeVirtualCoachStepBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<VirtualCoachDto> {
    return this.service.takeStep(user, body.step, idempotency);
  }

  @Post('gather')
  @ZodRoute({
    summary:
      'Spec 2 §7 virtual-coach gather: lesson, number_lessons_seen, total_reps, start_confidence, end_confidence',
    body: VirtualCoachGatherBodySchema,
    status: 202,
  })
  gather(@CurrentUser() user: AuthenticatedUser, @Body() body: VirtualCoachGatherBody): Promise<void> {
    return this.service.gather(user, body);
  }

  @Post('offers/email-signup')
  @ZodRoute({
    summary: 'The email-signup offer of the discounts display: weekly tips to the learner’s address',
    body: OfferEmailSignupBodySchema,
    status: 202,
  })
  signUpForEmails(@CurrentUser() user: AuthenticatedUser, @Body() body: OfferEmailSignupBody): Promise<void> {
    return this.service.signUpForEmails(user, body);
  }
}
