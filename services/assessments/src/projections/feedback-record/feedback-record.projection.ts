import { column, defineProjection, table } from '@impromptu/event-store';
import { feedbackEvents, type FeedbackRecorded } from '../../feedback/feedback.events.js';

/** Spec 3 §3 feedback records (user_id, experiment_id, feature_id, type, metadata), for the admins' list. */
export const feedbackRecordProjection = defineProjection({
  name: 'feedback_record',
  version: 1,
  events: feedbackEvents,
  tables: {
    feedback_record: table(
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
    ),
  },
  async apply(trx, events, tables) {
    if (events.length === 0) return;
    await trx
      .insertInto(tables.feedback_record as never)
      .values(
        events.map((event) => ({
          id: event.data.feedbackId,
          user_id: event.data.userId,
          experiment_id: event.data.experimentId,
          feature_id: event.data.featureId,
          type: event.data.type,
          metadata: JSON.stringify(event.data.metadata),
          created_at: event.data.recordedAt,
        })) as never,
      )
      .onConflict((oc) => oc.column('id' as never).doNothing())
      .execute();
  },
});
