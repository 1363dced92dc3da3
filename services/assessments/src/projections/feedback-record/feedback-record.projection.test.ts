import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { virtualCoachEvents, virtualCoachStreamId } from '@impromptu/coach';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { feedbackEvents, feedbackStreamId } from '../../feedback/feedback.events.js';
import { feedbackRecordProjection } from './feedback-record.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(feedbackRecordProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const recordsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('feedback_record')
    .select(['feature_id', 'type', 'metadata'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

const confidence = (userId: string, runId: string, stage: 'initial' | 'final', value: number, ratedAt: string) => ({
  streamId: virtualCoachStreamId(userId),
  events: [
    virtualCoachEvents.toAppend({
      type: 'ConfidenceRated',
      data: { userId, runId, stage, confidence: value, ratedAt },
    }),
  ],
});

describe('feedback record projection', () => {
  it('keeps a survey rating as sent, and each Virtual Coach confidence check as an automatic snapshot', async () => {
    const user = randomUUID();
    const runId = randomUUID();
    await given(
      confidence(user, runId, 'initial', 2, '2026-03-01T10:00:00.000Z'),
      {
        streamId: feedbackStreamId(user),
        events: [
          feedbackEvents.toAppend({
            type: 'FeedbackRecorded',
            data: {
              feedbackId: randomUUID(),
              userId: user,
              experimentId: null,
              featureId: 'assessments',
              type: 'SURVEY',
              metadata: { ratingQuestion: 'How useful is this assessment?', userRating: 4 },
              recordedAt: '2026-03-01T11:00:00.000Z',
            },
          }),
        ],
      },
      confidence(user, runId, 'final', 4, '2026-03-01T12:00:00.000Z'),
    ).then(recordsOf(user), [
      { feature_id: 'VIRTUAL_COACH', type: 'AUTOMATIC_SNAPSHOT', metadata: { runId, stage: 'initial', confidence: 2 } },
      {
        feature_id: 'assessments',
        type: 'SURVEY',
        metadata: { ratingQuestion: 'How useful is this assessment?', userRating: 4 },
      },
      { feature_id: 'VIRTUAL_COACH', type: 'AUTOMATIC_SNAPSHOT', metadata: { runId, stage: 'final', confidence: 4 } },
    ]);
  });
});
