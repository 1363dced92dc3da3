import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { practiceOfOneSession } from '../../testing/index.js';
import { userPracticeSessionProjection } from './user-practice-session.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(userPracticeSessionProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const sessionsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('user_practice_session')
    .select([
      'practice_session_slug',
      'scheduled_date',
      'element_index',
      'game_index',
      'percentage_completed',
      'status',
      'outcome',
      'retries_used',
    ])
    .where('user_id', '=', userId)
    .execute();

/** The row of the test session: started and one step on, unless told otherwise. */
const row = (overrides: Record<string, unknown> = {}) => ({
  practice_session_slug: 'one-minute-one-point',
  scheduled_date: '2026-03-01',
  element_index: 1,
  game_index: 0,
  percentage_completed: 50,
  status: 'STARTED',
  outcome: { goals: [], inputs: [] },
  retries_used: {},
  ...overrides,
});

describe('user practice session projection', () => {
  it('keeps a started session where the learner is', async () => {
    const user = randomUUID();
    await given(practiceOfOneSession(user, ['2026-03-01T09:00:00.000Z', '2026-03-01T09:01:00.000Z'])).then(
      sessionsOf(user),
      [row()],
    );
  });

  it('keeps the outcome of a completed session', async () => {
    const user = randomUUID();
    await given(
      practiceOfOneSession(user, ['2026-03-01T09:00:00.000Z', '2026-03-01T09:01:00.000Z', '2026-03-01T09:02:00.000Z']),
    ).then(sessionsOf(user), [
      row({
        element_index: 2,
        game_index: 1,
        percentage_completed: 100,
        status: 'COMPLETED',
        outcome: {
          goals: [{ index: 0, name: 'Timer', gameShortCode: 'timer', type: 'DURATION', progress: 60 }],
          inputs: [],
        },
      }),
    ]);
  });

  it('counts the retries used and starts the retried goal again', async () => {
    const user = randomUUID();
    const session = practiceOfOneSession(user, ['2026-03-01T09:00:00.000Z', '2026-03-01T09:01:00.000Z']);
    const userPracticeSessionId = (session.events[0]!.data as { userPracticeSessionId: string }).userPracticeSessionId;
    const retry = {
      streamId: session.streamId,
      streamType: session.streamType,
      events: [
        {
          type: 'PracticeRetryUsed',
          schemaVersion: 1,
          data: {
            userPracticeSessionId,
            userId: user,
            elementIndex: 1,
            goalIndex: 0,
            retriesUsed: 1,
            retriesAllowed: 1,
            usedAt: '2026-03-01T09:01:30.000Z',
          },
        },
      ],
    };
    await given(session, retry).then(sessionsOf(user), [row({ retries_used: { '1': 1 } })]);
  });
});
