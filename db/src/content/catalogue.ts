import { DEFAULT_CONTENT_COLLECTION, GAME_CONTENT_TYPES, NOUN_FORMS, type NounForm } from '@impromptu/games';
import type { GameContentType } from '../schema/content.js';
import { adjectives, businessAdjectives, sillyAdjectives } from './adjectives.js';
import { analogies, businessAnalogies, sillyAnalogies } from './analogies.js';
import { businessIntroductions, introductions, sillyIntroductions } from './introductions.js';
import { businessNouns, nouns, sillyNouns, type NounList } from './nouns.js';
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
  /** Nouns only: the form Autocomplete words its prompt by (issue 29 §12). */
  nounForm: NounForm | null;
  /** Always includes Clean. */
  collections: string[];
}

type WordList = readonly { text: string; nounForm: NounForm | null }[];

const unmarked = (texts: readonly string[]): WordList => texts.map((text) => ({ text, nounForm: null }));
const marked = (list: NounList): WordList =>
  NOUN_FORMS.flatMap((nounForm) => list[nounForm].map((text) => ({ text, nounForm })));

const themed: Record<GameContentType, { clean: WordList; Business: WordList; Silly: WordList }> = {
  TOPIC: { clean: unmarked(topics), Business: unmarked(businessTopics), Silly: unmarked(sillyTopics) },
  TITLE: { clean: unmarked(titles), Business: unmarked(businessTitles), Silly: unmarked(sillyTitles) },
  ADJECTIVE: { clean: unmarked(adjectives), Business: unmarked(businessAdjectives), Silly: unmarked(sillyAdjectives) },
  INTRODUCTION: {
    clean: unmarked(introductions),
    Business: unmarked(businessIntroductions),
    Silly: unmarked(sillyIntroductions),
  },
  NOUN: { clean: marked(nouns), Business: marked(businessNouns), Silly: marked(sillyNouns) },
  ANALOGY: { clean: unmarked(analogies), Business: unmarked(businessAnalogies), Silly: unmarked(sillyAnalogies) },
};

/** Every seeded entry with the word sets it belongs to. */
export function gameContentCatalogue(): GameContentSeed[] {
  return GAME_CONTENT_TYPES.flatMap((type) => {
    const sets = themed[type];
    return [
      ...sets.clean.map((entry) => ({ type, ...entry, collections: [DEFAULT_CONTENT_COLLECTION] })),
      ...sets.Business.map((entry) => ({ type, ...entry, collections: [DEFAULT_CONTENT_COLLECTION, 'Business'] })),
      ...sets.Silly.map((entry) => ({ type, ...entry, collections: [DEFAULT_CONTENT_COLLECTION, 'Silly'] })),
    ];
  });
}
