import { describe, expect, it } from '@jest/globals';
import {
  missingOnPage,
  missingSentence,
  wizardLengthSentence,
  wizardMinutes,
  wizardPages,
  type WizardTrait,
} from './wizard-rules';

const trait = (id: string, type: string, extra: Partial<WizardTrait['metadata']> = {}): WizardTrait => ({
  id,
  name: `Trait ${id}`,
  questionSet: 'Shape',
  type,
  metadata: { category: 'confidence', question: `Question ${id}?`, ...extra },
});

describe('the Shape wizard says what it needs (issue 29 §11)', () => {
  it('needs only first name, last name, school and benefit on the first page; the option lists are optional', () => {
    const [profilePage] = wizardPages({ profileRequired: true, traits: [] });
    expect(profilePage).toEqual({ kind: 'profile', title: 'About you' });
    expect(missingOnPage(profilePage!, { firstName: 'Rosa', lastName: ' ', school: '' }, {})).toEqual([
      'Last name',
      'School or organisation',
      'What do you hope to get from training?',
    ]);
    expect(
      missingOnPage(profilePage!, { firstName: 'Rosa', lastName: 'Rivera', school: 'Harbor', benefit: 'Speak' }, {}),
    ).toEqual([]);
  });

  it('names each question still to answer, in order', () => {
    const traits = [
      trait('a', 'TRAIT'),
      trait('b', 'TEXT_AREA'),
      trait('c', 'SELECT_ONE', { choices: ['Yes', 'No'], has_other: true }),
      trait('d', 'SELECT_ALL', { choices: ['x'] }),
    ];
    const page = { kind: 'traits' as const, title: 'Q', traits };
    expect(missingOnPage(page, {}, {})).toEqual([
      'a rating for Trait a',
      'an answer to “Question b?”',
      'a choice for “Question c?”',
    ]);
    expect(missingOnPage(page, {}, { a: { rating: 0 }, b: { text: 'x' }, c: { choices: ['Other'] } })).toEqual([
      'your answer for ‘Other’ in “Question c?”',
    ]);
    expect(missingOnPage(page, {}, { a: { rating: 0 }, b: { text: 'x' }, c: { choices: ['No'] } })).toEqual([]);
    expect(missingSentence(['Last name', 'a rating for Flow'])).toBe('Still needed: Last name; a rating for Flow.');
    expect(missingSentence(['School or organisation', 'What do you hope to get from training?'])).toBe(
      'Still needed: School or organisation; What do you hope to get from training?',
    );
    expect(missingSentence([])).toBe('');
  });

  it('says at the start how many pages and about how long', () => {
    const ratings = Array.from({ length: 26 }, (_, index) => trait(`t${index}`, 'TRAIT'));
    const pages = wizardPages({ profileRequired: true, traits: [...ratings, trait('w', 'TEXT_AREA')] });
    // 90 s + 26 × 15 s + 60 s = 540 s.
    expect(wizardMinutes(pages)).toBe(9);
    expect(wizardLengthSentence(pages)).toBe(`This form has ${pages.length} pages and takes about 9 minutes.`);
    expect(wizardLengthSentence(wizardPages({ profileRequired: false, traits: [trait('x', 'TRAIT')] }))).toBe(
      'This form has 1 page and takes about 1 minute.',
    );
  });
});
