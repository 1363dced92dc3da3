import type {
  ContentSeed,
  CtaSeed,
  ElementSeed,
  GoalSeed,
  InputElementSeed,
  InputSeed,
  PracticeSessionSeed,
} from './catalogue-types.js';
import { TODAYS_PRACTICE_DURATION } from './catalogue-types.js';
import type { PracticeTimerSpeed, UserContentType } from '../schema/practice.js';

/** Short constructors, so the catalogue reads as the session a learner goes through. */
export const step = {
  introduction: (header: string, body: string, extra: Partial<ContentSeed> = {}): ElementSeed =>
    content({ type: 'INTRODUCTION', header, body, primaryCtaText: 'Start practice', ...extra }),
  instruction: (header: string, body: string, extra: Partial<ContentSeed> = {}): ElementSeed =>
    content({ type: 'INSTRUCTION', header, body, ...extra }),
  untimed: (header: string, body: string, extra: Partial<ContentSeed> = {}): ElementSeed =>
    content({ type: 'INSTRUCTION_UNTIMED', header, body, ...extra }),
  discussion: (header: string, body: string, extra: Partial<ContentSeed> = {}): ElementSeed =>
    content({ type: 'DISCUSSION', header, body, ...extra }),
  decision: (
    header: string,
    body: string,
    primary: CtaSeed,
    secondary?: CtaSeed,
    extra: Partial<ContentSeed> = {},
  ): ElementSeed => content({ type: 'DECISION', header, body, primary, ...(secondary ? { secondary } : {}), ...extra }),
  conclusion: (header: string, body: string, extra: Partial<ContentSeed> = {}): ElementSeed =>
    content({ type: 'CONCLUSION', header, body, primaryCtaText: 'Back to home', ...extra }),
  game: (goal: GoalSeed, extra: { displayedUserContents?: UserContentType[] } = {}): ElementSeed => ({
    kind: 'goal',
    goal,
    ...extra,
  }),
  input: (input: InputElementSeed, extra: { displayedUserContents?: UserContentType[] } = {}): ElementSeed => ({
    kind: 'input',
    input,
    ...extra,
  }),
};

function content(seed: ContentSeed): ElementSeed {
  return { kind: 'content', content: seed };
}

/** The buttons of the reflection after a game: on to the next step, or back onto the game to play it again (by default the game just before; never onto the warm-up before it). */
export const keepGoing = (text = 'Keep going'): CtaSeed => ({
  type: 'INCREMENT_INDEX_BY',
  text,
  elementIndexCount: 1,
  gameIndexCount: 0,
});
export const runItBack = (text = 'Run it back', elementIndexCount = 1, gameIndexCount = 1): CtaSeed => ({
  type: 'DECREMENT_INDEX_BY',
  text,
  elementIndexCount,
  gameIndexCount,
});
export const startOver = (text = 'Start over from the top'): CtaSeed => ({ type: 'RESTART_SESSION', text });

/** The outline a learner builds over the week (spec 2 §3 user contents): Title, Arrow, Bow and Key Messages. */
export const outline = {
  title: (): InputSeed => ({ key: 'title', label: 'Title', type: 'TITLE', minWords: 2, maxWords: 12 }),
  arrow: (): InputSeed => ({ key: 'arrow', label: 'Arrow', type: 'ARROW', minWords: 4, maxWords: 30 }),
  bow: (): InputSeed => ({ key: 'bow', label: 'Bow', type: 'BOW', minWords: 4, maxWords: 30 }),
  messages: (): InputSeed[] => [
    { key: 'message-1', label: 'Key message 1', type: 'MESSAGE', minWords: 3, maxWords: 25 },
    { key: 'message-2', label: 'Key message 2', type: 'MESSAGE', minWords: 3, maxWords: 25 },
    { key: 'message-3', label: 'Key message 3', type: 'MESSAGE', minWords: 3, maxWords: 25 },
  ],
  note: (key: string, label: string, minWords = 3, maxWords = 40): InputSeed => ({
    key,
    label,
    type: 'NOTE',
    minWords,
    maxWords,
  }),
  text: (key: string, label: string, minWords = 1, maxWords = 40): InputSeed => ({
    key,
    label,
    type: 'TEXT',
    minWords,
    maxWords,
  }),
};

export interface DailyTheme {
  slug: string;
  name: string;
  description: string;
  summary: [string, string, string];
  introduction: string;
  warmUp: {
    header: string;
    body: string;
    coachingTip: string;
    examples: string[];
    timerSpeed?: PracticeTimerSpeed;
    slideDuration?: number;
  };
  game: GoalSeed;
  reflection: { header: string; body: string; secondary?: 'run-it-back' | 'start-over' };
  input: InputElementSeed;
  discussion: { header: string; body: string; timerSpeed?: PracticeTimerSpeed };
  takeaway: { header: string; body: string; coachingTip?: string };
  conclusion: string;
  displayedUserContents?: UserContentType[];
}

/**
 * Today's Practice, 3 - 5 minutes: introduction, a timed warm-up, the game (one retry), a reflection
 * that can send the learner back over the game, an input step of the outline, a timed discussion
 * said out loud, the takeaway, the conclusion. Every element kind, every day.
 */
export function dailySession(theme: DailyTheme): PracticeSessionSeed {
  const reflectionBack = theme.reflection.secondary === 'start-over' ? startOver() : runItBack();
  return {
    slug: theme.slug,
    name: theme.name,
    description: theme.description,
    summary: theme.summary,
    estimatedDuration: TODAYS_PRACTICE_DURATION,
    type: 'DAILY_PRACTICE',
    displayedUserContents: theme.displayedUserContents ?? ['ARROW', 'BOW'],
    elements: [
      step.introduction(theme.name, theme.introduction),
      step.instruction(theme.warmUp.header, theme.warmUp.body, {
        coachingTip: theme.warmUp.coachingTip,
        examples: theme.warmUp.examples,
        timerSpeed: theme.warmUp.timerSpeed ?? 'SLOW',
        ...(theme.warmUp.slideDuration === undefined ? {} : { slideDuration: theme.warmUp.slideDuration }),
      }),
      step.game(theme.game, { displayedUserContents: [] }),
      step.decision(theme.reflection.header, theme.reflection.body, keepGoing(), reflectionBack),
      step.input(theme.input),
      step.discussion(theme.discussion.header, theme.discussion.body, {
        timerSpeed: theme.discussion.timerSpeed ?? 'EXTRA_SLOW',
      }),
      step.untimed(
        theme.takeaway.header,
        theme.takeaway.body,
        theme.takeaway.coachingTip ? { coachingTip: theme.takeaway.coachingTip } : {},
      ),
      step.conclusion('Practice complete', theme.conclusion),
    ],
  };
}
