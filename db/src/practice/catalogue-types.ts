import type {
  PracticeContentType,
  PracticeCtaType,
  PracticeGoalType,
  PracticeInputType,
  PracticeSessionType,
  PracticeTimerSpeed,
  UserContentType,
} from '../schema/practice.js';

/** A decision button's move: the element and game indexes change by these counts (spec 2 §4). */
export interface CtaSeed {
  type: PracticeCtaType;
  text: string;
  elementIndexCount?: number;
  gameIndexCount?: number;
}

export interface ContentSeed {
  type: PracticeContentType;
  header: string;
  subHeader?: string;
  body: string;
  coachingTip?: string;
  examples?: string[];
  /** Text of the forward button of a non-decision step. */
  primaryCtaText?: string;
  primary?: CtaSeed;
  secondary?: CtaSeed;
  timerSpeed?: PracticeTimerSpeed;
  /** Seconds; overrides the timer speed. */
  slideDuration?: number;
  /** More of content.metadata, e.g. a recorded discussion's { recordedDiscussion, discussionScenario }. */
  metadata?: Record<string, unknown>;
}

export interface GoalSeed {
  name: string;
  type: PracticeGoalType;
  shortCode: string;
  settings: Record<string, unknown>;
  shortDescription: string;
  longDescription?: string;
  instructionHeader: string;
  instructionBody: string;
  recapHeader: string;
  recapBody: string;
  numberRetriesAllowed: number;
  coachingTip?: string;
  /** Seconds into the game at which a coaching tip panel appears (Snow Globe and Timer). */
  timedPrompts?: { at: number; text: string; durationSeconds?: number }[];
}

export interface InputSeed {
  key: string;
  label: string;
  type: PracticeInputType;
  minWords?: number;
  maxWords?: number;
  nextKey?: string;
  previousKey?: string;
}

export interface InputElementSeed {
  header: string;
  body: string;
  coachingTip?: string;
  primaryCtaText: string;
  inputs: InputSeed[];
}

export type ElementSeed =
  | { kind: 'content'; content: ContentSeed; displayedUserContents?: UserContentType[] }
  | { kind: 'goal'; goal: GoalSeed; numberRetriesAllowed?: number; displayedUserContents?: UserContentType[] }
  | { kind: 'input'; input: InputElementSeed; displayedUserContents?: UserContentType[] };

export interface PracticeSessionSeed {
  slug: string;
  name: string;
  description: string;
  summary: string[];
  estimatedDuration: string;
  type: PracticeSessionType;
  displayedUserContents: UserContentType[];
  elements: ElementSeed[];
}

/** The duration Today's Practice shows on its card (spec 2 §9). */
export const TODAYS_PRACTICE_DURATION = '3 - 5 min';
