import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { Idempotency, type IdempotentRequest } from '../../common/idempotency.js';
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
  400: 'The request is not a batch (no rows, more than 500, a bad time zone) or breaks a rule of the file (two groups in one Users upload): nothing was written. A bad row is not a 400: it is answered REFUSED with its issues',
  403: NO_ACCESS_MESSAGE,
};

const answer =
  'Per row: CREATED, UPDATED, UNCHANGED, or REFUSED with its issues; the rows that were not refused are written in one transaction';

/** The admin's bulk uploads of spec 3 §7, behind ADMIN_ONLY: per-row answers, and a retried chunk (its idempotency key) writes nothing twice (ADR 0032). */
@ZodTags('bulk upload')
@Controller()
@RequireFeature('ADMIN_ONLY')
export class BulkUploadController {
  constructor(@Inject(BulkUploadService) private readonly service: BulkUploadService) {}

  @Post('user_group/batch')
  @ZodRoute({
    summary: 'Users CSV: users, their plan and promo, and their one group; every user created is invited',
    description: answer,
    idempotent: true,
    body: UsersBatchSchema,
    response: BulkUploadResultSchema,
    errors,
  })
  users(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UsersBatch,
    @Idempotency() request: IdempotentRequest,
  ): Promise<BulkUploadResult> {
    return this.service.users(user, body, request);
  }

  @Post('events/scheduled/batch')
  @ZodRoute({
    summary: 'Scheduled Events CSV: classes of existing events, each host registered as HOST',
    description: answer,
    idempotent: true,
    body: ScheduledEventsBatchSchema,
    response: BulkUploadResultSchema,
    errors,
  })
  scheduledEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ScheduledEventsBatch,
    @Idempotency() request: IdempotentRequest,
  ): Promise<BulkUploadResult> {
    return this.service.scheduledEvents(user, body, request);
  }

  @Post('user_scheduled_event/batch')
  @ZodRoute({
    summary:
      'User Scheduled Events CSV: registrations and cancellations through the registration decider (capacity holds)',
    description: `${answer}. A row past a class’s capacity is REFUSED`,
    idempotent: true,
    body: UserScheduledEventsBatchSchema,
    response: BulkUploadResultSchema,
    errors,
  })
  userScheduledEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UserScheduledEventsBatch,
    @Idempotency() request: IdempotentRequest,
  ): Promise<BulkUploadResult> {
    return this.service.userScheduledEvents(user, body, request);
  }
}
