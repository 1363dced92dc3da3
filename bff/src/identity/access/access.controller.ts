import { Controller, Get } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { AdminAccessSchema, type AdminAccessDto } from './access.dto.js';
import { NO_ACCESS_MESSAGE, RequireFeature } from './require-feature.decorator.js';

@ZodTags('access')
@Controller('admin')
export class AccessController {
  @Get('access')
  @RequireFeature('ADMIN_ONLY')
  @ZodRoute({
    summary: 'Confirm that the signed-in user may open the admin pages',
    response: AdminAccessSchema,
    errors: { 403: NO_ACCESS_MESSAGE },
  })
  getAdminAccess(): AdminAccessDto {
    return { admin: true };
  }
}
