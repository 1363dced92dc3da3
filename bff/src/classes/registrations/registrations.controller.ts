import { Body, Controller, Delete, Get, Inject, Param, Post, StreamableFile } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { FREE_PLAN_CANNOT_REGISTER } from '@impromptu/classes/rules';
import { JoinLinkResponseSchema, MEETINGS_PROVIDER_FAILED, type JoinLinkResponse } from '../meetings/meetings.dto.js';
import {
  CancelBodySchema,
  CancelledSchema,
  ClassBannerSchema,
  HomeClassesSchema,
  JOIN_NOT_OPEN,
  NOT_REGISTERED,
  RegisterBodySchema,
  RegisteredSchema,
  RegistrationListSchema,
  SCHEDULED_EVENT_NOT_FOUND,
  ScheduledClassListSchema,
  ScheduledClassSchema,
  ScheduledEventParamsSchema,
  type CancelBody,
  type Cancelled,
  type ClassBanner,
  type HomeClasses,
  type RegisterBody,
  type Registered,
  type RegistrationList,
  type ScheduledClassDto,
  type ScheduledClassList,
  type ScheduledEventParams,
} from './registrations.dto.js';
import { RegistrationsService } from './registrations.service.js';

/** Live classes (spec 3 §2.9, §4.4, §7): the schedule, registrations and join links. */
@ZodTags('classes')
@Controller()
export class RegistrationsController {
  constructor(@Inject(RegistrationsService) private readonly service: RegistrationsService) {}

  @Get('events/scheduled')
  @ZodRoute({
    summary: 'The class list: PUBLIC classes from now to 25 days ahead, with the user’s own registration',
    response: ScheduledClassListSchema,
  })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ScheduledClassList> {
    return this.service.list(user);
  }

  @Get('events/scheduled/home')
  @ZodRoute({
    summary: 'Home: Free Live Classes (free plan, first 4) and Upcoming Live Classes (10)',
    response: HomeClassesSchema,
  })
  home(@CurrentUser() user: AuthenticatedUser): Promise<HomeClasses> {
    return this.service.home(user);
  }

  @Get('events/scheduled/:scheduledEventId')
  @ZodRoute({
    summary: 'One class (the event page)',
    description: 'A PRIVATE class answers 404 unless the user holds a registration for it.',
    params: ScheduledEventParamsSchema,
    response: ScheduledClassSchema,
    errors: { 404: SCHEDULED_EVENT_NOT_FOUND },
  })
  get(@CurrentUser() user: AuthenticatedUser, @Param() params: ScheduledEventParams): Promise<ScheduledClassDto> {
    return this.service.get(user, params.scheduledEventId);
  }

  @Get('events/scheduled/:scheduledEventId/registrations')
  @ZodRoute({
    summary: 'The registration list of a class (spec 3 §4.9); also pushed over the live channel',
    params: ScheduledEventParamsSchema,
    response: RegistrationListSchema,
    errors: { 404: SCHEDULED_EVENT_NOT_FOUND },
  })
  registrations(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: ScheduledEventParams,
  ): Promise<RegistrationList> {
    return this.service.registrations(user, params.scheduledEventId);
  }

  @Post('events/register')
  @ZodRoute({
    summary:
      'Register for a class (AttendeeRegistered); answers the join link. A retry with the same key registers once',
    body: RegisterBodySchema,
    response: RegisteredSchema,
    status: 201,
    errors: {
      403: FREE_PLAN_CANNOT_REGISTER,
      404: SCHEDULED_EVENT_NOT_FOUND,
      409: 'Already registered, the class is full, or it has ended',
      502: MEETINGS_PROVIDER_FAILED,
    },
    idempotent: true,
  })
  register(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RegisterBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<Registered> {
    return this.service.register(user, body, idempotency);
  }

  @Delete('events/scheduled/:scheduledEventId/registration')
  @ZodRoute({
    summary: 'Cancel the own registration (RegistrationCancelled); the seat is free again',
    params: ScheduledEventParamsSchema,
    body: CancelBodySchema,
    response: CancelledSchema,
    errors: { 404: SCHEDULED_EVENT_NOT_FOUND, 409: NOT_REGISTERED },
    idempotent: true,
  })
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: ScheduledEventParams,
    @Body() _body: CancelBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<Cancelled> {
    return this.service.cancel(user, params.scheduledEventId, idempotency);
  }

  @Get('events/:scheduledEventId/join')
  @ZodRoute({
    summary:
      'The start link (host) or join link (attendee) of a class the user is registered for; taken while live, it counts as attending',
    params: ScheduledEventParamsSchema,
    response: JoinLinkResponseSchema,
    errors: {
      403: NOT_REGISTERED,
      404: SCHEDULED_EVENT_NOT_FOUND,
      409: JOIN_NOT_OPEN,
      502: MEETINGS_PROVIDER_FAILED,
    },
  })
  join(@CurrentUser() user: AuthenticatedUser, @Param() params: ScheduledEventParams): Promise<JoinLinkResponse> {
    return this.service.join(user, params.scheduledEventId);
  }

  @Get('events/scheduled/:scheduledEventId/calendar')
  @ZodRoute({
    summary: 'Add to calendar: the class as an iCalendar file (text/calendar, RFC 5545), linking to its page',
    params: ScheduledEventParamsSchema,
    errors: { 404: SCHEDULED_EVENT_NOT_FOUND },
  })
  async calendar(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: ScheduledEventParams,
  ): Promise<StreamableFile> {
    const { fileName, body } = await this.service.calendar(user, params.scheduledEventId);
    return new StreamableFile(Buffer.from(body, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Get('classes/banner')
  @ZodRoute({
    summary: 'The class banner (spec 3 §4.5): hidden, upcoming (15 minutes or less) or live',
    response: ClassBannerSchema,
  })
  banner(@CurrentUser() user: AuthenticatedUser): Promise<ClassBanner> {
    return this.service.banner(user);
  }
}
