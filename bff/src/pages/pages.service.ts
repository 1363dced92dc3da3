import { Inject, Injectable } from '@nestjs/common';
import { isRefusal } from '@impromptu/kernel';
import type { Logger } from 'pino';
import { NotificationsService } from '../assessments/notifications/notifications.service.js';
import { ShapeService } from '../assessments/shape/shape.service.js';
import { CohortsService } from '../classes/cohorts/cohorts.service.js';
import { RegistrationsService } from '../classes/registrations/registrations.service.js';
import { CoursesService } from '../courses/courses/courses.service.js';
import { AccessService } from '../identity/access/access.service.js';
import type { AuthenticatedUser } from '../identity/auth/current-user.decorator.js';
import { UsersService } from '../identity/users/users.service.js';
import { LOGGER } from '../infrastructure/tokens.js';
import { GamesService } from '../play/games/games.service.js';
import { PracticeSessionsService } from '../practice/practice-sessions/practice-sessions.service.js';
import { ProgressService } from '../play/progress/progress.service.js';
import { PageViewCache } from './page-view-cache.js';
import type {
  CohortViewDto,
  ClassViewDto,
  CatalogueViewDto,
  HomePageDto,
  ProgressViewDto,
  ShellPageDto,
} from './pages.dto.js';

/**
 * Page reads (ADR 0019): what one page of the web app shows, read in one request through the same
 * services its single routes use. A page view is the product's most common request; each BFF request
 * costs both processes a round of parsing, checks and logging, so a page asks once.
 */
@Injectable()
export class PagesService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
    @Inject(ShapeService) private readonly shape: ShapeService,
    @Inject(GamesService) private readonly games: GamesService,
    @Inject(CoursesService) private readonly courses: CoursesService,
    @Inject(RegistrationsService) private readonly classes: RegistrationsService,
    @Inject(PracticeSessionsService) private readonly practice: PracticeSessionsService,
    @Inject(ProgressService) private readonly progressService: ProgressService,
    @Inject(CohortsService) private readonly cohorts: CohortsService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PageViewCache) private readonly cache: PageViewCache,
  ) {}

  async shell(user: AuthenticatedUser): Promise<ShellPageDto> {
    const [profile, notifications, status] = await Promise.all([
      this.users.getProfile(user.id),
      // Neither stops the page: without an answer there is no banner and no redirect this time.
      this.notifications.unseen(user).catch(this.orElse('notifications', [])),
      this.shape.status(user).catch(this.orElse('private coaching check', null)),
    ]);
    return { profile, notifications, mustStartPrivateCoaching: status?.mustStartPrivateCoaching ?? false };
  }

  async home(user: AuthenticatedUser): Promise<HomePageDto> {
    const { features } = await this.access.forUser(user.id);
    const [shell, games, courses, classes, dailyPractice] = await Promise.all([
      this.shell(user),
      this.games.getAll(),
      features['SELF_PACED_COURSES']?.available === true ? this.courses.catalogue(user) : null,
      // Home stays up when the schedule cannot be read: the class sections are left out.
      this.classes.home(user).catch(this.orElse('class lists', null)),
      features['DAILY_PRACTICE']?.available === true
        ? this.practice.todayStatus(user).catch(this.orElse('daily practice status', null))
        : null,
    ]);
    return { shell, games, courses, classes, dailyPractice };
  }

  /*
   * The other /games pages' reads (ADR 0043 addendum): the shell with what the page shows. A part that cannot be read
   * is null and the page asks its own route, which answers the error as it always did.
   */

  async classView(user: AuthenticatedUser): Promise<ClassViewDto> {
    const [shell, classes] = await Promise.all([
      this.shell(user),
      this.classes.list(user).catch(this.orElse('class list', null)),
    ]);
    return { shell, classes };
  }

  async catalogueView(user: AuthenticatedUser): Promise<CatalogueViewDto> {
    const { features } = await this.access.forUser(user.id);
    const [shell, courses] = await Promise.all([
      this.shell(user),
      features['SELF_PACED_COURSES']?.available === true
        ? this.courses.catalogue(user).catch(this.orElse('course catalogue', null))
        : null,
    ]);
    return { shell, courses };
  }

  async cohortView(user: AuthenticatedUser, groupId: string | undefined): Promise<CohortViewDto> {
    const [shell, cohort, banner] = await Promise.all([
      this.shell(user),
      // Without an active cohort the dashboard answers 404: null, and the page's own request answers it as before.
      this.cohorts.dashboard(user, groupId).catch((error: unknown) => {
        // Any other error is a part left out, as orElse's: the page is not held (ADR 0063).
        if (!isRefusal(error, 'not_found')) this.cache.degraded();
        return null;
      }),
      this.classes.banner(user).catch(this.orElse('class banner', null)),
    ]);
    return { shell, cohort, banner };
  }

  async progressView(user: AuthenticatedUser): Promise<ProgressViewDto> {
    const [shell, progress] = await Promise.all([
      this.shell(user),
      this.progressService.page(user).catch(this.orElse('progress', null)),
    ]);
    return { shell, progress };
  }

  private orElse<T>(what: string, fallback: T) {
    return (error: unknown): T => {
      // A page with a part left out is answered, never held: the next read tries the part again (ADR 0063).
      this.cache.degraded();
      this.logger.warn({ err: error }, `page read: ${what} left out`);
      return fallback;
    };
  }
}
