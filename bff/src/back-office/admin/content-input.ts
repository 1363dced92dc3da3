/** The longest entry the admin page accepts; prompts are short phrases. */
export const MAX_ENTRY_LENGTH = 200;

/**
 * The admin textarea as entries (spec 2 §5 Admin content): split on commas, trimmed, lower-cased,
 * inner whitespace runs made one space, empties dropped, and each entry kept once.
 */
export function splitContentInput(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((entry) => entry !== '');
  return [...new Set(entries)];
}
