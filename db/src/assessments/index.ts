export { seedTraits, seedDevelopmentAssessments, DEMO_POD_NAME } from './seed-assessments.js';
export { traitCatalogue, TRAIT_CATEGORIES, DEFAULT_QUESTION_SET, type TraitSeed } from './traits.js';
