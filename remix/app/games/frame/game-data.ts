import type { GameContent, NounForm, Photo, ShortCode } from '@impromptu/games';
import type { WordSet } from './setup-views';

/** The game as the catalogue (GET /games/:shortCode) describes it. */
export interface ModalGame {
  shortCode: ShortCode;
  name: string;
  subtitle: string | null;
  /** Spec 1 §9 colour from the catalogue. */
  colour: string;
}

/** The user's record of the game (GET /user-games/:shortCode). */
export interface UserGameInfo {
  isTutorialCompleted: boolean;
  tutorialVideoUrl: string | null;
  instructionVideoUrl: string | null;
  lastSettings: Record<string, unknown> | null;
}

/** GET /resources/games/:shortCode/content: the words of the chosen word sets, or why they could not be loaded. */
export type ContentAnswer =
  | {
      ok: true;
      wordSets: WordSet[];
      selectedWordSets: string[];
      content: GameContent;
      /** Each noun's form, which words its Autocomplete prompt (issue 29 §12). */
      nounForms: Record<string, NounForm>;
    }
  | { ok: false; error: string };

/** GET /resources/games/:shortCode/photos: the slideshow's photos; empty when the photo service failed (loading still ends). */
export interface PhotosAnswer {
  photos: Photo[];
}

export const SLIDESHOW_PHOTO_COUNT = 29;

export function contentHref(shortCode: string, wordSets: readonly string[]): string {
  return `/resources/games/${encodeURIComponent(shortCode)}/content?${new URLSearchParams({ collections: wordSets.join(',') })}`;
}

export function photosHref(shortCode: string): string {
  return `/resources/games/${encodeURIComponent(shortCode)}/photos`;
}

/** What a content request that never reached an answer shows beside 'Try again'. */
export const contentUnreachable = (): ContentAnswer => ({ ok: false, error: 'check your connection and try again.' });
/** A photos request that failed ends loading with no photos, as the server's own answer does. */
export const photosUnreachable = (): PhotosAnswer => ({ photos: [] });
