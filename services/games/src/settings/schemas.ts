import { z } from 'zod';
import { CONDUCTOR_DEFAULT_ROUND_DURATION } from '../rules/conductor.js';
import { defaultPlayerNames } from '../rules/multiplayer.js';
import { PODCAST_DIFFICULTIES } from '../rules/podcast.js';
import { SLIDESHOW_DIFFICULTIES } from '../rules/slideshow.js';
import { DEFAULT_PLAYER_NUMBERS, DEFAULT_WORD_SET, defaultDifficultyRange, type DifficultyTable } from './controls.js';
import type { GameShortCode } from './game-short-code.js';
import {
  CLEAN_IT_UP_SLIDER,
  CONDUCTOR_DURATION_SLIDER,
  MAKE_A_MESS_SLIDER,
  PAUSE_SLIDER,
  PLAYERS_SLIDER,
  PODCAST_DIFFICULTY_SLIDER,
  PODCAST_DURATION_SLIDER,
  RAPID_FIRE_ROUND_DURATION_SLIDER,
  ROUNDS_SLIDER,
  SLIDESHOW_DIFFICULTY_SLIDER,
  SLIDESHOW_DURATION_SLIDER,
  SNOW_GLOBE_DURATION_SLIDER,
  TAKE_A_BREATH_SLIDER,
  TIMER_DURATION_SLIDER,
  TOPICS_SLIDER,
  TRIPLE_STEP_DURATION_SLIDER,
  type SliderSpec,
} from './sliders.js';

/** A number setting within a slider's range and step; a wrong type reads '{key} must be a number' (spec 1 §5). */
export function sliderNumber(slider: SliderSpec) {
  const { key, min, max, step } = slider;
  return z
    .number({ error: `${key} must be a number` })
    .min(min, { error: `${key} must be at least ${min}` })
    .max(max, { error: `${key} must be at most ${max}` })
    .refine((value) => Math.abs((value - min) / step - Math.round((value - min) / step)) < 1e-9, {
      error: `${key} must be a step of ${step} from ${min}`,
    })
    .default(slider.default);
}

function flag(key: string, defaultValue: boolean) {
  return z.boolean({ error: `${key} must be a boolean` }).default(defaultValue);
}

function difficultyRange(table: DifficultyTable, defaultValue: number) {
  return z
    .object(
      { label: z.string(), min: z.number(), max: z.number(), value: z.number() },
      { error: 'difficultyRange must be an object' },
    )
    .refine((range) => table.some((d) => d.value === range.value), {
      error: 'difficultyRange value is not a difficulty of this game',
    })
    .default(() => defaultDifficultyRange(table, defaultValue));
}

/** Settings every game has: the single/multiplayer switch, players, feedback time and word sets. */
const commonShape = {
  isMultiplayer: flag('isMultiplayer', false),
  playerNumbers: sliderNumber(PLAYERS_SLIDER),
  playerNames: z
    .array(z.string({ error: 'playerNames must be strings' }), { error: 'playerNames must be a list' })
    .max(PLAYERS_SLIDER.max)
    .default(() => defaultPlayerNames(DEFAULT_PLAYER_NUMBERS)),
  hasFeedbackTime: flag('hasFeedbackTime', false),
  currentWordSets: z
    .array(z.string(), { error: 'currentWordSets must be a list' })
    .min(1, { error: 'Choose at least one word set' })
    .default(() => [DEFAULT_WORD_SET]),
};

export const tripleStepSettingsSchema = z.object({
  ...commonShape,
  totalDuration: sliderNumber(TRIPLE_STEP_DURATION_SLIDER),
  totalTopics: sliderNumber(TOPICS_SLIDER),
  isTitleSuggested: flag('isTitleSuggested', true),
  isSurvivalMode: flag('isSurvivalMode', false),
});

export const conductorSettingsSchema = z.object({
  ...commonShape,
  totalDuration: sliderNumber(CONDUCTOR_DURATION_SLIDER),
  // "default per-round 7" (spec 2 §9): recorded with each round; no slider.
  roundDuration: z
    .number({ error: 'roundDuration must be a number' })
    .positive()
    .default(CONDUCTOR_DEFAULT_ROUND_DURATION),
});

export const autocompleteSettingsSchema = z.object({
  ...commonShape,
  roundDuration: sliderNumber(RAPID_FIRE_ROUND_DURATION_SLIDER),
  totalRounds: sliderNumber(ROUNDS_SLIDER),
});

export const analogiesSettingsSchema = autocompleteSettingsSchema;

/** Breath games: roundDuration is 'Make a mess', pauseDuration 'Take a breath', speechDuration 'Clean it up'. */
export const breathSettingsSchema = z.object({
  ...commonShape,
  roundDuration: sliderNumber(MAKE_A_MESS_SLIDER),
  pauseDuration: sliderNumber(TAKE_A_BREATH_SLIDER),
  speechDuration: sliderNumber(CLEAN_IT_UP_SLIDER),
});

export const slideshowSettingsSchema = z.object({
  ...commonShape,
  totalDuration: sliderNumber(SLIDESHOW_DURATION_SLIDER),
  difficultyRange: difficultyRange(SLIDESHOW_DIFFICULTIES, SLIDESHOW_DIFFICULTY_SLIDER.default),
  isTitleSuggested: flag('isTitleSuggested', true),
});

export const snowGlobeSettingsSchema = z.object({
  ...commonShape,
  totalDuration: sliderNumber(SNOW_GLOBE_DURATION_SLIDER),
  pauseDuration: sliderNumber(PAUSE_SLIDER),
});

export const podcastSettingsSchema = z.object({
  ...commonShape,
  totalDuration: sliderNumber(PODCAST_DURATION_SLIDER),
  difficultyRange: difficultyRange(PODCAST_DIFFICULTIES, PODCAST_DIFFICULTY_SLIDER.default),
});

export const timerSettingsSchema = z.object({
  ...commonShape,
  totalDuration: sliderNumber(TIMER_DURATION_SLIDER),
});

export const GAME_SETTINGS_SCHEMAS = {
  'triple-step': tripleStepSettingsSchema,
  conductor: conductorSettingsSchema,
  autocomplete: autocompleteSettingsSchema,
  analogies: analogiesSettingsSchema,
  'autocomplete-breath': breathSettingsSchema,
  'analogies-breath': breathSettingsSchema,
  slideshow: slideshowSettingsSchema,
  'snow-globe': snowGlobeSettingsSchema,
  podcast: podcastSettingsSchema,
  timer: timerSettingsSchema,
} as const satisfies Record<GameShortCode, z.ZodType>;

export type GameSettingsByGame = { [K in GameShortCode]: z.output<(typeof GAME_SETTINGS_SCHEMAS)[K]> };
export type TripleStepSettings = GameSettingsByGame['triple-step'];
export type ConductorSettings = GameSettingsByGame['conductor'];
export type RapidFireSettings = GameSettingsByGame['autocomplete'];
export type BreathSettings = GameSettingsByGame['autocomplete-breath'];
export type SlideshowSettings = GameSettingsByGame['slideshow'];
export type SnowGlobeSettings = GameSettingsByGame['snow-globe'];
export type PodcastSettings = GameSettingsByGame['podcast'];
export type TimerSettings = GameSettingsByGame['timer'];

/** Validated settings with defaults filled in; throws a ZodError whose messages name the field. */
export function parseSettings<K extends GameShortCode>(game: K, input: unknown): GameSettingsByGame[K] {
  return GAME_SETTINGS_SCHEMAS[game].parse(input ?? {}) as GameSettingsByGame[K];
}

export function safeParseSettings<K extends GameShortCode>(
  game: K,
  input: unknown,
): { success: true; data: GameSettingsByGame[K] } | { success: false; errors: string[] } {
  const result = GAME_SETTINGS_SCHEMAS[game].safeParse(input ?? {});
  if (result.success) return { success: true, data: result.data as GameSettingsByGame[K] };
  return { success: false, errors: result.error.issues.map((issue) => issue.message) };
}
