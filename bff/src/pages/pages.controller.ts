import { Controller, Get, Inject } from '@nestjs/common';
import { ZodRoute } from '../common/zod-route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../identity/auth/current-user.decorator.js';
import { HomePageSchema, ShellPageSchema, type HomePageDto, type ShellPageDto } from './pages.dto.js';
import { PagesService } from './pages.service.js';

/** Page reads of the web app (ADR 0019): one request per page instead of one per section. */
@Controller('pages')
export class PagesController {
  constructor(@Inject(PagesService) private readonly service: PagesService) {}

  @Get('shell')
  @ZodRoute({
    summary: "A /games page's shell: the profile, unseen notifications and the private coaching check",
    tags: ['pages'],
    response: ShellPageSchema,
  })
  shell(@CurrentUser() user: AuthenticatedUser): Promise<ShellPageDto> {
    return this.service.shell(user);
  }

  @Get('home')
  @ZodRoute({
    summary: 'Home: its shell, the games, the course catalogue (with SELF_PACED_COURSES) and the class lists',
    tags: ['pages'],
    response: HomePageSchema,
  })
  home(@CurrentUser() user: AuthenticatedUser): Promise<HomePageDto> {
    return this.service.home(user);
  }
}
