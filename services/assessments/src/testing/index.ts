// Test support: events of this context as a test appends them (`@impromptu/assessments/testing`).
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@impromptu/event-store';
import { SNAPSHOT_STREAM_TYPE, snapshotEvents, snapshotStreamId, type UserTrait } from '../snapshot/snapshot.events.js';
import {
  ASSESSMENT_STREAM_TYPE,
  assessmentEvents,
  assessmentStreamId,
  type AssessmentComputed,
} from '../assessment/assessment.events.js';

export interface AssessmentsAppend {
  streamId: string;
  streamType: string;
  events: (EventToAppend & { schemaVersion: number })[];
}

/** A TRAIT answer of a category, for a snapshot under test. */
export function traitAnswer(category: string, rating: number | null, traitId: string = randomUUID()): UserTrait {
  return { traitId, traitName: `${category} trait`, traitType: 'TRAIT', category, rating, comment: null, metadata: {} };
}

/** One snapshot taken at `takenAt` with these answers, then optional answers added later. */
export function snapshotTaken(
  userId: string,
  takenAt: string,
  traits: UserTrait[],
  options: { snapshotId?: string; name?: string; added?: { traits: UserTrait[]; addedAt: string } } = {},
): AssessmentsAppend {
  const snapshotId = options.snapshotId ?? randomUUID();
  const events = [
    snapshotEvents.toAppend({
      type: 'ShapeSnapshotTaken',
      data: { snapshotId, userId, name: options.name ?? 'Mar 5 2026', wizardType: 'start', traits, takenAt },
    }),
    ...(options.added
      ? [snapshotEvents.toAppend({ type: 'ShapeSnapshotAnswersAdded', data: { snapshotId, userId, ...options.added } })]
      : []),
  ];
  return { streamId: snapshotStreamId(snapshotId), streamType: SNAPSHOT_STREAM_TYPE, events };
}

/** The data of one month's assessment of the user, with plain figures; `overrides` changes any field. */
export function assessmentData(
  userId: string,
  period: { startDate: string; endDate: string },
  overrides: Partial<AssessmentComputed> = {},
): AssessmentComputed {
  return {
    assessmentId: randomUUID(),
    userId,
    assessmentType: 'Monthly',
    timePeriod: 'MONTH',
    ...period,
    figures: {
      gamesCompleted: 4,
      rounds: 12,
      activeDays: 3,
      speakingSeconds: 600,
      speakingShare: null,
      streak: 2,
      practiceCompleted: 1,
      coursesCompleted: 0,
      shapeScore: null,
    },
    traits: {},
    averageGrade: 0.5,
    overallPercentile: 0.4,
    achievements: [],
    nextSteps: [],
    summary: { text: 'You trained on 3 days this month.', writtenBy: 'figures' },
    computedAt: `${period.endDate}T23:00:00.000Z`,
    ...overrides,
  };
}

/** One assessment computed, as the monthly job appends it to the user's stream of that period. */
export function assessmentComputed(data: AssessmentComputed): AssessmentsAppend {
  return {
    streamId: assessmentStreamId(data.userId, data.endDate),
    streamType: ASSESSMENT_STREAM_TYPE,
    events: [assessmentEvents.toAppend({ type: 'AssessmentComputed', data })],
  };
}
