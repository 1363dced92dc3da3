import { describe, expect, it } from '@jest/globals';
import {
  analogyPrompt,
  autocompletePrompt,
  indefiniteArticle,
  PLURAL_EXCEPTIONS,
  SINGULAR_EXCEPTIONS,
  titleCase,
} from '@impromptu/games';
import { gameContentCatalogue } from './catalogue.js';

// Every entry of every word list through the builder that shows it (issue 29 §12): the Autocomplete nouns through
// the prompt builder with their marked form, the adjectives through the analogy prompt, the titles through title case.
const entries = gameContentCatalogue();
const nouns = entries.filter((e) => e.type === 'NOUN');
const DETERMINER = /^(a|an|the|my) /;

describe('Autocomplete prompts from every seeded noun', () => {
  it('marks every noun with its form, and nothing else', () => {
    expect(nouns.filter((e) => e.nounForm === null).map((e) => e.text)).toEqual([]);
    expect(entries.filter((e) => e.type !== 'NOUN' && e.nounForm !== null).map((e) => e.text)).toEqual([]);
  });

  it("marks the spec's fixed exceptions as the spec says (spec 1 §5)", () => {
    const formOf = (text: string) => nouns.find((e) => e.text === text)?.nounForm;
    for (const text of PLURAL_EXCEPTIONS) if (formOf(text)) expect([text, formOf(text)]).toEqual([text, 'PLURAL']);
    for (const text of SINGULAR_EXCEPTIONS)
      if (formOf(text)) expect([text, formOf(text)]).not.toEqual([text, 'PLURAL']);
  });

  it.each(nouns.map((e) => [e.text, e.nounForm] as const))('%p (%s) reads as English', (text, form) => {
    const prompt = autocompletePrompt(text, form);
    const plural = form === 'PLURAL';
    // The verb agrees with the noun's number.
    expect(prompt).toMatch(plural ? / are…$/ : / is…$/);
    const subject = prompt.replace(/ (is|are)…$/, '');
    // A sentence starts with a capital; nothing but an article is added to the noun's own words.
    expect(subject[0]).toBe(subject[0]?.toUpperCase());
    const lowered = subject.toLowerCase();
    if (form === 'SINGULAR' && !DETERMINER.test(text)) {
      expect(lowered).toBe(`${indefiniteArticle(text)} ${text}`);
    } else {
      expect(lowered).toBe(text);
    }
    // Plural and uncountable nouns take no article; countable singular ones always have a determiner.
    if (form === 'SINGULAR') expect(lowered).toMatch(DETERMINER);
    else expect(DETERMINER.test(lowered)).toBe(false);
    // 'a' or 'an' by the sound of the next word.
    const article = /^(a|an) (\S+)/.exec(lowered);
    if (article) expect(article[1]).toBe(indefiniteArticle(article[2] ?? ''));
  });

  it.each([
    ['building a fort', 'Building a fort is…'],
    ['swimming pools', 'Swimming pools are…'],
    ['music', 'Music is…'],
    ['glue', 'Glue is…'],
    ['fog', 'Fog is…'],
    ['customer feedback', 'Customer feedback is…'],
    ['rainy mondays', 'Rainy Mondays are…'],
    ['sheep', 'Sheep are…'],
    ['scissors', 'Scissors are…'],
    ['a jellyfish', 'A jellyfish is…'],
    ['an octopus', 'An octopus is…'],
  ])('%p reads %p (the prompts the issue found wrong among them)', (text, prompt) => {
    const entry = nouns.find((e) => e.text === text);
    expect(entry).toBeDefined();
    expect(autocompletePrompt(text, entry?.nounForm)).toBe(prompt);
  });
});

describe('Analogy prompts from every seeded adjective', () => {
  it.each(entries.filter((e) => e.type === 'ADJECTIVE').map((e) => [e.text]))('%p', (adjective) => {
    expect(analogyPrompt(adjective)).toBe(`As ${adjective} as…`);
  });
});

describe('Titles from every seeded title, in title case', () => {
  const MINOR = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in']);
  for (const word of ['of', 'off', 'on', 'per', 'to', 'up', 'via', 'vs', 'from', 'into', 'with']) MINOR.add(word);
  it.each(entries.filter((e) => e.type === 'TITLE').map((e) => [e.text]))('%p', (text) => {
    const title = titleCase(text);
    expect(title.toLowerCase()).toBe(text);
    const words = title.split(' ');
    words.forEach((word, index) => {
      const first = word[0] ?? '';
      const minor = index > 0 && index < words.length - 1 && MINOR.has(word.toLowerCase());
      if (/[a-z]/i.test(first))
        expect([word, first]).toEqual([word, minor ? first.toLowerCase() : first.toUpperCase()]);
    });
  });
});
