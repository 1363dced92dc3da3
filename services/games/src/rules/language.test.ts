import { describe, expect, it } from '@jest/globals';
import { indefiniteArticle, isOrAre, isPlural, isSingular, withArticle, withVerb } from './language.js';

describe('plural and singular detection (spec 1 §5)', () => {
  it.each(['scissors', 'self-driving cars', 'marketing campaigns', 'Scissors', ' Marketing  campaigns '])(
    '%p is a fixed plural',
    (prompt) => {
      expect(isPlural(prompt)).toBe(true);
    },
  );

  it.each(['a million dollars', 'politics', 'alcohol', 'cash', 'chess', 'a jellyfish', 'Politics'])(
    '%p is a fixed singular',
    (prompt) => {
      expect(isPlural(prompt)).toBe(false);
      expect(isSingular(prompt)).toBe(true);
    },
  );

  it.each(['swimming lessons', 'baking cookies', 'running shoes', 'camping trips'])(
    '%p starts with an -ing word: singular',
    (prompt) => {
      expect(isPlural(prompt)).toBe(false);
    },
  );

  it.each([
    ['cats', true],
    ['dogs and cats', true],
    ['people', true],
    ['children', true],
    ['these rules', true],
    ['bus', false],
    ['glass', false],
    ['a cactus', false],
    ['tennis', false],
    ['the news', false],
    ['series', false],
    ['coffee', false],
    ['a spring morning', false],
    ['king of the hill', false],
    ['ping pong balls', true],
    ['rings', true],
  ])('%p plural: %p', (prompt, plural) => {
    expect(isPlural(prompt)).toBe(plural);
  });
});

describe('prompt helpers', () => {
  it.each([
    ['scissors', 'are'],
    ['politics', 'is'],
    ['a million dollars', 'is'],
    ['self-driving cars', 'are'],
    ['cash', 'is'],
  ])("%p takes '%s'", (prompt, verb) => {
    expect(isOrAre(prompt)).toBe(verb);
    expect(withVerb(prompt)).toBe(`${prompt} ${verb}`);
  });

  it.each([
    ['apple', 'an'],
    ['banana', 'a'],
    ['hour', 'an'],
    ['umbrella', 'an'],
    ['unicorn', 'a'],
    ['one-way ticket', 'a'],
  ])('%p takes %p', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });

  it.each([
    ['apple', 'an apple'],
    ['jellyfish', 'a jellyfish'],
    ['a jellyfish', 'a jellyfish'],
    ['scissors', 'scissors'],
    ['cash', 'cash'],
    ['the moon', 'the moon'],
    ['swimming', 'swimming'],
  ])('%p with its article reads %p', (prompt, text) => {
    expect(withArticle(prompt)).toBe(text);
  });
});
