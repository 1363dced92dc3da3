import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../../identity/auth/public.decorator.js';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { HealthReportSchema, type HealthReport } from './health.dto.js';
import { HealthService } from './health.service.js';

@Public()
@ZodTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly service: HealthService) {}

  @Get()
  @ZodRoute({
    summary: 'Whether the BFF reaches PostgreSQL and Redis',
    response: HealthReportSchema,
    errors: { 503: 'A dependency is down: the error shape plus status "error" and the checks' },
  })
  getHealth(): Promise<HealthReport> {
    return this.service.getHealth();
  }
}
