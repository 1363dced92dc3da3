import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  CurrentClassQuerySchema,
  JoinLinkResponseSchema,
  MEETING_NOT_FOUND,
  MEETINGS_PROVIDER_FAILED,
  MeetingIdParamsSchema,
  NO_CURRENT_CLASS,
  type CurrentClassQuery,
  type JoinLinkResponse,
  type MeetingIdParams,
} from './meetings.dto.js';
import { MeetingsService } from './meetings.service.js';

@ZodTags('meetings')
@Controller('zoom/meeting')
export class MeetingsController {
  constructor(@Inject(MeetingsService) private readonly service: MeetingsService) {}

  // Declared before ':meetingId/join' so that 'current' is never taken for a meeting id.
  @Get('current/join')
  @ZodRoute({
    summary: "Join link of the user's current class",
    description:
      'A registered class of the given types that starts within the next hour or finished at most 2 hours ago.',
    query: CurrentClassQuerySchema,
    response: JoinLinkResponseSchema,
    errors: { 404: NO_CURRENT_CLASS, 502: MEETINGS_PROVIDER_FAILED },
  })
  joinCurrentClass(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: CurrentClassQuery,
  ): Promise<JoinLinkResponse> {
    return this.service.joinCurrentClass(user, query.eventTypes);
  }

  @Get(':meetingId/join')
  @ZodRoute({
    summary: 'Join link (start link for a host) of a meeting the user is registered for',
    params: MeetingIdParamsSchema,
    response: JoinLinkResponseSchema,
    errors: { 404: MEETING_NOT_FOUND, 502: MEETINGS_PROVIDER_FAILED },
  })
  joinMeeting(@CurrentUser() user: AuthenticatedUser, @Param() params: MeetingIdParams): Promise<JoinLinkResponse> {
    return this.service.joinMeeting(user, params.meetingId);
  }
}
