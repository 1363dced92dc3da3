import { Module } from '@nestjs/common';
import { CoursesAreaModule } from './courses/courses.module.js';
import { LessonMediaModule } from './lesson-media/lesson-media.module.js';

/** Courses: the catalogue, a course's lessons, their lecture, practice and certificate, and the lesson media coaches publish. */
@Module({ imports: [CoursesAreaModule, LessonMediaModule] })
export class CoursesModule {}
