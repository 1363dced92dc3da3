export {
  courseCatalogue,
  coursePracticeCatalogue,
  lectureMinutes,
  lessonDuration,
  lessonPracticeSession,
} from './catalogue.js';
export { lectureLengths } from './lecture-lengths.js';
export { learner as lectureLearner, say as lectureSay } from './lectures/scene.js';
export { seedCourses, syncCourseContent, type ContentSyncResult, type SeedCoursesResult } from './seed-courses.js';
export {
  LECTURE_CHAPTERS,
  lectureVideoPath,
  lessonPracticeSlug,
  type CourseSeed,
  type LessonSeed,
  type LectureChapter,
  type LectureScene,
  type LessonPracticeSeed,
} from './catalogue-types.js';
