import { z } from 'zod';
import { CONDUCTOR_DEFAULT_ROUND_DURATION } from '../rules/conductor.js';
import { defaultPlayerNames } from '../rules/multiplayer.js';
import { PODCAST_DIFFICULTIES } from '../rules/podcast.js';
import { SLIDESHOW_DIFFICULTIES } from '../rules/slideshow.js';
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

/** Defaults of spec 1 §9. */
export const DEFAULT_WORD_SET = 'Clean';
export const DEFAULT_PLAYER_NUMBERS = 3;
export const DEFAULT_TOTAL_GAME_ROUNDS = 2;
/** Card-style game defaults (spec 1 §9): 3 cards, 3 s per card, 10 s total, 100 ms tick. */
export const CARD_GAME_DEFAULTS = { totalCards: 3, secondsPerCard: 3, totalDuration: 10, tickMs: 100 } as const;

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

export interface DifficultyRange {
  label: string;
  min: number;
  max: number;
  value: number;
}

type DifficultyTable = ReadonlyArray<{ label: string; value: number; min: number; max: number }>;

function toRange(entry: DifficultyTable[number]): DifficultyRange {
  return { label: entry.label, min: entry.min, max: entry.max, value: entry.value };
}

function difficultyRange(table: DifficultyTable, defaultValue: number) {
  const fallback = table.find((d) => d.value === defaultValue) as DifficultyTable[number];
  return z
    .object(
      { label: z.string(), min: z.number(), max: z.number(), value: z.number() },
      { error: 'difficultyRange must be an object' },
    )
    .refine((range) => table.some((d) => d.value === range.value), { error: 'difficultyRange value is not a difficulty of this game' })
    .default(() => toRange(fallback));
}

/** The difficulty range object (label, min, max, value; spec 2 §3) for a slider value. */
export function slideshowDifficultyRange(value: number): DifficultyRange {
  const entry = SLIDESHOW_DIFFICULTIES.find((d) => d.value === value);
  if (!entry) throw new RangeError(`Slideshow difficulty must be 0, 5, 10 or 15, got ${value}`);
  return toRange(entry);
}

export function podcastDifficultyRange(value: number): DifficultyRange {
  const entry = PODCAST_DIFFICULTIES.find((d) => d.value === value);
  if (!entry) throw new RangeError(`Podcast difficulty must be 0 to 3, got ${value}`);
  return toRange(entry);
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
  roundDuration: z.number({ error: 'roundDuration must be a number' }).positive().default(CONDUCTOR_DEFAULT_ROUND_DURATION),
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

/** Every setting at its default. */
export function defaultSettings<K extends GameShortCode>(game: K): GameSettingsByGame[K] {
  return GAME_SETTINGS_SCHEMAS[game].parse({}) as GameSettingsByGame[K];
}

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

export interface ToggleSpec {
  key: 'hasFeedbackTime' | 'isTitleSuggested' | 'isSurvivalMode';
  label: string;
  default: boolean;
  multiplayerOnly: boolean;
}

// The toggles of spec 2 §5, in the spec's words.
export const FEEDBACK_TOGGLE: ToggleSpec = { key: 'hasFeedbackTime', label: 'leave time for feedback', default: false, multiplayerOnly: true };
export const TITLE_TOGGLE: ToggleSpec = { key: 'isTitleSuggested', label: 'suggest a title', default: true, multiplayerOnly: false };
export const SURVIVAL_TOGGLE: ToggleSpec = { key: 'isSurvivalMode', label: 'survival mode', default: false, multiplayerOnly: false };

const GAME_SLIDERS: Record<GameShortCode, readonly SliderSpec[]> = {
  'triple-step': [TRIPLE_STEP_DURATION_SLIDER, TOPICS_SLIDER],
  conductor: [CONDUCTOR_DURATION_SLIDER],
  autocomplete: [RAPID_FIRE_ROUND_DURATION_SLIDER, ROUNDS_SLIDER],
  analogies: [RAPID_FIRE_ROUND_DURATION_SLIDER, ROUNDS_SLIDER],
  'autocomplete-breath': [MAKE_A_MESS_SLIDER, TAKE_A_BREATH_SLIDER, CLEAN_IT_UP_SLIDER],
  'analogies-breath': [MAKE_A_MESS_SLIDER, TAKE_A_BREATH_SLIDER, CLEAN_IT_UP_SLIDER],
  slideshow: [SLIDESHOW_DURATION_SLIDER, SLIDESHOW_DIFFICULTY_SLIDER],
  'snow-globe': [SNOW_GLOBE_DURATION_SLIDER, PAUSE_SLIDER],
  podcast: [PODCAST_DURATION_SLIDER, PODCAST_DIFFICULTY_SLIDER],
  timer: [TIMER_DURATION_SLIDER],
};

const GAME_TOGGLES: Record<GameShortCode, readonly ToggleSpec[]> = {
  'triple-step': [FEEDBACK_TOGGLE, TITLE_TOGGLE, SURVIVAL_TOGGLE],
  conductor: [FEEDBACK_TOGGLE],
  autocomplete: [FEEDBACK_TOGGLE],
  analogies: [FEEDBACK_TOGGLE],
  'autocomplete-breath': [FEEDBACK_TOGGLE],
  'analogies-breath': [FEEDBACK_TOGGLE],
  slideshow: [FEEDBACK_TOGGLE, TITLE_TOGGLE],
  'snow-globe': [FEEDBACK_TOGGLE],
  podcast: [FEEDBACK_TOGGLE],
  timer: [FEEDBACK_TOGGLE],
};

/** The sliders of a setup screen; multiplayer setup adds 'Players'. */
export function slidersFor(game: GameShortCode, { isMultiplayer = false }: { isMultiplayer?: boolean } = {}): SliderSpec[] {
  return isMultiplayer ? [...GAME_SLIDERS[game], PLAYERS_SLIDER] : [...GAME_SLIDERS[game]];
}

/** The toggles of a setup screen; 'leave time for feedback' only in multiplayer. */
export function togglesFor(game: GameShortCode, { isMultiplayer = false }: { isMultiplayer?: boolean } = {}): ToggleSpec[] {
  return GAME_TOGGLES[game].filter((toggle) => isMultiplayer || !toggle.multiplayerOnly);
}

/** The value a slider shows for given settings (difficultyRange shows its value). */
export function sliderValue(slider: SliderSpec, settings: Partial<Record<SliderSpec['key'], unknown>>): number {
  const raw = settings[slider.key];
  if (slider.key === 'difficultyRange') {
    return raw && typeof raw === 'object' && typeof (raw as DifficultyRange).value === 'number' ? (raw as DifficultyRange).value : slider.default;
  }
  return typeof raw === 'number' ? raw : slider.default;
}

/** Settings after a slider moved: clamps and snaps the value to the slider's step; difficulty sets the whole range object. */
export function withSliderValue<T extends object>(game: GameShortCode, settings: T, slider: SliderSpec, value: number): T {
  const snapped = Math.min(slider.max, Math.max(slider.min, slider.min + Math.round((value - slider.min) / slider.step) * slider.step));
  if (slider.key === 'difficultyRange') {
    const range = game === 'podcast' ? podcastDifficultyRange(snapped) : slideshowDifficultyRange(snapped);
    return { ...settings, difficultyRange: range };
  }
  return { ...settings, [slider.key]: snapped };
}
