import { Module } from '@nestjs/common';
import { PracticeSessionsModule } from '../../practice/practice-sessions/practice-sessions.module.js';
import { LessonMediaModule } from '../lesson-media/lesson-media.module.js';
import { WatchedVideosModule } from '../watched-videos/watched-videos.module.js';
import { CoursesController } from './courses.controller.js';
import { CoursesRepository } from './courses.repository.js';
import { CoursesService } from './courses.service.js';

@Module({
  imports: [PracticeSessionsModule, WatchedVideosModule, LessonMediaModule],
  controllers: [CoursesController],
  providers: [CoursesService, CoursesRepository],
  exports: [CoursesService],
})
export class CoursesAreaModule {}
