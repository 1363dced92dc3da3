import { describe, expect, it } from '@jest/globals';
import { gameContentCatalogue } from '@impromptu/db';
import {
  createGame,
  currentComponent,
  gameDefinitions,
  gameReducer,
  indefiniteArticle,
  titleCase,
  type GameAction,
  type GameState,
  type GameWords,
  type NounForm,
} from '@impromptu/games';
import { createCoachGame, VIRTUAL_COACH_DEFAULTS } from './index.js';

// Issue 47 §3: every prompt template that words a noun, rendered with every noun of the one word list, as each
// screen builds it — the Virtual Coach's game through the coach's own builder, the games' Autocomplete and
// Autocomplete Breath (its rushed round and its speech) through the engine. "A my phone is…" and "A tennis is…"
// must be impossible.
const nouns = gameContentCatalogue().filter((e) => e.type === 'NOUN');
const DETERMINER = /^(a|an|the|my) /;

function wordsOf(text: string, form: NounForm | null): GameWords {
  return { content: { NOUN: [text] }, nounForms: form ? { [text]: form } : {} };
}

function play(state: GameState): Set<string> {
  let current = [
    { type: 'START_GAME', now: 0 },
    { type: 'COUNTDOWN_TICK' },
    { type: 'COUNTDOWN_TICK' },
    { type: 'COUNTDOWN_TICK' },
    { type: 'BEGIN_PLAY', now: 0 },
  ].reduce<GameState>((s, action) => gameReducer(s, action as GameAction), state);
  const prompts = new Set<string>();
  for (let step = 0; step < 50 && !current.ended; step += 1) {
    const component = currentComponent(current);
    if (component && 'prompt' in component && typeof component.prompt === 'string') prompts.add(component.prompt);
    current = gameReducer(current, { type: 'NEXT_STEP', now: step * 10_000 });
  }
  return prompts;
}

const TEMPLATES: Readonly<Record<string, (words: GameWords) => Set<string>>> = {
  'the Virtual Coach': (words) => play(createCoachGame({ ...VIRTUAL_COACH_DEFAULTS, totalRounds: 1 }, words, 7, 0)),
  'Rapid Fire Autocomplete': (words) =>
    play(createGame(gameDefinitions.autocomplete, { seed: 7, ...words, settings: { totalRounds: 1 } })),
  'Autocomplete Breath (rushed round and speech)': (words) =>
    play(createGame(gameDefinitions['autocomplete-breath'], { seed: 7, ...words })),
};

/** The sentence's start as English writes it, from the noun and its form alone. */
function expectedSubject(text: string, form: NounForm | null): string {
  switch (form) {
    case 'SINGULAR':
      return DETERMINER.test(text) ? text : `${indefiniteArticle(text)} ${text}`;
    case 'PROPER':
      return titleCase(text).toLowerCase();
    case 'PLURAL':
    case 'UNCOUNTABLE':
    case null:
      return text;
  }
}

describe.each(Object.entries(TEMPLATES))('%s words every noun of the word list as English', (_name, render) => {
  it('renders a prompt for every noun', () => {
    expect(nouns.length).toBeGreaterThan(400);
    expect(nouns.filter((e) => e.nounForm === null)).toEqual([]);
  });

  it.each(nouns.map((e) => [e.text, e.nounForm] as const))('%p (%s)', (text, form) => {
    const prompts = [...render(wordsOf(text, form))];
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      // The verb agrees with the form: only a plural takes 'are'.
      expect(prompt).toMatch(form === 'PLURAL' ? / are…$/ : / is…$/);
      const subject = prompt.replace(/ (is|are)…$/, '');
      expect(subject[0]).toBe(subject[0]?.toUpperCase());
      expect(subject.toLowerCase()).toBe(expectedSubject(text, form));
      // No article before another determiner ("A my phone"), none before a mass noun or a name ("A tennis").
      expect(subject).not.toMatch(/^(A|An) (a|an|the|my|your|our|their|his|her)\b/i);
      if (form !== 'SINGULAR') expect(/^(a|an) /i.test(subject) && !/^(a|an) /.test(text)).toBe(false);
      // 'a' or 'an' by the sound of the next word.
      const article = /^(a|an) (\S+)/i.exec(subject);
      if (article) expect(article[1]?.toLowerCase()).toBe(indefiniteArticle(article[2] ?? ''));
      // A name is capitalised as a title ("The Eiffel Tower").
      if (form === 'PROPER') expect(subject).toBe(titleCase(text));
    }
  });
});

describe('the prompts the issue found wrong', () => {
  it.each([
    ['my phone', 'My phone is…'],
    ['tennis', 'Tennis is…'],
    ['courage', 'Courage is…'],
    ['jam', 'Jam is…'],
    ['the eiffel tower', 'The Eiffel Tower is…'],
    ['mars', 'Mars is…'],
  ])('the Virtual Coach reads %p as %p', (text, prompt) => {
    const entry = nouns.find((e) => e.text === text);
    expect(entry).toBeDefined();
    expect([...TEMPLATES['the Virtual Coach']!(wordsOf(text, entry?.nounForm ?? null))]).toEqual([prompt]);
  });

  it('a noun that reaches a game without a form still takes no article before its own determiner', () => {
    expect([...TEMPLATES['the Virtual Coach']!(wordsOf('my phone', null))]).toEqual(['My phone is…']);
  });
});
