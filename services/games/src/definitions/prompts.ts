import { isOrAre, withArticle } from '../rules/language.js';
import { capitalise } from '../engine/round-helpers.js';

/** Autocomplete: a noun to finish a sentence about, with its verb by plural or singular ("Scissors are…", "A jellyfish is…"). */
export function autocompletePrompt(noun: string): string {
  return `${capitalise(withArticle(noun))} ${isOrAre(noun)}…`;
}

/** Analogies: an adjective to compare with ("As brave as…"). */
export function analogyPrompt(adjective: string): string {
  return `As ${adjective.trim()} as…`;
}
