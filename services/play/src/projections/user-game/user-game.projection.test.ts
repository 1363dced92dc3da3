import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ProjectionSpecification, type GivenAppend } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { gameSessionEvents, gameSessionStreamId } from '../../game-session/game-session.events.js';
import { USER_GAME_STREAM_TYPE, userGameEvents, userGameStreamId } from '../../user-game/user-game.events.js';
import { userGameProjection } from './user-game.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(userGameProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

function started(userId: string, shortCode: string, settings: Record<string, unknown>, startedAt: string): GivenAppend {
  const sessionId = randomUUID();
  return {
    streamId: gameSessionStreamId(sessionId),
    events: [
      gameSessionEvents.toAppend({
        type: 'GameSessionStarted',
        data: {
          sessionId,
          userId,
          shortCode,
          settings,
          isMultiplayer: false,
          players: [{ id: 0, name: 'Player 1' }],
          timeZone: 'UTC',
          startedAt,
        },
      }),
    ],
  };
}

function tutorial(userId: string, shortCode: string, completed: boolean, at: string): GivenAppend {
  return {
    streamId: userGameStreamId(userId, shortCode),
    streamType: USER_GAME_STREAM_TYPE,
    events: [
      userGameEvents.toAppend({
        type: completed ? 'UserGameTutorialCompleted' : 'UserGameTutorialReopened',
        data: { userId, shortCode, at },
      }),
    ],
  };
}

describe('user game projection', () => {
  it('keeps tutorial completion per user game, reopened when undone (spec 2 §4)', async () => {
    const user = randomUUID();
    await given(
      tutorial(user, 'conductor', true, '2026-03-01T10:00:00.000Z'),
      tutorial(user, 'podcast', true, '2026-03-01T10:05:00.000Z'),
      tutorial(user, 'podcast', false, '2026-03-01T10:06:00.000Z'),
    ).then(
      (db) =>
        db
          .selectFrom('user_game')
          .select(['short_code', 'is_tutorial_completed', 'tutorial_changed_at'])
          .where('user_id', '=', user)
          .orderBy('short_code')
          .execute(),
      [
        {
          short_code: 'conductor',
          is_tutorial_completed: true,
          tutorial_changed_at: new Date('2026-03-01T10:00:00.000Z'),
        },
        {
          short_code: 'podcast',
          is_tutorial_completed: false,
          tutorial_changed_at: new Date('2026-03-01T10:06:00.000Z'),
        },
      ],
    );
  });

  it('remembers the settings of the last session started per game, and the game of the last session as the preferred one', async () => {
    const user = randomUUID();
    await given(
      started(user, 'triple-step', { totalRounds: 2 }, '2026-03-01T10:00:00.000Z'),
      started(user, 'triple-step', { totalRounds: 5 }, '2026-03-02T10:00:00.000Z'),
      tutorial(user, 'triple-step', true, '2026-03-02T10:01:00.000Z'),
      started(user, 'breathe', { breaths: 3 }, '2026-03-03T10:00:00.000Z'),
    ).then(
      async (db) => [
        ...(await db
          .selectFrom('user_game')
          .select(['short_code', 'is_tutorial_completed', 'last_settings', 'last_started_at'])
          .where('user_id', '=', user)
          .orderBy('short_code')
          .execute()),
        ...(await db
          .selectFrom('user_preferred_game')
          .select(['short_code', 'started_at'])
          .where('user_id', '=', user)
          .execute()),
      ],
      [
        {
          short_code: 'breathe',
          is_tutorial_completed: false,
          last_settings: { breaths: 3 },
          last_started_at: new Date('2026-03-03T10:00:00.000Z'),
        },
        {
          short_code: 'triple-step',
          is_tutorial_completed: true,
          last_settings: { totalRounds: 5 },
          last_started_at: new Date('2026-03-02T10:00:00.000Z'),
        },
        { short_code: 'breathe', started_at: new Date('2026-03-03T10:00:00.000Z') },
      ],
    );
  });
});
