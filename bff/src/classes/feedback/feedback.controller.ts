import { Controller, Get, Inject, Param } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  FEEDBACK_SESSION_NOT_FOUND,
  FeedbackRedirectSchema,
  FeedbackSessionParamsSchema,
  NO_CURRENT_FEEDBACK_SESSION,
  type FeedbackRedirect,
  type FeedbackSessionParams,
} from './feedback.dto.js';
import { FeedbackService } from './feedback.service.js';

@ZodTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(@Inject(FeedbackService) private readonly service: FeedbackService) {}

  @Get('current')
  @ZodRoute({
    summary: 'Feedback form link of the current feedback session',
    description:
      'The open feedback session of a class the user is registered for; the one opened latest when several are open.',
    response: FeedbackRedirectSchema,
    errors: { 404: NO_CURRENT_FEEDBACK_SESSION },
  })
  getCurrent(@CurrentUser() user: AuthenticatedUser): Promise<FeedbackRedirect> {
    return this.service.getCurrentLink(user);
  }

  @Get('session/:sessionId')
  @ZodRoute({
    summary: "Feedback form link of a feedback session, with the user's e-mail",
    params: FeedbackSessionParamsSchema,
    response: FeedbackRedirectSchema,
    errors: { 404: FEEDBACK_SESSION_NOT_FOUND },
  })
  getSession(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: FeedbackSessionParams,
  ): Promise<FeedbackRedirect> {
    return this.service.getSessionLink(user, params.sessionId);
  }
}
