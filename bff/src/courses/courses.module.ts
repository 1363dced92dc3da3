import { Module } from '@nestjs/common';
import { CoursesAreaModule } from './courses/courses.module.js';

/** Courses: the catalogue, a course's lessons, their lecture, practice and certificate. */
@Module({ imports: [CoursesAreaModule] })
export class CoursesModule {}
