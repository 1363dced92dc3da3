// The settings controls and defaults of every game, without a validation library: the game pages load
// this module in the browser (issue 9: a game page's first load stays within its budget). The schemas
// that validate settings (./schemas.ts) are built from the same sliders, toggles and defaults, and a
// test holds the defaults here equal to what the schemas fill in.
import { CONDUCTOR_DEFAULT_ROUND_DURATION } from '../rules/conductor.js';
import { defaultPlayerNames } from '../rules/multiplayer.js';
import { PODCAST_DIFFICULTIES } from '../rules/podcast.js';
import { SLIDESHOW_DIFFICULTIES } from '../rules/slideshow.js';
import type { GameShortCode } from './game-short-code.js';
import type { GameSettingsByGame } from './schemas.js';
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

export interface DifficultyRange {
  label: string;
  min: number;
  max: number;
  value: number;
}

export type DifficultyTable = ReadonlyArray<{ label: string; value: number; min: number; max: number }>;

export function toRange(entry: DifficultyTable[number]): DifficultyRange {
  return { label: entry.label, min: entry.min, max: entry.max, value: entry.value };
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

/** A difficulty table's entry for a slider's default value, as a range object. */
export function defaultDifficultyRange(table: DifficultyTable, defaultValue: number): DifficultyRange {
  return toRange(table.find((d) => d.value === defaultValue) as DifficultyTable[number]);
}

function commonDefaults() {
  return {
    isMultiplayer: false,
    playerNumbers: PLAYERS_SLIDER.default,
    playerNames: defaultPlayerNames(DEFAULT_PLAYER_NUMBERS),
    hasFeedbackTime: false,
    currentWordSets: [DEFAULT_WORD_SET],
  };
}

const breathDefaults = () => ({
  ...commonDefaults(),
  roundDuration: MAKE_A_MESS_SLIDER.default,
  pauseDuration: TAKE_A_BREATH_SLIDER.default,
  speechDuration: CLEAN_IT_UP_SLIDER.default,
});
const rapidFireDefaults = () => ({
  ...commonDefaults(),
  roundDuration: RAPID_FIRE_ROUND_DURATION_SLIDER.default,
  totalRounds: ROUNDS_SLIDER.default,
});

const DEFAULTS: { [K in GameShortCode]: () => GameSettingsByGame[K] } = {
  'triple-step': () => ({
    ...commonDefaults(),
    totalDuration: TRIPLE_STEP_DURATION_SLIDER.default,
    totalTopics: TOPICS_SLIDER.default,
    isTitleSuggested: true,
    isSurvivalMode: false,
  }),
  conductor: () => ({
    ...commonDefaults(),
    totalDuration: CONDUCTOR_DURATION_SLIDER.default,
    roundDuration: CONDUCTOR_DEFAULT_ROUND_DURATION,
  }),
  autocomplete: rapidFireDefaults,
  analogies: rapidFireDefaults,
  'autocomplete-breath': breathDefaults,
  'analogies-breath': breathDefaults,
  slideshow: () => ({
    ...commonDefaults(),
    totalDuration: SLIDESHOW_DURATION_SLIDER.default,
    difficultyRange: defaultDifficultyRange(SLIDESHOW_DIFFICULTIES, SLIDESHOW_DIFFICULTY_SLIDER.default),
    isTitleSuggested: true,
  }),
  'snow-globe': () => ({
    ...commonDefaults(),
    totalDuration: SNOW_GLOBE_DURATION_SLIDER.default,
    pauseDuration: PAUSE_SLIDER.default,
  }),
  podcast: () => ({
    ...commonDefaults(),
    totalDuration: PODCAST_DURATION_SLIDER.default,
    difficultyRange: defaultDifficultyRange(PODCAST_DIFFICULTIES, PODCAST_DIFFICULTY_SLIDER.default),
  }),
  timer: () => ({ ...commonDefaults(), totalDuration: TIMER_DURATION_SLIDER.default }),
};

/** Every setting at its default (a new object each call). */
export function defaultSettings<K extends GameShortCode>(game: K): GameSettingsByGame[K] {
  return DEFAULTS[game]();
}

export interface ToggleSpec {
  key: 'hasFeedbackTime' | 'isTitleSuggested' | 'isSurvivalMode';
  label: string;
  default: boolean;
  multiplayerOnly: boolean;
}

// The toggles of spec 2 §5, in the spec's words.
export const FEEDBACK_TOGGLE: ToggleSpec = {
  key: 'hasFeedbackTime',
  label: 'leave time for feedback',
  default: false,
  multiplayerOnly: true,
};
export const TITLE_TOGGLE: ToggleSpec = {
  key: 'isTitleSuggested',
  label: 'suggest a title',
  default: true,
  multiplayerOnly: false,
};
export const SURVIVAL_TOGGLE: ToggleSpec = {
  key: 'isSurvivalMode',
  label: 'survival mode',
  default: false,
  multiplayerOnly: false,
};

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
export function slidersFor(
  game: GameShortCode,
  { isMultiplayer = false }: { isMultiplayer?: boolean } = {},
): SliderSpec[] {
  return isMultiplayer ? [...GAME_SLIDERS[game], PLAYERS_SLIDER] : [...GAME_SLIDERS[game]];
}

/** The toggles of a setup screen; 'leave time for feedback' only in multiplayer. */
export function togglesFor(
  game: GameShortCode,
  { isMultiplayer = false }: { isMultiplayer?: boolean } = {},
): ToggleSpec[] {
  return GAME_TOGGLES[game].filter((toggle) => isMultiplayer || !toggle.multiplayerOnly);
}

/** The value a slider shows for given settings (difficultyRange shows its value). */
export function sliderValue(slider: SliderSpec, settings: Partial<Record<SliderSpec['key'], unknown>>): number {
  const raw = settings[slider.key];
  if (slider.key === 'difficultyRange') {
    return raw && typeof raw === 'object' && typeof (raw as DifficultyRange).value === 'number'
      ? (raw as DifficultyRange).value
      : slider.default;
  }
  return typeof raw === 'number' ? raw : slider.default;
}

/** Settings after a slider moved: clamps and snaps the value to the slider's step; difficulty sets the whole range object. */
export function withSliderValue<T extends object>(
  game: GameShortCode,
  settings: T,
  slider: SliderSpec,
  value: number,
): T {
  const snapped = Math.min(
    slider.max,
    Math.max(slider.min, slider.min + Math.round((value - slider.min) / slider.step) * slider.step),
  );
  if (slider.key === 'difficultyRange') {
    const range = game === 'podcast' ? podcastDifficultyRange(snapped) : slideshowDifficultyRange(snapped);
    return { ...settings, difficultyRange: range };
  }
  return { ...settings, [slider.key]: snapped };
}
