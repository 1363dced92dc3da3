import { describe, expect, it } from '@jest/globals';
import { analogyPrompt, autocompletePrompt, PLURAL_EXCEPTIONS, SINGULAR_EXCEPTIONS, titleCase } from '@impromptu/games';
import { gameContentCatalogue } from './catalogue.js';

// Every entry of every word list through the builder that shows it (issue 29 §12): the Autocomplete nouns through
// the prompt builder with their marked form, the adjectives through the analogy prompt, the titles through title case.
const entries = gameContentCatalogue();
const nouns = entries.filter((e) => e.type === 'NOUN');

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

  // Every noun through every template that words it (the Virtual Coach's, Autocomplete's, Autocomplete Breath's),
  // with its article and verb checked: services/coach/src/rules/coach-prompts.test.ts (issue 47 §3).

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
    ['the eiffel tower', 'The Eiffel Tower is…'],
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
