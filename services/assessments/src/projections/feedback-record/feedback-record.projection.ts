import { createHash } from 'node:crypto';
import { column, combineEvents, defineRowProjection, table, type CatalogueEvent } from '@impromptu/event-store';
import { virtualCoachEvents } from '@impromptu/coach';
import { feedbackEvents, type FeedbackRecorded } from '../../feedback/feedback.events.js';

/** The feature id of the Virtual Coach's automatic snapshots. */
export const VIRTUAL_COACH_FEATURE_ID = 'VIRTUAL_COACH';

/** A stable id for the automatic snapshot of one confidence check of one run (the same on every rebuild). */
export function automaticSnapshotId(runId: string, stage: string): string {
  const hex = createHash('sha256').update(`virtual-coach-confidence:${runId}:${stage}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const recordTable = table(
  {
    id: column.uuid(),
    user_id: column.uuid(),
    experiment_id: column.text().nullable(),
    feature_id: column.text(),
    type: column.text(),
    metadata: column.jsonb<FeedbackRecorded['metadata']>(),
    created_at: column.timestamptz(),
  },
  { primaryKey: ['id'] },
);

/**
 * Spec 3 §3 feedback records (user_id, experiment_id, feature_id, type, metadata), for the admins' list: the
 * SURVEY ratings learners send, and the AUTOMATIC_SNAPSHOT records of spec 2 §7 — the Virtual Coach's initial
 * and final confidence checks (feature VIRTUAL_COACH, metadata runId, stage, confidence 1–5).
 */
const recordEvents = combineEvents(feedbackEvents, virtualCoachEvents.select('ConfidenceRated'));

function idOf(event: CatalogueEvent<typeof recordEvents>): string {
  return event.type === 'FeedbackRecorded'
    ? event.data.feedbackId
    : automaticSnapshotId(event.data.runId, event.data.stage);
}

export const feedbackRecordProjection = defineRowProjection({
  name: 'feedback_record',
  version: 2,
  events: recordEvents,
  table: { feedback_record: recordTable },
  key: (event) => ({ id: idOf(event) }),
  // A record is written once: the first event with its id keeps it.
  evolve: (stored, event) =>
    stored
      ? undefined
      : event.type === 'FeedbackRecorded'
        ? {
            id: event.data.feedbackId,
            user_id: event.data.userId,
            experiment_id: event.data.experimentId,
            feature_id: event.data.featureId,
            type: event.data.type,
            metadata: event.data.metadata,
            created_at: event.data.recordedAt,
          }
        : {
            id: idOf(event),
            user_id: event.data.userId,
            experiment_id: null,
            feature_id: VIRTUAL_COACH_FEATURE_ID,
            type: 'AUTOMATIC_SNAPSHOT',
            metadata: { runId: event.data.runId, stage: event.data.stage, confidence: event.data.confidence },
            created_at: event.data.ratedAt,
          },
});
