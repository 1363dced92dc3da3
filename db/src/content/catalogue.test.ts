import { describe, expect, it } from '@jest/globals';
import {
  contentCollectionCatalogue,
  DEFAULT_CONTENT_COLLECTION,
  GAME_CONTENT_TYPES,
  gameContentCatalogue,
} from './catalogue.js';

const entries = gameContentCatalogue();
const ofType = (type: string) => entries.filter((e) => e.type === type);

describe('seeded game content', () => {
  // Issue 4 §6 minimums; analogy prompts as the Analogies game needs them.
  it.each([
    ['TOPIC', 600],
    ['TITLE', 250],
    ['ADJECTIVE', 250],
    ['NOUN', 400],
    ['INTRODUCTION', 150],
    ['ANALOGY', 150],
  ])('has at least the required number of %s entries', (type, minimum) => {
    expect(ofType(type).length).toBeGreaterThanOrEqual(minimum);
  });

  it.each(GAME_CONTENT_TYPES.map((type) => [type]))('has no duplicate %s entries', (type) => {
    const texts = ofType(type).map((e) => e.text);
    const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has no empty, untrimmed or upper-case entries, and none a comma would split (the admin rule of spec 2 §5)', () => {
    const offending = entries.filter(
      (e) =>
        e.text.trim() === '' || e.text !== e.text.trim() || e.text !== e.text.toLowerCase() || e.text.includes(','),
    );
    expect(offending).toEqual([]);
  });

  it('puts every entry in the default Clean word set, and some in each themed set', () => {
    expect(entries.every((e) => e.collections.includes(DEFAULT_CONTENT_COLLECTION))).toBe(true);
    const defaults = contentCollectionCatalogue.filter((c) => c.isDefault).map((c) => c.name);
    expect(defaults).toEqual(['Clean']);
    for (const { name } of contentCollectionCatalogue.filter((c) => !c.isDefault)) {
      for (const type of GAME_CONTENT_TYPES) {
        expect(ofType(type).filter((e) => e.collections.includes(name)).length).toBeGreaterThan(0);
      }
    }
  });

  it("keeps Triple Step's surprise words short: one or two words, at most 16 characters (spec 2 §1)", () => {
    expect(ofType('TOPIC').filter((e) => e.text.length > 16 || e.text.split(' ').length > 2)).toEqual([]);
  });

  it('words analogy prompts so the speaker completes them', () => {
    expect(ofType('ANALOGY').filter((e) => !/ (is|are) like$/.test(e.text))).toEqual([]);
  });

  it('keeps adjectives to single words', () => {
    expect(ofType('ADJECTIVE').filter((e) => !/^[a-z]+(-[a-z]+)?$/.test(e.text))).toEqual([]);
  });
});
