import { describe, expect, it } from '@jest/globals';
import { GAME_SHORT_CODES, isGameShortCode, type GameShortCode } from './game-short-code.js';
import {
  CARD_GAME_DEFAULTS,
  DEFAULT_TOTAL_GAME_ROUNDS,
  defaultSettings,
  podcastDifficultyRange,
  slideshowDifficultyRange,
  slidersFor,
  sliderValue,
  togglesFor,
  withSliderValue,
} from './controls.js';
import { GAME_SETTINGS_SCHEMAS, parseSettings, safeParseSettings } from './schemas.js';

type Row = [GameShortCode, string, string, number, number, number, number];

// game, setting key, slider label, min, max, step, default: spec 2 §5 (chosen values are marked in sliders.ts)
const SLIDERS: Row[] = [
  ['triple-step', 'totalDuration', 'Total duration', 30, 180, 10, 60],
  ['triple-step', 'totalTopics', 'Topics', 3, 10, 1, 6],
  ['conductor', 'totalDuration', 'Total duration', 60, 180, 10, 60],
  ['autocomplete', 'roundDuration', 'Round duration', 2, 6, 1, 5],
  ['autocomplete', 'totalRounds', 'Rounds', 3, 50, 1, 6],
  ['analogies', 'roundDuration', 'Round duration', 2, 6, 1, 5],
  ['analogies', 'totalRounds', 'Rounds', 3, 50, 1, 6],
  ['autocomplete-breath', 'roundDuration', 'Make a mess', 3, 6, 1, 5],
  ['autocomplete-breath', 'pauseDuration', 'Take a breath', 3, 10, 1, 6],
  ['autocomplete-breath', 'speechDuration', 'Clean it up', 10, 120, 10, 30],
  ['analogies-breath', 'roundDuration', 'Make a mess', 3, 6, 1, 5],
  ['analogies-breath', 'pauseDuration', 'Take a breath', 3, 10, 1, 6],
  ['analogies-breath', 'speechDuration', 'Clean it up', 10, 120, 10, 30],
  ['slideshow', 'totalDuration', 'Total duration', 50, 155, 5, 50],
  ['slideshow', 'difficultyRange', 'Difficulty', 0, 15, 5, 10],
  ['snow-globe', 'totalDuration', 'Total duration', 30, 600, 30, 60],
  ['snow-globe', 'pauseDuration', 'Pause', 3, 10, 1, 6],
  ['podcast', 'totalDuration', 'Total duration', 60, 300, 30, 60],
  ['podcast', 'difficultyRange', 'Difficulty', 0, 3, 1, 1],
  ['timer', 'totalDuration', 'Total duration', 15, 1800, 15, 300],
];

describe('slider specs (spec 2 §5)', () => {
  it.each(SLIDERS)('%s %s: %p %p-%p step %p, default %p', (game, key, label, min, max, step, defaultValue) => {
    const slider = slidersFor(game).find((s) => s.key === key);
    expect(slider).toMatchObject({ key, label, min, max, step, default: defaultValue });
  });

  it('every game lists exactly its sliders', () => {
    for (const game of GAME_SHORT_CODES) {
      expect(
        slidersFor(game)
          .map((s) => s.key)
          .sort(),
      ).toEqual(
        SLIDERS.filter((r) => r[0] === game)
          .map((r) => r[1])
          .sort(),
      );
    }
  });

  it("multiplayer setup adds 'Players' 2-10, default 3", () => {
    for (const game of GAME_SHORT_CODES) {
      expect(slidersFor(game, { isMultiplayer: true }).at(-1)).toMatchObject({
        key: 'playerNumbers',
        label: 'Players',
        min: 2,
        max: 10,
        step: 1,
        default: 3,
      });
      expect(slidersFor(game).some((s) => s.key === 'playerNumbers')).toBe(false);
    }
  });

  it('difficulty marks: slideshow random 0, fast 5, medium 10, slow 15; podcast slow, medium, fast, random', () => {
    expect(slidersFor('slideshow').find((s) => s.key === 'difficultyRange')?.marks).toEqual([
      { value: 0, label: 'random' },
      { value: 5, label: 'fast' },
      { value: 10, label: 'medium' },
      { value: 15, label: 'slow' },
    ]);
    expect(
      slidersFor('podcast')
        .find((s) => s.key === 'difficultyRange')
        ?.marks?.map((m) => m.label),
    ).toEqual(['slow', 'medium', 'fast', 'random']);
  });
});

describe('settings schemas: defaults', () => {
  it.each(SLIDERS.filter((r) => r[1] !== 'difficultyRange'))(
    '%s %s defaults to the slider default',
    (game, key, _label, _min, _max, _step, defaultValue) => {
      expect((defaultSettings(game) as Record<string, unknown>)[key]).toBe(defaultValue);
    },
  );

  it.each(GAME_SHORT_CODES.map((game) => [game]))(
    '%s: spec 1 §9 defaults (single player, 3 players named Player n, word set Clean, no feedback time)',
    (game) => {
      expect(defaultSettings(game)).toMatchObject({
        isMultiplayer: false,
        playerNumbers: 3,
        playerNames: ['Player 1', 'Player 2', 'Player 3'],
        hasFeedbackTime: false,
        currentWordSets: ['Clean'],
      });
    },
  );

  it('title suggested by default in Triple Step and Slideshow, survival mode off', () => {
    expect(defaultSettings('triple-step')).toMatchObject({
      isTitleSuggested: true,
      isSurvivalMode: false,
      totalTopics: 6,
    });
    expect(defaultSettings('slideshow')).toMatchObject({ isTitleSuggested: true });
  });

  it('difficulty ranges: slideshow medium (10 s), podcast medium (5-15 s)', () => {
    expect(defaultSettings('slideshow').difficultyRange).toEqual({ label: 'medium', min: 10, max: 10, value: 10 });
    expect(defaultSettings('podcast').difficultyRange).toEqual({ label: 'medium', min: 5, max: 15, value: 1 });
  });

  it('conductor per-round default 7', () => {
    expect(defaultSettings('conductor').roundDuration).toBe(7);
  });

  it('other defaults of spec 1 §9', () => {
    expect(DEFAULT_TOTAL_GAME_ROUNDS).toBe(2);
    expect(CARD_GAME_DEFAULTS).toEqual({ totalCards: 3, secondsPerCard: 3, totalDuration: 10, tickMs: 100 });
  });

  it('defaults are fresh objects each time', () => {
    const first = defaultSettings('timer');
    first.playerNames.push('Player 4');
    expect(defaultSettings('timer').playerNames).toHaveLength(3);
  });
});

describe('settings schemas: ranges and steps', () => {
  it.each(SLIDERS.filter((r) => r[1] !== 'difficultyRange'))(
    '%s %s accepts min, max and default, refuses outside and off-step',
    (game, key, _label, min, max, step) => {
      const valid = (value: number) => safeParseSettings(game, { [key]: value }).success;
      expect(valid(min)).toBe(true);
      expect(valid(max)).toBe(true);
      expect(valid(min + step)).toBe(true);
      expect(valid(min - step)).toBe(false);
      expect(valid(max + step)).toBe(false);
      if (step > 1) expect(valid(min + 1)).toBe(false);
    },
  );

  it.each([
    ['slideshow', 0, true],
    ['slideshow', 15, true],
    ['slideshow', 7, false],
    ['podcast', 3, true],
    ['podcast', 4, false],
  ] as const)('%s difficulty value %p valid: %p', (game, value, valid) => {
    expect(safeParseSettings(game, { difficultyRange: { label: 'x', min: 0, max: 0, value } }).success).toBe(valid);
  });
});

describe('settings schemas: type errors (spec 1 §5)', () => {
  it.each([
    ['triple-step', { isMultiplayer: 'yes' }, 'isMultiplayer must be a boolean'],
    ['triple-step', { isSurvivalMode: 1 }, 'isSurvivalMode must be a boolean'],
    ['triple-step', { playerNumbers: '3' }, 'playerNumbers must be a number'],
    ['autocomplete', { roundDuration: '5' }, 'roundDuration must be a number'],
    ['autocomplete', { totalRounds: null }, 'totalRounds must be a number'],
    ['timer', { totalDuration: '300' }, 'totalDuration must be a number'],
    ['snow-globe', { pauseDuration: true }, 'pauseDuration must be a number'],
    ['autocomplete-breath', { speechDuration: 'long' }, 'speechDuration must be a number'],
    ['triple-step', { totalTopics: [] }, 'totalTopics must be a number'],
    ['podcast', { difficultyRange: 2 }, 'difficultyRange must be an object'],
  ] as const)('%s %j → %p', (game, input, message) => {
    const result = safeParseSettings(game, input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors).toContain(message);
    expect(() => parseSettings(game, input)).toThrow(message);
  });

  it('fills defaults around given values and drops unknown keys', () => {
    const settings = parseSettings('triple-step', { totalDuration: 90, somethingElse: 1 });
    expect(settings.totalDuration).toBe(90);
    expect(settings.totalTopics).toBe(6);
    expect('somethingElse' in settings).toBe(false);
  });

  it('needs at least one word set', () => {
    expect(safeParseSettings('autocomplete', { currentWordSets: [] }).success).toBe(false);
  });
});

describe('toggles (spec 2 §5)', () => {
  it.each([
    ['triple-step', false, ['suggest a title', 'survival mode']],
    ['triple-step', true, ['leave time for feedback', 'suggest a title', 'survival mode']],
    ['slideshow', false, ['suggest a title']],
    ['timer', false, []],
    ['timer', true, ['leave time for feedback']],
  ] as const)('%s (multiplayer %p): %j', (game, isMultiplayer, labels) => {
    expect(togglesFor(game, { isMultiplayer }).map((t) => t.label)).toEqual(labels);
  });
});

describe('slider values', () => {
  it('snaps and clamps a moved slider', () => {
    const timer = slidersFor('timer')[0]!;
    expect(withSliderValue('timer', defaultSettings('timer'), timer, 307).totalDuration).toBe(300);
    expect(withSliderValue('timer', defaultSettings('timer'), timer, 5000).totalDuration).toBe(1800);
    expect(withSliderValue('timer', defaultSettings('timer'), timer, 1).totalDuration).toBe(15);
  });

  it('a difficulty slider sets the whole range object', () => {
    const podcast = slidersFor('podcast').find((s) => s.key === 'difficultyRange')!;
    const settings = withSliderValue('podcast', defaultSettings('podcast'), podcast, 2);
    expect(settings.difficultyRange).toEqual(podcastDifficultyRange(2));
    expect(settings.difficultyRange).toEqual({ label: 'fast', min: 3, max: 10, value: 2 });
    expect(sliderValue(podcast, settings)).toBe(2);
    expect(slideshowDifficultyRange(0)).toEqual({ label: 'random', min: 5, max: 15, value: 0 });
    expect(() => slideshowDifficultyRange(3)).toThrow(RangeError);
  });
});

describe('game short codes', () => {
  it('lists the ten games', () => {
    expect(GAME_SHORT_CODES).toHaveLength(10);
    expect(Object.keys(GAME_SETTINGS_SCHEMAS).sort()).toEqual([...GAME_SHORT_CODES].sort());
    expect(isGameShortCode('podcast')).toBe(true);
    expect(isGameShortCode('chess')).toBe(false);
  });
});

describe('defaults without the schemas (the browser loads controls.ts alone)', () => {
  it.each(GAME_SHORT_CODES.map((game) => [game]))('%s: every default equals what its schema fills in', (game) => {
    expect(defaultSettings(game)).toEqual(GAME_SETTINGS_SCHEMAS[game].parse({}));
  });

  it('hands out a new object each time, so one game changing its settings leaves the next one alone', () => {
    const first = defaultSettings('triple-step');
    first.playerNames.push('Extra');
    expect(defaultSettings('triple-step').playerNames).toEqual(
      GAME_SETTINGS_SCHEMAS['triple-step'].parse({}).playerNames,
    );
  });
});
