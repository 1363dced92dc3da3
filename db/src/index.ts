export { createDb, ensureDatabase, databaseNameOf, redactUrl, type CreateDbOptions } from './database.js';
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
export { seedDevelopmentClasses, DEVELOPMENT_ZOOM_MEETING_ID, DEVELOPMENT_FEEDBACK_FORM_URL } from './seed-development-classes.js';
export {
  USER_TYPES,
  SUBSCRIPTION_TYPES,
  GAME_COLOURS,
  planCatalogue,
  gameCatalogue,
  featureCatalogue,
  type PlanSeed,
  type GameSeed,
  type FeatureSeed,
} from './reference-data.js';
export type * from './schema/index.js';
