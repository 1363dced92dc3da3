import { z } from 'zod';
import { defineEvents, type CatalogueEvent } from '@impromptu/event-store';
import {
  DECISION_ACTIONS,
  GOAL_TYPES,
  INPUT_TYPES,
  PRACTICE_SESSION_TYPES,
  USER_CONTENT_TYPES,
} from '../rules/elements.js';

/** Stream of one user practice session: `practice-{userPracticeSessionId}` (ARCHITECTURE §2). */
export function practiceSessionStreamId(userPracticeSessionId: string): string {
  return `practice-${userPracticeSessionId}`;
}
export const PRACTICE_STREAM_TYPE = 'practice';

const isoInstant = z.iso.datetime({ offset: true });
const day = z.iso.date();

/** An input step's field and its word bounds (spec 2 §5). */
export const PracticeInputRuleSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(INPUT_TYPES),
  index: z.number().int().min(0),
  nextKey: z.string().nullable(),
  previousKey: z.string().nullable(),
  minWords: z.number().int().min(0).nullable(),
  maxWords: z.number().int().min(1).nullable(),
});

/** The session's elements as the decider needs them: which are games, each one's retry allowance, the input steps' fields. */
export const PracticeElementSchema = z.object({
  index: z.number().int().min(0),
  kind: z.enum(['GAME', 'INPUT', 'CONTENT']),
  numberRetriesAllowed: z.number().int().min(0),
  inputs: z.array(PracticeInputRuleSchema).optional(),
});

/** Spec 2 §7 outcome: the goals and the inputs with their progress. */
export const PracticeOutcomeSchema = z.object({
  goals: z
    .array(
      z.object({
        index: z.number().int().min(0).max(200),
        name: z.string().max(200),
        gameShortCode: z.string().max(50),
        type: z.enum(GOAL_TYPES),
        progress: z.number().min(0).max(100_000),
      }),
    )
    .max(200),
  inputs: z
    .array(
      z.object({
        key: z.string().max(100),
        type: z.enum(USER_CONTENT_TYPES),
        label: z.string().max(200),
        text: z.string().max(5_000),
      }),
    )
    .max(200),
});

export const PracticeSessionStartedV1 = z.object({
  userPracticeSessionId: z.uuid(),
  userId: z.uuid(),
  practiceSessionId: z.uuid(),
  practiceSessionSlug: z.string(),
  practiceSessionName: z.string(),
  practiceSessionType: z.enum(PRACTICE_SESSION_TYPES),
  /** The day of Today's Practice this session was played for, in the user's zone; null for a named session. */
  scheduledDate: day.nullable(),
  elements: z.array(PracticeElementSchema).min(1),
  /** The user's zone when the session started: the zone its activity is counted in. */
  timeZone: z.string(),
  startedAt: isoInstant,
});

export const PracticeProgressRecordedV1 = z.object({
  userPracticeSessionId: z.uuid(),
  userId: z.uuid(),
  practiceSessionId: z.uuid(),
  elementIndex: z.number().int().min(0),
  gameIndex: z.number().int().min(0),
  /** The decision that moved the learner here, when one did. */
  decision: z.enum(DECISION_ACTIONS).nullable(),
  percentageCompleted: z.number().int().min(0).max(100),
  outcome: PracticeOutcomeSchema,
  timeZone: z.string(),
  recordedAt: isoInstant,
});

export const PracticeRetryUsedV1 = z.object({
  userPracticeSessionId: z.uuid(),
  userId: z.uuid(),
  elementIndex: z.number().int().min(0),
  /** The goal whose progress the retry resets. */
  goalIndex: z.number().int().min(0),
  retriesUsed: z.number().int().min(1),
  retriesAllowed: z.number().int().min(1),
  usedAt: isoInstant,
});

export const PracticeSessionCompletedV1 = z.object({
  userPracticeSessionId: z.uuid(),
  userId: z.uuid(),
  practiceSessionId: z.uuid(),
  outcome: PracticeOutcomeSchema,
  timeZone: z.string(),
  completedAt: isoInstant,
});

export type PracticeOutcome = z.infer<typeof PracticeOutcomeSchema>;
export type PracticeElement = z.infer<typeof PracticeElementSchema>;
export type PracticeSessionStarted = z.infer<typeof PracticeSessionStartedV1>;
export type PracticeProgressRecorded = z.infer<typeof PracticeProgressRecordedV1>;
export type PracticeRetryUsed = z.infer<typeof PracticeRetryUsedV1>;
export type PracticeSessionCompleted = z.infer<typeof PracticeSessionCompletedV1>;

/** The events of a user practice session at their current schema versions. */
export const practiceSessionEvents = defineEvents({
  PracticeSessionStarted: { version: 1, schema: PracticeSessionStartedV1 },
  PracticeProgressRecorded: { version: 1, schema: PracticeProgressRecordedV1 },
  PracticeRetryUsed: { version: 1, schema: PracticeRetryUsedV1 },
  PracticeSessionCompleted: { version: 1, schema: PracticeSessionCompletedV1 },
});

export type PracticeSessionEvent = CatalogueEvent<typeof practiceSessionEvents>;
