/** Content types of spec 2 §3; an element with a goal is a game, one with an input an input step. */
export const CONTENT_TYPES = [
  'INTRODUCTION',
  'CONCLUSION',
  'INSTRUCTION',
  'INSTRUCTION_UNTIMED',
  'DECISION',
  'DISCUSSION',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What an element is on screen; UNKNOWN is a content type this version does not know. */
export type ElementKind = ContentType | 'GAME' | 'INPUT' | 'UNKNOWN';

export const PRACTICE_SESSION_TYPES = [
  'DAILY_PRACTICE',
  'LIVE_CLASS',
  'FUNDAMENTALS_CLASS',
  'ASSIGNMENT',
  'GROUP_PRACTICE',
] as const;
export type PracticeSessionType = (typeof PRACTICE_SESSION_TYPES)[number];

/** Spec 2 §3: a goal counts minutes or rounds. */
export const GOAL_TYPES = ['DURATION', 'ROUNDS'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const DECISION_ACTIONS = ['RESTART_SESSION', 'DECREMENT_INDEX_BY', 'INCREMENT_INDEX_BY'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const INPUT_TYPES = ['TEXT', 'ARROW', 'BOW', 'NOTE', 'TITLE', 'MESSAGE'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export const USER_CONTENT_TYPES = ['ARROW', 'BOW', 'NOTE', 'MESSAGE', 'TITLE'] as const;
export type UserContentType = (typeof USER_CONTENT_TYPES)[number];

/** Spec 2 §3: the labels of the user content types. */
export const USER_CONTENT_LABELS: Record<UserContentType, string> = {
  ARROW: 'Arrow',
  BOW: 'Bow',
  NOTE: 'Notes',
  MESSAGE: 'Key Messages',
  TITLE: 'Title',
};

/** The user content an input's value is saved as: a free TEXT input is kept among the notes. */
export function userContentTypeOf(inputType: InputType): UserContentType {
  return inputType === 'TEXT' ? 'NOTE' : inputType;
}

/** Spec 2 §3: by the content's type; a goal is a game, an input an input step; no type reads as an instruction. */
export function elementKind(element: {
  goal: unknown;
  input: unknown;
  content: { type: string | null } | null;
}): ElementKind {
  if (element.goal) return 'GAME';
  if (element.input) return 'INPUT';
  const type = element.content?.type ?? null;
  if (type === null) return 'INSTRUCTION';
  return (CONTENT_TYPES as readonly string[]).includes(type) ? (type as ContentType) : 'UNKNOWN';
}

/** Spec 2 §2: these show back and forward arrows (forward hidden on the last element). */
export function showsArrows(kind: ElementKind): boolean {
  return (
    kind === 'DECISION' ||
    kind === 'INSTRUCTION' ||
    kind === 'DISCUSSION' ||
    kind === 'GAME' ||
    kind === 'INSTRUCTION_UNTIMED'
  );
}

/** Spec 8: the screen of an element whose kind is unknown. */
export const UNKNOWN_ELEMENT_MESSAGE =
  'Oops! Looks like something went wrong. Please contact the team if this error continues to persist.';
