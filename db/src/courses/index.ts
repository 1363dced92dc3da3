export { courseCatalogue, coursePracticeCatalogue, lessonPracticeSession } from './catalogue.js';
export { seedCourses, type SeedCoursesResult } from './seed-courses.js';
export {
  lectureVideoPath,
  lessonPracticeSlug,
  type CourseSeed,
  type LessonSeed,
  type LectureScene,
  type LessonPracticeSeed,
} from './catalogue-types.js';
