export { courseCatalogue, coursePracticeCatalogue, lectureMinutes, lessonDuration } from './catalogue.js';
export { lectureLengths } from './lecture-lengths.js';
export { learner as lectureLearner, say as lectureSay } from './lectures/scene.js';
export { seedCourses, type SeedCoursesResult } from './seed-courses.js';
export {
  LECTURE_CHAPTERS,
  lectureVideoPath,
  lessonPracticeSlug,
  type CourseSeed,
  type LessonSeed,
  type LectureChapter,
  type LectureScene,
} from './catalogue-types.js';
