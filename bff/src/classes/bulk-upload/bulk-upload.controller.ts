import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { ZodRoute } from '../../common/zod-route.decorator.js';
import {
  BulkUploadResultSchema,
  ScheduledEventsBatchSchema,
  UserScheduledEventsBatchSchema,
  UsersBatchSchema,
  type BulkUploadResult,
  type ScheduledEventsBatch,
  type UserScheduledEventsBatch,
  type UsersBatch,
} from './bulk-upload.dto.js';
import { BulkUploadService } from './bulk-upload.service.js';

const errors = {
  400: 'A row is invalid or names something that does not exist: each issue names the row and the column',
  403: NO_ACCESS_MESSAGE,
};

/** The admin's bulk uploads of spec 3 §7, behind ADMIN_ONLY: all-or-nothing, and the same file twice creates nothing twice. */
@Controller()
@RequireFeature('ADMIN_ONLY')
export class BulkUploadController {
  constructor(@Inject(BulkUploadService) private readonly service: BulkUploadService) {}

  @Post('user_group/batch')
  @HttpCode(HttpStatus.OK)
  @ZodRoute({
    summary: 'Users CSV: users, their plan and promo, and their one group',
    tags: ['bulk upload'],
    body: UsersBatchSchema,
    response: BulkUploadResultSchema,
    errors,
  })
  users(@CurrentUser() user: AuthenticatedUser, @Body() body: UsersBatch): Promise<BulkUploadResult> {
    return this.service.users(user, body);
  }

  @Post('events/scheduled/batch')
  @HttpCode(HttpStatus.OK)
  @ZodRoute({
    summary: 'Scheduled Events CSV: classes of existing events, each host registered as HOST',
    tags: ['bulk upload'],
    body: ScheduledEventsBatchSchema,
    response: BulkUploadResultSchema,
    errors,
  })
  scheduledEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ScheduledEventsBatch,
  ): Promise<BulkUploadResult> {
    return this.service.scheduledEvents(user, body);
  }

  @Post('user_scheduled_event/batch')
  @HttpCode(HttpStatus.OK)
  @ZodRoute({
    summary:
      'User Scheduled Events CSV: registrations and cancellations through the registration decider (capacity holds)',
    tags: ['bulk upload'],
    body: UserScheduledEventsBatchSchema,
    response: BulkUploadResultSchema,
    errors: { ...errors, 409: 'A row would register past a class’s capacity: nothing was written' },
  })
  userScheduledEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UserScheduledEventsBatch,
  ): Promise<BulkUploadResult> {
    return this.service.userScheduledEvents(user, body);
  }
}
