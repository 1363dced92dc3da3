// Test support: events of this context as a test appends them (`@impromptu/assessments/testing`).
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@impromptu/event-store';
import { SNAPSHOT_STREAM_TYPE, snapshotEvents, snapshotStreamId, type UserTrait } from '../snapshot/snapshot.events.js';

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
