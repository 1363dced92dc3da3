import { nextLesson, VIRTUAL_COACH_DEFAULTS, type Lesson } from './lessons.js';

/** Spec 2 §2: the Virtual Coach displays. */
export const DISPLAYS = [
  'intro',
  'example-video',
  'game',
  'confidence-initial',
  'lesson',
  'reflection-question',
  'reflection-context',
  'two-me-two-you',
  'confidence-final',
  'conclusion',
  'discounts',
  'end',
] as const;
export type Display = (typeof DISPLAYS)[number];

export const REFLECTION_ANSWERS = ['Yes', 'No'] as const;
export type ReflectionAnswer = (typeof REFLECTION_ANSWERS)[number];
export type Difficulty = 'EASY' | 'HARD';

/** What the learner can do after the reflection context. */
export const NEXT_STEPS = ['TRY_AGAIN', 'TRY_AGAIN_WITH_COACH', 'NEXT_LESSON', 'CONTINUE', 'FINISH'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** Spec 2 §4 button labels. */
export const NEXT_STEP_LABELS: Readonly<Record<NextStep, string>> = {
  TRY_AGAIN: 'Try Again',
  TRY_AGAIN_WITH_COACH: 'Try Again with Coach',
  NEXT_LESSON: 'Next Lesson',
  CONTINUE: 'Continue',
  FINISH: 'Finish',
};
export const ALTERNATE_LABEL = "Let's try something else!";
export const ALTERNATE_FINISH_LABEL = 'Keep practicing!';

export interface NextStepButton {
  step: NextStep;
  label: string;
  /** The alternate button of spec 2 §4, shown after more than 2 loops on a lesson. */
  alternate: boolean;
}

/** What the reflection context offers depends on these parts of the Virtual Coach state. */
export interface ReflectionPosition {
  lesson: Lesson;
  difficulty: Difficulty;
  currentLessonLoops: number;
  roundDuration: number;
}

export function difficultyOf(answer: ReflectionAnswer): Difficulty {
  return answer === 'Yes' ? 'EASY' : 'HARD';
}

/**
 * The buttons of the reflection context (spec 2 §4):
 * - easy leads on (Next Lesson, or Finish after SENSE); SPEED easy instead lowers the round duration by 1 and goes
 *   straight to the game (Continue) while the rounds are longer than the pass criteria;
 * - hard offers Try Again, Try Again with Coach and the way on;
 * - after more than 2 loops on a lesson only the alternate button leads on: 'Let’s try something else!', or
 *   'Keep practicing!' when the way on is Finish.
 */
export function nextStepButtons(position: ReflectionPosition): NextStepButton[] {
  const next = nextLesson(position.lesson);
  const onward: NextStep = next ? 'NEXT_LESSON' : 'FINISH';
  if (position.currentLessonLoops > VIRTUAL_COACH_DEFAULTS.loopThreshold) {
    return [{ step: onward, label: next ? ALTERNATE_LABEL : ALTERNATE_FINISH_LABEL, alternate: true }];
  }
  const button = (step: NextStep): NextStepButton => ({ step, label: NEXT_STEP_LABELS[step], alternate: false });
  if (position.difficulty === 'EASY') {
    if (position.lesson === 'SPEED' && position.roundDuration > VIRTUAL_COACH_DEFAULTS.passCriteria)
      return [button('CONTINUE')];
    return [button(onward)];
  }
  return [button('TRY_AGAIN'), button('TRY_AGAIN_WITH_COACH'), button(onward)];
}

/** Confidence ratings are whole numbers 1 to 5 (spec 2 §5). */
export function isConfidence(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= VIRTUAL_COACH_DEFAULTS.maxConfidence
  );
}

/** The conclusion's comparison of the start and end confidence. */
export function confidenceChange(start: number | null, end: number | null): string {
  if (start === null || end === null) return '';
  if (end > start) return `Your confidence grew from ${start} to ${end} out of 5.`;
  if (end < start)
    return `Your confidence went from ${start} to ${end} out of 5 — an honest rating is the first step to growing it.`;
  return `Your confidence held steady at ${end} out of 5.`;
}
