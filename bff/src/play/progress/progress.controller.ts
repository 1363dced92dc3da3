import { Controller, Get, Inject } from '@nestjs/common';
import { ZodRoute, ZodTags } from '../../common/zod-route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { ProgressPageSchema, type ProgressPageDto } from './progress.dto.js';
import { ProgressService } from './progress.service.js';

/** The page read of /games/progress (ADR 0019: one request per page). */
@ZodTags('pages')
@Controller('pages')
export class ProgressController {
  constructor(@Inject(ProgressService) private readonly service: ProgressService) {}

  @Get('progress')
  @ZodRoute({
    summary:
      "Progress: the signed-in user's per-game stats, voice metric trends against their own baseline, and the daily streak calendar",
    response: ProgressPageSchema,
  })
  progress(@CurrentUser() user: AuthenticatedUser): Promise<ProgressPageDto> {
    return this.service.page(user);
  }
}
