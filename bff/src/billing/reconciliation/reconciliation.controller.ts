import { Controller, Get, Inject, Post } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from '../../identity/access/require-feature.decorator.js';
import { PAYMENTS_UNAVAILABLE } from '../subscriptions/subscriptions.dto.js';
import { ReconciliationSchema, type ReconciliationDto } from './reconciliation.dto.js';
import { ReconciliationService } from './reconciliation.service.js';

/** The billing reconciliation for admins (issue 44): what differs between the payment provider and the product. */
@ZodTags('admin', 'billing')
@Controller('admin/billing/reconciliation')
@RequireFeature('ADMIN_ONLY')
export class ReconciliationController {
  constructor(@Inject(ReconciliationService) private readonly service: ReconciliationService) {}

  @Get()
  @ZodRoute({
    summary: 'The latest reconciliation runs and the drift the latest one found, with counts by kind',
    response: ReconciliationSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  overview(): Promise<ReconciliationDto> {
    return this.service.overview();
  }

  @Post()
  @ZodRoute({
    summary: 'Reconcile now: compare every customer at the payment provider with the product and repair what it can',
    response: ReconciliationSchema,
    errors: { 403: NO_ACCESS_MESSAGE, 502: PAYMENTS_UNAVAILABLE },
  })
  run(): Promise<ReconciliationDto> {
    return this.service.runNow();
  }
}
