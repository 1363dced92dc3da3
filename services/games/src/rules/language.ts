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

/**
 * A prompt with the article it needs: plural prompts and prompts with their own determiner ('the', 'my',
 * "grandma's"…) stay as they are, so no prompt reads "A my phone is…" even without a marked form.
 */
export function withArticle(prompt: string): string {
  const text = prompt.trim();
  const first = normalise(text).split(' ')[0] ?? '';
  if (isPlural(text) || hasDeterminer(text)) return text;
  if ((SINGULAR_EXCEPTIONS as readonly string[]).includes(normalise(text)) || startsWithIngWord([first])) return text;
  return `${indefiniteArticle(text)} ${text}`;
}

/** The prompt followed by its verb: "politics is", "marketing campaigns are". */
export function withVerb(prompt: string): string {
  return `${prompt.trim()} ${isOrAre(prompt)}`;
}

/*
 * A noun's grammatical form, carried by the word lists because spelling cannot tell it (issue 29 §12):
 * - SINGULAR: a countable noun, 'a lighthouse' (takes 'a' or 'an' when it has no determiner of its own) and 'is';
 * - PLURAL: 'swimming pools', 'sheep' ('are', no article);
 * - UNCOUNTABLE: a mass noun or an -ing phrase, 'music', 'building a fort' ('is', no article);
 * - PROPER: a name, 'mars', 'the eiffel tower' ('is', no added article, every word capitalised as a title:
 *   "The Eiffel Tower is…"); the lists store it lower-case like every entry (spec 2 §5).
 */
export const NOUN_FORMS = ['SINGULAR', 'PLURAL', 'UNCOUNTABLE', 'PROPER'] as const;
export type NounForm = (typeof NOUN_FORMS)[number];

export function isNounForm(value: unknown): value is NounForm {
  return typeof value === 'string' && (NOUN_FORMS as readonly string[]).includes(value);
}

const DETERMINERS = new Set([
  ...SINGULAR_DETERMINERS,
  ...PLURAL_DETERMINERS,
  'the',
  'my',
  'your',
  'our',
  'his',
  'her',
  'its',
  'their',
  'no',
  'any',
]);

/** Whether the phrase starts with its own determiner ('a', 'the', 'my'…) or a possessive ("grandma's"). */
export function hasDeterminer(phrase: string): boolean {
  const first = normalise(phrase).split(' ')[0] ?? '';
  return DETERMINERS.has(first) || /^[a-z]+'s$/.test(first);
}

const WEEKDAYS_AND_MONTHS =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)(s?)\b/g;

/** Lower-case content as English writes it: 'I' and the days and months capitalised ("rainy Mondays"). */
export function properCase(text: string): string {
  return text
    .replace(/\bi\b(?!')|\bi(?='(m|ve|ll|d)\b)/g, 'I')
    .replace(WEEKDAYS_AND_MONTHS, (word: string) => word[0]!.toUpperCase() + word.slice(1));
}

const TITLE_MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'vs',
  'from',
  'into',
  'with',
]);

/**
 * A title as titles are written (issue 29 §12): every word capitalised but articles, short conjunctions and short
 * prepositions, which stay lower-case unless they are first or last ("The Art of Small Steps").
 */
export function titleCase(title: string): string {
  const words = properCase(title.trim().replace(/\s+/g, ' ')).split(' ');
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && TITLE_MINOR_WORDS.has(lower)) return lower;
      // Hyphenated words take a capital on each part ("Self-Driving").
      return word
        .split('-')
        .map((part) => (part.length === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
        .join('-');
    })
    .join(' ');
}

/**
 * A noun as the subject of a sentence, with the verb it takes: "A lighthouse is", "Swimming pools are", "Music is".
 * The spec's fixed exceptions (spec 1 §5) decide the verb first; then the noun's marked form; a noun without a form
 * (an entry an admin added) falls back to the spec's spelling rule.
 */
export function subjectWithVerb(noun: string, form?: NounForm | null): string {
  const text = properCase(noun.trim().replace(/\s+/g, ' '));
  const key = normalise(text);
  // The exceptions are written as they are said ('a jellyfish', 'scissors'): they take no further article.
  if ((PLURAL_EXCEPTIONS as readonly string[]).includes(key)) return `${text} are`;
  if ((SINGULAR_EXCEPTIONS as readonly string[]).includes(key)) return `${text} is`;
  if (!form) return `${withArticle(text)} ${isOrAre(text)}`;
  switch (form) {
    case 'PLURAL':
      return `${text} are`;
    case 'UNCOUNTABLE':
      return `${text} is`;
    case 'SINGULAR':
      return `${hasDeterminer(text) ? text : `${indefiniteArticle(text)} ${text}`} is`;
    case 'PROPER':
      return `${titleCase(text)} is`;
  }
}
