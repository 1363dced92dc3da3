export {
  createDb,
  ensureDatabase,
  databaseNameOf,
  redactUrl,
  LOCAL_DATABASE_URL,
  type CreateDbOptions,
} from './database.js';
export { migrateToLatest, migrateDown, resetDatabase, MigrationError } from './migrator.js';
export { migrations } from './migrations/index.js';
export { seed, DEMO_PASSWORD, demoAccounts, type DemoAccount, type SeedOptions, type SeedResult } from './seed.js';
export {
  seedGameContent,
  gameContentCatalogue,
  contentCollectionCatalogue,
  GAME_CONTENT_TYPES,
  DEFAULT_CONTENT_COLLECTION,
  type GameContentSeed,
  type ContentCollectionSeed,
  type SeedGameContentResult,
} from './content/index.js';
export {
  exerciseOfGoal,
  practiceExercise,
  type PracticeExercise,
  seedPracticeSessions,
  practiceSessionCatalogue,
  TODAYS_PRACTICE_DURATION,
  type PracticeSessionSeed,
  type SeedPracticeResult,
} from './practice/index.js';
export {
  seedCourses,
  courseCatalogue,
  coursePracticeCatalogue,
  lectureLengths,
  lectureLearner,
  lectureSay,
  lectureMinutes,
  lessonDuration,
  LECTURE_CHAPTERS,
  lectureVideoPath,
  lessonPracticeSlug,
  type CourseSeed,
  type LessonSeed,
  type LectureChapter,
  type LectureScene,
  type SeedCoursesResult,
} from './courses/index.js';
export {
  seedDevelopmentClasses,
  DEVELOPMENT_ZOOM_MEETING_ID,
  DEVELOPMENT_FEEDBACK_FORM_URL,
  scheduledClassCatalogue,
  cohortMateCatalogue,
  COHORT_GROUP_NAME,
  type SeededClasses,
  type ScheduledClassSeed,
} from './classes/index.js';
export {
  seedTraits,
  seedDevelopmentAssessments,
  traitCatalogue,
  TRAIT_CATEGORIES,
  DEFAULT_QUESTION_SET,
  DEMO_POD_NAME,
  type TraitSeed,
} from './assessments/index.js';
export {
  USER_TYPES,
  SUBSCRIPTION_TYPES,
  planCatalogue,
  gameCatalogue,
  featureCatalogue,
  type PlanSeed,
  type GameSeed,
  type FeatureSeed,
} from './reference-data.js';
export type * from './schema/index.js';
