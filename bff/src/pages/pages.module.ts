import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { NotificationsModule } from '../assessments/notifications/notifications.module.js';
import { ShapeModule } from '../assessments/shape/shape.module.js';
import { CohortsModule } from '../classes/cohorts/cohorts.module.js';
import { RegistrationsModule } from '../classes/registrations/registrations.module.js';
import { CoursesAreaModule } from '../courses/courses/courses.module.js';
import { AccessModule } from '../identity/access/access.module.js';
import { UsersModule } from '../identity/users/users.module.js';
import { GamesModule } from '../play/games/games.module.js';
import { ProgressModule } from '../play/progress/progress.module.js';
import { PracticeSessionsModule } from '../practice/practice-sessions/practice-sessions.module.js';
import { PageViewCache } from './page-view-cache.js';
import { PageWritesInterceptor } from './page-writes.interceptor.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';

/**
 * Pages: reads composed for one page of the web app, over the contexts' own services (ADR 0019), each held per learner
 * and forgotten by the writes and projection batches that change it (ADR 0063).
 */
@Module({
  imports: [
    UsersModule,
    AccessModule,
    NotificationsModule,
    ShapeModule,
    GamesModule,
    CoursesAreaModule,
    RegistrationsModule,
    PracticeSessionsModule,
    ProgressModule,
    CohortsModule,
  ],
  controllers: [PagesController],
  providers: [PagesService, PageViewCache, { provide: APP_INTERCEPTOR, useClass: PageWritesInterceptor }],
})
export class PagesModule {}
