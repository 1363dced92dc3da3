export { practiceSessionCatalogue } from './catalogue.js';
export { exerciseOfGoal, practiceExercise, type PracticeExercise } from './exercises.js';
export { seedPracticeSessions, type SeedPracticeResult } from './seed-practice.js';
export { TODAYS_PRACTICE_DURATION, type PracticeSessionSeed } from './catalogue-types.js';
