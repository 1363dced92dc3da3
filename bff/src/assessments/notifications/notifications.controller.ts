import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
import {
  AdminNotificationSchema,
  AdminNotificationsSchema,
  CreateNotificationBodySchema,
  NotificationImpressionBodySchema,
  NotificationParamsSchema,
  UserNotificationListSchema,
  type AdminNotificationDto,
  type AdminNotificationsDto,
  type CreateNotificationBody,
  type NotificationImpressionBody,
  type NotificationParams,
  type UserNotificationDto,
} from './notifications.dto.js';
import { GROUP_NOT_FOUND, NAME_TAKEN, NOTIFICATION_NOT_FOUND, NotificationsService } from './notifications.service.js';

/** The signed-in user's banner notifications (spec 2 §2–§4, §7). */
@ZodTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly service: NotificationsService) {}

  @Get()
  @ZodRoute({
    summary: "The user's unseen notifications (everyone's and their groups'), oldest first",
    response: UserNotificationListSchema,
  })
  list(@CurrentUser() user: AuthenticatedUser): Promise<UserNotificationDto[]> {
    return this.service.unseen(user);
  }

  @Post(':notificationId/seen')
  @ZodRoute({
    summary: "Dismiss: sets the user's notification seen and records 'Notification Closed' (once)",
    params: NotificationParamsSchema,
    status: 204,
    errors: { 404: NOTIFICATION_NOT_FOUND },
  })
  dismiss(@CurrentUser() user: AuthenticatedUser, @Param() params: NotificationParams): Promise<void> {
    return this.service.dismiss(user, params.notificationId);
  }

  @Post(':notificationId/impression')
  @ZodRoute({
    summary: 'Counts one showing of the banner (user_notification.impressions); a retry with the same key counts once',
    params: NotificationParamsSchema,
    body: NotificationImpressionBodySchema,
    status: 202,
    errors: { 404: NOTIFICATION_NOT_FOUND },
    idempotent: true,
  })
  impression(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: NotificationParams,
    // Validated here (the key is required); @Idempotency reads the same key.
    @Body() _body: NotificationImpressionBody,
    @Idempotency() idempotency: IdempotentRequest,
  ): Promise<void> {
    return this.service.impression(user, params.notificationId, idempotency);
  }

  @Post(':notificationId/cta')
  @ZodRoute({
    summary: "Records 'CTA Clicked' and 'Notification CTA Clicked'",
    params: NotificationParamsSchema,
    status: 202,
    errors: { 404: NOTIFICATION_NOT_FOUND },
  })
  cta(@CurrentUser() user: AuthenticatedUser, @Param() params: NotificationParams): Promise<void> {
    return this.service.ctaClicked(user, params.notificationId);
  }
}

/** Admin: every notification, and creating one for everyone or a group. */
@ZodTags('admin')
@Controller('admin/notifications')
@RequireFeature('ADMIN_ONLY')
export class NotificationsAdminController {
  constructor(@Inject(NotificationsService) private readonly service: NotificationsService) {}

  @Get()
  @ZodRoute({
    summary: 'Every notification, newest first, and the groups one can be sent to',
    response: AdminNotificationsSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  list(): Promise<AdminNotificationsDto> {
    return this.service.list();
  }

  @Post()
  @ZodRoute({
    summary:
      'Create a notification for everyone (groupId null) or the members of a group; the same one sent again answers the first',
    body: CreateNotificationBodySchema,
    response: AdminNotificationSchema,
    status: 201,
    errors: { 403: NO_ACCESS_MESSAGE, 409: NAME_TAKEN, 400: GROUP_NOT_FOUND },
  })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateNotificationBody): Promise<AdminNotificationDto> {
    return this.service.create(user, body);
  }
}
