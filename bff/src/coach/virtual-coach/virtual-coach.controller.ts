import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute } from '../../common/zod-route.decorator.js';
import {
  OfferEmailSignupBodySchema,
  TakeVirtualCoachStepBodySchema,
  VirtualCoachGatherBodySchema,
  VirtualCoachSchema,
  type OfferEmailSignupBody,
  type TakeVirtualCoachStepBody,
  type VirtualCoachDto,
  type VirtualCoachGatherBody,
} from './virtual-coach.dto.js';
import { VirtualCoachService } from './virtual-coach.service.js';

/** The Virtual Coach tutorial (spec 2 §2, §4, §7), behind the VIRTUAL_COACH feature. */
@Controller('virtual-coach')
@RequireFeature('VIRTUAL_COACH')
export class VirtualCoachController {
  constructor(@Inject(VirtualCoachService) private readonly service: VirtualCoachService) {}

  @Get()
  @ZodRoute({
    summary:
      'The learner’s Virtual Coach: the display, lesson, loops, reps and confidences where the last step left them',
    tags: ['virtual-coach'],
    response: VirtualCoachSchema,
  })
  current(@CurrentUser() user: AuthenticatedUser): Promise<VirtualCoachDto> {
    return this.service.current(user);
  }

  @Post('steps')
  @HttpCode(HttpStatus.OK)
  @ZodRoute({
    summary: 'Take one step of the lesson loop; a retry with the same key writes once',
    tags: ['virtual-coach'],
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
  @HttpCode(HttpStatus.ACCEPTED)
  @ZodRoute({
    summary:
      'Spec 2 §7 virtual-coach gather: lesson, number_lessons_seen, total_reps, start_confidence, end_confidence',
    tags: ['virtual-coach'],
    body: VirtualCoachGatherBodySchema,
    status: 202,
  })
  gather(@CurrentUser() user: AuthenticatedUser, @Body() body: VirtualCoachGatherBody): Promise<void> {
    return this.service.gather(user, body);
  }

  @Post('offers/email-signup')
  @HttpCode(HttpStatus.ACCEPTED)
  @ZodRoute({
    summary: 'The email-signup offer of the discounts display: weekly tips to the learner’s address',
    tags: ['virtual-coach'],
    body: OfferEmailSignupBodySchema,
    status: 202,
  })
  signUpForEmails(@CurrentUser() user: AuthenticatedUser, @Body() body: OfferEmailSignupBody): Promise<void> {
    return this.service.signUpForEmails(user, body);
  }
}
