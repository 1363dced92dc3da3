import { subjectWithVerb, type NounForm } from '../rules/language.js';
import { capitalise } from '../engine/round-helpers.js';

/**
 * Autocomplete: a noun to finish a sentence about, with its article and verb by the noun's marked form ("Scissors
 * are…", "A jellyfish is…", "Music is…"); a noun without a form falls back to the spelling rule of spec 1 §5.
 */
export function autocompletePrompt(noun: string, form?: NounForm | null): string {
  return `${capitalise(subjectWithVerb(noun, form))}…`;
}

/** Analogies: an adjective to compare with ("As brave as…"). */
export function analogyPrompt(adjective: string): string {
  return `As ${adjective.trim()} as…`;
}
