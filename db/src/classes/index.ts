export {
  seedDevelopmentClasses,
  DEVELOPMENT_ZOOM_MEETING_ID,
  DEVELOPMENT_FEEDBACK_FORM_URL,
  type SeededClasses,
} from './seed-classes.js';
export {
  classEventCatalogue,
  scheduledClassCatalogue,
  cohortMateCatalogue,
  fundamentalsCurriculum,
  COHORT_GROUP_NAME,
  COHORT_COMMUNITY_URL,
  COHORT_ACTIVE_WEEK,
  type ClassEventSeed,
  type ScheduledClassSeed,
  type CohortMemberSeed,
} from './catalogue.js';
