export { practiceSessionCatalogue } from './catalogue.js';
export { seedPracticeSessions, type SeedPracticeResult } from './seed-practice.js';
export {
  TODAYS_PRACTICE_DURATION,
  type PracticeSessionSeed,
  type ElementSeed,
  type GoalSeed,
  type ContentSeed,
  type InputSeed,
} from './catalogue-types.js';
