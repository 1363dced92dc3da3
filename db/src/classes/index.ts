export {
  seedDevelopmentClasses,
  DEVELOPMENT_ZOOM_MEETING_ID,
  DEVELOPMENT_FEEDBACK_FORM_URL,
  type SeededClasses,
} from './seed-classes.js';
export {
  scheduledClassCatalogue,
  cohortMateCatalogue,
  COHORT_GROUP_NAME,
  type ScheduledClassSeed,
} from './catalogue.js';
