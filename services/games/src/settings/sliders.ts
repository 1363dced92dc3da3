import { PODCAST_DIFFICULTIES } from '../rules/podcast.js';
import { SLIDESHOW_DIFFICULTIES } from '../rules/slideshow.js';

export type SliderKey =
  | 'roundDuration'
  | 'totalRounds'
  | 'totalDuration'
  | 'pauseDuration'
  | 'speechDuration'
  | 'totalTopics'
  | 'playerNumbers'
  | 'difficultyRange';

export type SliderUnit = 'seconds' | 'rounds' | 'topics' | 'players' | null;

/** One slider of a setup screen. For difficultyRange the slider moves difficultyRange.value and marks name the steps. */
export interface SliderSpec {
  key: SliderKey;
  label: string;
  min: number;
  max: number;
  step: number;
  default: number;
  unit: SliderUnit;
  marks?: ReadonlyArray<{ value: number; label: string }>;
  /** Shown from max (left) to min (right): the slideshow's round lengths, so difficulty reads slow to fast. */
  reversed?: boolean;
}

/** Where a value sits on the slider's track (from its left end), and back: the same number unless reversed. */
export function sliderPosition(slider: SliderSpec, value: number): number {
  return slider.reversed ? slider.min + slider.max - value : value;
}
export const sliderValueAt = sliderPosition;

/** The slider's marks from its left end to its right, as a person reads them. */
export function marksInTrackOrder(slider: SliderSpec): string[] {
  return [...(slider.marks ?? [])]
    .sort((a, b) => sliderPosition(slider, a.value) - sliderPosition(slider, b.value))
    .map((mark) => mark.label);
}

// Spec 2 §5 sliders. Where the spec leaves a default blank ('-') the choice is said next to it.
export const ROUND_DURATION_SLIDER: SliderSpec = {
  key: 'roundDuration',
  label: 'Round duration',
  min: 3,
  max: 10,
  step: 1,
  default: 5,
  unit: 'seconds',
};
export const RAPID_FIRE_ROUND_DURATION_SLIDER: SliderSpec = { ...ROUND_DURATION_SLIDER, min: 2, max: 6, default: 5 };
/** Rounds default 6 (autocomplete in spec 2 §5, totalRounds 6 in spec 1 §9), also used for Analogies. */
export const ROUNDS_SLIDER: SliderSpec = {
  key: 'totalRounds',
  label: 'Rounds',
  min: 3,
  max: 50,
  step: 1,
  default: 6,
  unit: 'rounds',
};
/** Generic total duration 30-180 step 10; no default in the spec: 60, the Triple Step default. */
export const TOTAL_DURATION_SLIDER: SliderSpec = {
  key: 'totalDuration',
  label: 'Total duration',
  min: 30,
  max: 180,
  step: 10,
  default: 60,
  unit: 'seconds',
};
/** Pause 3-10, default 6; no step in the spec: 1 s. */
export const PAUSE_SLIDER: SliderSpec = {
  key: 'pauseDuration',
  label: 'Pause',
  min: 3,
  max: 10,
  step: 1,
  default: 6,
  unit: 'seconds',
};
export const SPEECH_SLIDER: SliderSpec = {
  key: 'speechDuration',
  label: 'Speech',
  min: 10,
  max: 120,
  step: 10,
  default: 30,
  unit: 'seconds',
};
/** Topics 3-10; default 6 from spec 1 §9 (totalTopics 6). */
export const TOPICS_SLIDER: SliderSpec = {
  key: 'totalTopics',
  label: 'Topics',
  min: 3,
  max: 10,
  step: 1,
  default: 6,
  unit: 'topics',
};
/** Players 2-10; default 3 from spec 1 §9 (playerNumbers 3). */
export const PLAYERS_SLIDER: SliderSpec = {
  key: 'playerNumbers',
  label: 'Players',
  min: 2,
  max: 10,
  step: 1,
  default: 3,
  unit: 'players',
};

/** Breath games: no defaults in the spec: 5 s like the round duration, 6 s like the pause, 30 s like the speech. */
export const MAKE_A_MESS_SLIDER: SliderSpec = {
  key: 'roundDuration',
  label: 'Make a mess',
  min: 3,
  max: 6,
  step: 1,
  default: 5,
  unit: 'seconds',
};
export const TAKE_A_BREATH_SLIDER: SliderSpec = {
  key: 'pauseDuration',
  label: 'Take a breath',
  min: 3,
  max: 10,
  step: 1,
  default: 6,
  unit: 'seconds',
};
/** 'Clean it up' 10-120 is the speech range; its step 10 and default 30 are taken from the speech slider. */
export const CLEAN_IT_UP_SLIDER: SliderSpec = {
  key: 'speechDuration',
  label: 'Clean it up',
  min: 10,
  max: 120,
  step: 10,
  default: 30,
  unit: 'seconds',
};

export const TRIPLE_STEP_DURATION_SLIDER: SliderSpec = { ...TOTAL_DURATION_SLIDER, default: 60 };
/** Conductor: minimum 60, default 60, otherwise the generic 180 maximum and 10 s step. */
export const CONDUCTOR_DURATION_SLIDER: SliderSpec = { ...TOTAL_DURATION_SLIDER, min: 60, default: 60 };
export const SNOW_GLOBE_DURATION_SLIDER: SliderSpec = {
  ...TOTAL_DURATION_SLIDER,
  min: 30,
  max: 600,
  step: 30,
  default: 60,
};
export const TIMER_DURATION_SLIDER: SliderSpec = {
  ...TOTAL_DURATION_SLIDER,
  min: 15,
  max: 1800,
  step: 15,
  default: 300,
};
/** Slideshow 50-155 default 50; no step in the spec: 5 s, the shortest photo, so 155 is reachable. */
export const SLIDESHOW_DURATION_SLIDER: SliderSpec = {
  ...TOTAL_DURATION_SLIDER,
  min: 50,
  max: 155,
  step: 5,
  default: 50,
};
export const PODCAST_DURATION_SLIDER: SliderSpec = {
  ...TOTAL_DURATION_SLIDER,
  min: 60,
  max: 300,
  step: 30,
  default: 60,
};

/** Slideshow difficulty: random 0, fast 5, medium 10, slow 15; no default in the spec: medium. */
export const SLIDESHOW_DIFFICULTY_SLIDER: SliderSpec = {
  key: 'difficultyRange',
  label: 'Difficulty',
  min: 0,
  max: 15,
  step: 5,
  default: 10,
  unit: null,
  marks: [...SLIDESHOW_DIFFICULTIES].sort((a, b) => a.value - b.value).map(({ value, label }) => ({ value, label })),
  // The value is the round length (slow 15 s … random 0): shown reversed, it reads slow → medium → fast → random as
  // Podcast's does (issue 29 §8).
  reversed: true,
};
/** Podcast difficulty 0-3 (slow, medium, fast, random); no default in the spec: medium (1). */
export const PODCAST_DIFFICULTY_SLIDER: SliderSpec = {
  key: 'difficultyRange',
  label: 'Difficulty',
  min: 0,
  max: 3,
  step: 1,
  default: 1,
  unit: null,
  marks: PODCAST_DIFFICULTIES.map(({ value, label }) => ({ value, label })),
};
