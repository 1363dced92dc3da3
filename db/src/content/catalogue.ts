import { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES } from '@impromptu/games';
import type { GameContentType } from '../schema/content.js';
import { adjectives, businessAdjectives, sillyAdjectives } from './adjectives.js';
import { analogies, businessAnalogies, sillyAnalogies } from './analogies.js';
import { businessIntroductions, introductions, sillyIntroductions } from './introductions.js';
import { businessNouns, nouns, sillyNouns } from './nouns.js';
import { businessTitles, sillyTitles, titles } from './titles.js';
import { businessTopics, sillyTopics, topics } from './topics.js';

export { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES };

export interface ContentCollectionSeed {
  name: string;
  description: string;
  isDefault: boolean;
}

/** The named word sets. Clean holds every seeded entry; the themed sets narrow it down. */
export const contentCollectionCatalogue: readonly ContentCollectionSeed[] = [
  { name: DEFAULT_CONTENT_COLLECTION, description: 'Everyday prompts suitable for everyone.', isDefault: true },
  { name: 'Business', description: 'Work, teams, customers and careers.', isDefault: false },
  { name: 'Silly', description: 'Playful and absurd prompts for warming up.', isDefault: false },
];

export interface GameContentSeed {
  type: GameContentType;
  text: string;
  /** Always includes Clean. */
  collections: string[];
}

const themed: Record<
  GameContentType,
  { clean: readonly string[]; Business: readonly string[]; Silly: readonly string[] }
> = {
  TOPIC: { clean: topics, Business: businessTopics, Silly: sillyTopics },
  TITLE: { clean: titles, Business: businessTitles, Silly: sillyTitles },
  ADJECTIVE: { clean: adjectives, Business: businessAdjectives, Silly: sillyAdjectives },
  INTRODUCTION: { clean: introductions, Business: businessIntroductions, Silly: sillyIntroductions },
  NOUN: { clean: nouns, Business: businessNouns, Silly: sillyNouns },
  ANALOGY: { clean: analogies, Business: businessAnalogies, Silly: sillyAnalogies },
};

/** Every seeded entry with the word sets it belongs to. */
export function gameContentCatalogue(): GameContentSeed[] {
  return GAME_CONTENT_TYPES.flatMap((type) => {
    const sets = themed[type];
    return [
      ...sets.clean.map((text) => ({ type, text, collections: [DEFAULT_CONTENT_COLLECTION] })),
      ...sets.Business.map((text) => ({ type, text, collections: [DEFAULT_CONTENT_COLLECTION, 'Business'] })),
      ...sets.Silly.map((text) => ({ type, text, collections: [DEFAULT_CONTENT_COLLECTION, 'Silly'] })),
    ];
  });
}
