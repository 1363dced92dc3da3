import { Controller, Get, Inject, Query } from '@nestjs/common';
import { CohortQuerySchema, type CohortQuery } from '../classes/cohorts/cohorts.dto.js';
import { ZodRoute } from '../common/zod-route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../identity/auth/current-user.decorator.js';
import {
  ClassViewSchema,
  CatalogueViewSchema,
  CohortViewSchema,
  HomePageSchema,
  ProgressViewSchema,
  ShellPageSchema,
  type ClassViewDto,
  type CatalogueViewDto,
  type CohortViewDto,
  type HomePageDto,
  type ProgressViewDto,
  type ShellPageDto,
} from './pages.dto.js';
import { PageViewCache } from './page-view-cache.js';
import { PagesService } from './pages.service.js';

/**
 * Page reads of the web app (ADR 0019): one request per page instead of one per section, each held per learner until
 * an event changes it (ADR 0063).
 */
@Controller('pages')
export class PagesController {
  constructor(
    @Inject(PagesService) private readonly service: PagesService,
    @Inject(PageViewCache) private readonly cache: PageViewCache,
  ) {}

  @Get('shell')
  @ZodRoute({
    summary: "A /games page's shell: the profile, unseen notifications and the private coaching check",
    tags: ['pages'],
    response: ShellPageSchema,
  })
  shell(@CurrentUser() user: AuthenticatedUser): Promise<ShellPageDto> {
    return this.cache.read('shell', user.id, '', () => this.service.shell(user));
  }

  @Get('home')
  @ZodRoute({
    summary: 'Home: its shell, the games, the course catalogue (with SELF_PACED_COURSES) and the class lists',
    tags: ['pages'],
    response: HomePageSchema,
  })
  home(@CurrentUser() user: AuthenticatedUser): Promise<HomePageDto> {
    return this.cache.read('home', user.id, '', () => this.service.home(user));
  }

  @Get('class')
  @ZodRoute({
    summary: '/games/class: its shell and the class list (what GET /events/scheduled answers)',
    tags: ['pages'],
    response: ClassViewSchema,
  })
  classes(@CurrentUser() user: AuthenticatedUser): Promise<ClassViewDto> {
    return this.cache.read('class', user.id, '', () => this.service.classView(user));
  }

  @Get('course')
  @ZodRoute({
    summary: '/games/course: its shell and the course catalogue (with SELF_PACED_COURSES)',
    tags: ['pages'],
    response: CatalogueViewSchema,
  })
  course(@CurrentUser() user: AuthenticatedUser): Promise<CatalogueViewDto> {
    return this.cache.read('course', user.id, '', () => this.service.catalogueView(user));
  }

  @Get('progress/view')
  @ZodRoute({
    summary: '/games/progress: its shell and what GET /pages/progress answers',
    tags: ['pages'],
    response: ProgressViewSchema,
  })
  progress(@CurrentUser() user: AuthenticatedUser): Promise<ProgressViewDto> {
    return this.cache.read('progress', user.id, '', () => this.service.progressView(user));
  }

  @Get('cohort')
  @ZodRoute({
    summary:
      '/games/cohort: its shell, the cohort dashboard (null when GET /cohorts/dashboard answers an error) and the class banner',
    tags: ['pages'],
    query: CohortQuerySchema,
    response: CohortViewSchema,
  })
  cohort(@CurrentUser() user: AuthenticatedUser, @Query() query: CohortQuery): Promise<CohortViewDto> {
    return this.cache.read('cohort', user.id, query.groupId ?? '', () => this.service.cohortView(user, query.groupId));
  }
}
