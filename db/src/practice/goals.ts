import type { GoalSeed } from './catalogue-types.js';

type GoalText = Pick<
  GoalSeed,
  'name' | 'shortDescription' | 'instructionHeader' | 'instructionBody' | 'recapHeader' | 'recapBody'
> &
  Partial<Pick<GoalSeed, 'coachingTip' | 'timedPrompts' | 'numberRetriesAllowed' | 'longDescription'>>;

const base = (text: GoalText) => ({ numberRetriesAllowed: 1, ...text });

/** A game's constructor: its goal type and the settings that fit a 3 - 5 minute session, which a session may override. */
const forGame =
  (shortCode: string, type: GoalSeed['type'], defaults: Record<string, unknown>) =>
  (text: GoalText, settings: Record<string, unknown> = {}): GoalSeed => ({
    ...base(text),
    type,
    shortCode,
    settings: { ...defaults, ...settings },
  });

const rounds = { totalRounds: 5, roundDuration: 5 };
const breath = { roundDuration: 5, pauseDuration: 6, speechDuration: 30 };

/** One constructor per game, with settings short enough for a 3 - 5 minute session. */
export const goal = {
  tripleStep: forGame('triple-step', 'DURATION', {
    totalDuration: 60,
    totalTopics: 3,
    isTitleSuggested: true,
    totalRounds: 1,
  }),
  conductor: forGame('conductor', 'DURATION', { totalDuration: 60 }),
  autocomplete: forGame('autocomplete', 'ROUNDS', rounds),
  analogies: forGame('analogies', 'ROUNDS', rounds),
  autocompleteBreath: forGame('autocomplete-breath', 'ROUNDS', breath),
  analogiesBreath: forGame('analogies-breath', 'ROUNDS', breath),
  slideshow: forGame('slideshow', 'DURATION', { totalDuration: 50 }),
  snowGlobe: forGame('snow-globe', 'DURATION', { totalDuration: 60 }),
  podcast: forGame('podcast', 'DURATION', { totalDuration: 60 }),
  timer: forGame('timer', 'DURATION', { totalDuration: 60 }),
};
