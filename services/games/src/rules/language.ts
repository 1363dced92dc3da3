/*
 * Plural and singular detection of prompts (spec 1 §5): fixed exceptions first, then a phrase starting with an
 * -ing word is singular (a gerund phrase: "playing cards is…"), then the head noun (the last word) decides.
 */
export const PLURAL_EXCEPTIONS = ['scissors', 'self-driving cars', 'marketing campaigns'] as const;
export const SINGULAR_EXCEPTIONS = [
  'a million dollars',
  'politics',
  'alcohol',
  'cash',
  'chess',
  'a jellyfish',
] as const;

const IRREGULAR_PLURALS = new Set([
  'people',
  'children',
  'men',
  'women',
  'mice',
  'geese',
  'feet',
  'teeth',
  'oxen',
  'police',
  'cattle',
]);
/** Words ending in s that are singular. */
const SINGULAR_S_ENDINGS = ['ss', 'us', 'is', 'ics', "'s"];
const SINGULAR_S_WORDS = new Set(['news', 'series', 'species', 'means', 'gas', 'lens', 'atlas', 'canvas']);
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'one', 'this', 'that', 'each', 'every']);
const PLURAL_DETERMINERS = new Set(['these', 'those', 'many', 'several', 'some', 'two', 'three', 'all', 'both']);

function normalise(prompt: string): string {
  return prompt.trim().toLowerCase().replace(/\s+/g, ' ');
}

function startsWithIngWord(words: readonly string[]): boolean {
  const first = words[0] ?? '';
  // 'king', 'ring', 'thing' are nouns: a gerund has a stem before its -ing.
  return (
    /^[a-z-]{2,}ing$/.test(first) &&
    first.length > 4 &&
    ![
      'thing',
      'string',
      'spring',
      'morning',
      'evening',
      'ceiling',
      'building',
      'wedding',
      'pudding',
      'during',
    ].includes(first)
  );
}

export function isPlural(prompt: string): boolean {
  const text = normalise(prompt);
  if ((PLURAL_EXCEPTIONS as readonly string[]).includes(text)) return true;
  if ((SINGULAR_EXCEPTIONS as readonly string[]).includes(text)) return false;
  const words = text.split(' ').filter((word) => word.length > 0);
  if (words.length === 0) return false;
  if (startsWithIngWord(words)) return false;
  const first = words[0] as string;
  if (SINGULAR_DETERMINERS.has(first) && words.length > 1) return false;
  if (PLURAL_DETERMINERS.has(first) && words.length > 1) return true;
  const head = (words[words.length - 1] as string).replace(/[^a-z'-]/g, '');
  if (IRREGULAR_PLURALS.has(head)) return true;
  if (!head.endsWith('s') || head.length < 3 || SINGULAR_S_WORDS.has(head)) return false;
  return !SINGULAR_S_ENDINGS.some((ending) => head.endsWith(ending));
}

export function isSingular(prompt: string): boolean {
  return !isPlural(prompt);
}

/** 'is' or 'are' for a prompt: "a jellyfish is…", "scissors are…". */
export function isOrAre(prompt: string): 'is' | 'are' {
  return isPlural(prompt) ? 'are' : 'is';
}

/** 'was' or 'were'. */
export function wasOrWere(prompt: string): 'was' | 'were' {
  return isPlural(prompt) ? 'were' : 'was';
}

/** 'a' or 'an' by the first letter's sound (vowel letters; 'hour', 'honest' take 'an'; 'uni…', 'one' take 'a'). */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const text = normalise(word);
  if (/^(hour|honest|honou?r|heir)/.test(text)) return 'an';
  if (/^(uni|use|usu|uti|one|once|eu|ewe)/.test(text)) return 'a';
  return /^[aeiou]/.test(text) ? 'an' : 'a';
}

/** A prompt with the article it needs: plural prompts and prompts with their own determiner stay as they are. */
export function withArticle(prompt: string): string {
  const text = prompt.trim();
  const first = normalise(text).split(' ')[0] ?? '';
  if (isPlural(text) || SINGULAR_DETERMINERS.has(first) || first === 'the') return text;
  if ((SINGULAR_EXCEPTIONS as readonly string[]).includes(normalise(text)) || startsWithIngWord([first])) return text;
  return `${indefiniteArticle(text)} ${text}`;
}

/** The prompt followed by its verb: "politics is", "marketing campaigns are". */
export function withVerb(prompt: string): string {
  return `${prompt.trim()} ${isOrAre(prompt)}`;
}
