import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import { DISPLAYS, LESSONS, REFLECTION_ANSWERS } from '../rules/index.js';

/**
 * Stream of one user's Virtual Coach: `virtual-coach-{userId}`. A run starts with VirtualCoachStarted and ends with
 * VirtualCoachExited or VirtualCoachClosed; the next start begins a new run on the same stream, so the learner's
 * current run is always the stream's fold (a reload resumes it).
 */
export function virtualCoachStreamId(userId: string): string {
  return `virtual-coach-${userId}`;
}
export const VIRTUAL_COACH_STREAM_TYPE = 'virtual-coach';

const isoInstant = z.iso.datetime({ offset: true });
const lesson = z.enum(LESSONS);
const base = { userId: z.uuid(), runId: z.uuid() };

export const GameSettingsSchema = z.object({
  roundDuration: z.number().int().min(2).max(6),
  totalRounds: z.number().int().min(3).max(50),
  playerName: z.string().min(1),
});

export const VirtualCoachStartedV1 = z.object({
  ...base,
  gameSettings: GameSettingsSchema,
  /** The intro's choice: watch the game example video first, or go straight to the game. */
  withExample: z.boolean(),
  startedAt: isoInstant,
});

/** A game starts: the warm-up (lesson null) or a loop on the lesson. */
export const GameStartedV1 = z.object({
  ...base,
  lesson: lesson.nullable(),
  roundDuration: z.number().int().min(2).max(6),
  /** Loops on the lesson counting this one (0 for the warm-up). */
  loop: z.number().int().min(0),
  startedAt: isoInstant,
});

export const GameFinishedV1 = z.object({ ...base, lesson: lesson.nullable(), finishedAt: isoInstant });

export const ConfidenceRatedV1 = z.object({
  ...base,
  stage: z.enum(['initial', 'final']),
  confidence: z.number().int().min(1).max(5),
  ratedAt: isoInstant,
});

export const LessonStartedV1 = z.object({
  ...base,
  lesson,
  roundDuration: z.number().int().min(2).max(6),
  /** Spec 2 §9: each lesson start adds the total rounds to the reps. */
  repsAdded: z.number().int().min(0),
  startedAt: isoInstant,
});

export const LessonVideoWatchedV1 = z.object({ ...base, lesson, watchedAt: isoInstant });

export const ReflectionAnsweredV1 = z.object({
  ...base,
  lesson,
  answer: z.enum(REFLECTION_ANSWERS),
  difficulty: z.enum(['EASY', 'HARD']),
  answeredAt: isoInstant,
});

/** Try Again with Coach: the two-me-two-you video, which adds 4 reps. */
export const CoachVideoOpenedV1 = z.object({
  ...base,
  lesson,
  repsAdded: z.number().int().min(0),
  openedAt: isoInstant,
});

/** SPEED easy: the rounds get 1 s shorter. */
export const RoundDurationShortenedV1 = z.object({
  ...base,
  lesson,
  from: z.number().int(),
  to: z.number().int(),
  shortenedAt: isoInstant,
});

/** A lesson is left for the next one, or (after SENSE) for the final confidence check. */
export const LessonCompletedV1 = z.object({ ...base, lesson, nextLesson: lesson.nullable(), completedAt: isoInstant });

export const ExampleVideoOpenedV1 = z.object({ ...base, openedAt: isoInstant });
export const OffersShownV1 = z.object({ ...base, shownAt: isoInstant });
export const VirtualCoachExitedV1 = z.object({ ...base, exitedAt: isoInstant });

/** A confirmed close: the run's progress is dropped. */
export const VirtualCoachClosedV1 = z.object({ ...base, display: z.enum(DISPLAYS), closedAt: isoInstant });

export type VirtualCoachGameSettings = z.infer<typeof GameSettingsSchema>;

/** The events of a user's Virtual Coach at their current schema versions. */
export const virtualCoachEvents = defineEvents({
  VirtualCoachStarted: { version: 1, schema: VirtualCoachStartedV1 },
  ExampleVideoOpened: { version: 1, schema: ExampleVideoOpenedV1 },
  GameStarted: { version: 1, schema: GameStartedV1 },
  GameFinished: { version: 1, schema: GameFinishedV1 },
  ConfidenceRated: { version: 1, schema: ConfidenceRatedV1 },
  LessonStarted: { version: 1, schema: LessonStartedV1 },
  LessonVideoWatched: { version: 1, schema: LessonVideoWatchedV1 },
  ReflectionAnswered: { version: 1, schema: ReflectionAnsweredV1 },
  CoachVideoOpened: { version: 1, schema: CoachVideoOpenedV1 },
  RoundDurationShortened: { version: 1, schema: RoundDurationShortenedV1 },
  LessonCompleted: { version: 1, schema: LessonCompletedV1 },
  OffersShown: { version: 1, schema: OffersShownV1 },
  VirtualCoachExited: { version: 1, schema: VirtualCoachExitedV1 },
  VirtualCoachClosed: { version: 1, schema: VirtualCoachClosedV1 },
});

export type VirtualCoachEvent = CatalogueEvent<typeof virtualCoachEvents>;
