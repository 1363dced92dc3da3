import { Body, Controller, Get, Inject, Param, Patch, Put } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import {
  TimeZoneSchema,
  UNKNOWN_TIME_ZONE,
  UpdateProfileBodySchema,
  UpdateTimeZoneBodySchema,
  UserIdParamsSchema,
  UserProfileSchema,
  type TimeZoneDto,
  type UpdateProfileBody,
  type UpdateTimeZoneBody,
  type UserIdParams,
  type UserProfileDto,
} from './users.dto.js';
import { NOT_YOUR_TIME_ZONE, UsersService } from './users.service.js';

@ZodTags('user')
@Controller('user')
export class UsersController {
  constructor(@Inject(UsersService) private readonly service: UsersService) {}

  @Get('me')
  @ZodRoute({
    summary: "The signed-in user's profile: plan, groups, flags, features and navigation",
    response: UserProfileSchema,
  })
  getMe(@CurrentUser() user: AuthenticatedUser): Promise<UserProfileDto> {
    return this.service.getProfile(user.id);
  }

  @Patch('me')
  @ZodRoute({
    summary: "Change the signed-in user's first and last name",
    body: UpdateProfileBodySchema,
    response: UserProfileSchema,
  })
  updateMe(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateProfileBody): Promise<UserProfileDto> {
    return this.service.updateNames(user.id, body);
  }

  @Put(':id/tz')
  @ZodRoute({
    summary: "Store the browser's IANA time zone when it differs from the stored one",
    params: UserIdParamsSchema,
    body: UpdateTimeZoneBodySchema,
    response: TimeZoneSchema,
    errors: { 400: UNKNOWN_TIME_ZONE, 403: NOT_YOUR_TIME_ZONE },
  })
  updateTimeZone(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: UserIdParams,
    @Body() body: UpdateTimeZoneBody,
  ): Promise<TimeZoneDto> {
    return this.service.updateTimeZone(user, params.id, body);
  }
}
