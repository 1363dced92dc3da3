import type { Generated, Selectable } from 'kysely';
import type { NounForm } from '@impromptu/games';

export type { NounForm };
import type { CreatedAt, Defaulted, UpdatedAt } from './reference.js';

/** Game content types: spec 1 §3 names the first four; nouns and analogy prompts feed the rapid-fire games. */
import type { GameContentType } from '@impromptu/games';

// The kinds of game words: the games own them; the content table stores them.
export type { GameContentType };

/** A named word set; Clean is the default. */
export interface ContentCollectionTable {
  id: Generated<string>;
  name: string;
  description: Defaulted<string>;
  is_default: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: CreatedAt;
}

export interface GameContentTable {
  id: Generated<string>;
  type: GameContentType;
  /** Trimmed and never empty (a CHECK enforces it); unique per type. */
  text: string;
  /** A noun's grammatical form (issue 29 §12); null for other types and for nouns added without one. */
  noun_form: Defaulted<NounForm | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GameContentCollectionTable {
  content_id: string;
  collection_id: string;
}

export interface ContentTables {
  content_collection: ContentCollectionTable;
  game_content: GameContentTable;
  game_content_collection: GameContentCollectionTable;
}

export type ContentCollection = Selectable<ContentCollectionTable>;
export type GameContent = Selectable<GameContentTable>;
