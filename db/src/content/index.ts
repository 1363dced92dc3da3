export {
  GAME_CONTENT_TYPES,
  DEFAULT_CONTENT_COLLECTION,
  contentCollectionCatalogue,
  gameContentCatalogue,
  type ContentCollectionSeed,
  type GameContentSeed,
} from './catalogue.js';
export { seedGameContent, type SeedGameContentResult } from './seed-game-content.js';
