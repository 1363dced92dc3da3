import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification, type GivenAppend } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import {
  gameSessionEvents,
  gameSessionStreamId,
  type GameSessionEvent,
} from '../../game-session/game-session.events.js';
import { gameUserStatsProjection } from './game-user-stats.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(gameUserStatsProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

interface SessionPlan {
  userId: string;
  shortCode: string;
  players: number;
  isTitleSuggested?: boolean;
  rounds: { speech: number; pause: number; cards?: string[]; survived?: boolean | null }[];
  finishedAfter?: number;
  startedAt: string;
}

/** A whole session in one append: started, its rounds, finished when a duration is given. */
function session(plan: SessionPlan): GivenAppend {
  const sessionId = randomUUID();
  const base = { sessionId, userId: plan.userId, shortCode: plan.shortCode };
  const events: GameSessionEvent[] = [
    {
      type: 'GameSessionStarted',
      data: {
        ...base,
        settings: plan.isTitleSuggested === undefined ? {} : { isTitleSuggested: plan.isTitleSuggested },
        isMultiplayer: plan.players > 1,
        players: Array.from({ length: plan.players }, (_, id) => ({ id, name: `Player ${id + 1}` })),
        timeZone: 'UTC',
        startedAt: plan.startedAt,
      },
    },
    ...plan.rounds.map((round, index): GameSessionEvent => ({
      type: 'RoundCompleted',
      data: {
        ...base,
        round: index + 1,
        playerIndex: 0,
        playerName: 'Player 1',
        settings: {},
        roundDuration: round.speech + round.pause,
        speechDuration: round.speech,
        pauseDuration: round.pause,
        survived: round.survived ?? null,
        ...(round.cards ? { cards: round.cards } : {}),
        completedAt: plan.startedAt,
        timeZone: 'UTC',
      },
    })),
  ];
  if (plan.finishedAfter !== undefined) {
    events.push({
      type: 'GameSessionFinished',
      data: {
        ...base,
        totalRounds: plan.rounds.length,
        totalDuration: plan.finishedAfter,
        survivalRounds: null,
        finishedAt: plan.startedAt,
      },
    });
  }
  return { streamId: gameSessionStreamId(sessionId), events: events.map((event) => gameSessionEvents.toAppend(event)) };
}

const statsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('game_user_stats')
    .select([
      'short_code',
      'play_count',
      'total_rounds',
      'total_duration',
      'speech_duration',
      'pause_duration',
      'round_duration',
      'total_players',
      'is_title_suggested',
      'total_cards',
      'survived_rounds',
      'last_played_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('short_code')
    .execute();

describe('game user stats projection (spec 1 §3 game_users)', () => {
  it('adds up sessions started, rounds, durations, players, cards and survived rounds per user and game', async () => {
    const user = randomUUID();
    await given(
      session({
        userId: user,
        shortCode: 'survival',
        players: 3,
        startedAt: '2026-03-01T10:00:00.000Z',
        rounds: [
          { speech: 50, pause: 10, survived: true },
          { speech: 40, pause: 20, survived: false },
        ],
        finishedAfter: 130,
      }),
      session({
        userId: user,
        shortCode: 'survival',
        players: 1,
        startedAt: '2026-03-02T10:00:00.000Z',
        rounds: [{ speech: 30, pause: 0, cards: ['a lighthouse', 'a kite'], survived: true }],
      }),
      session({
        userId: user,
        shortCode: 'conductor',
        players: 1,
        isTitleSuggested: true,
        startedAt: '2026-03-03T09:00:00.000Z',
        rounds: [],
      }),
    ).then(statsOf(user), [
      {
        short_code: 'conductor',
        play_count: 1,
        total_rounds: 0,
        total_duration: 0,
        speech_duration: 0,
        pause_duration: 0,
        round_duration: 0,
        total_players: 1,
        is_title_suggested: true,
        total_cards: 0,
        survived_rounds: 0,
        last_played_at: new Date('2026-03-03T09:00:00.000Z'),
      },
      {
        short_code: 'survival',
        play_count: 2,
        total_rounds: 3,
        total_duration: 130,
        speech_duration: 120,
        pause_duration: 30,
        round_duration: 150,
        total_players: 4,
        is_title_suggested: null,
        total_cards: 2,
        survived_rounds: 2,
        last_played_at: new Date('2026-03-02T10:00:00.000Z'),
      },
    ]);
  });

  it('keeps the title setting of the last session started that said one', async () => {
    const user = randomUUID();
    await given(
      session({
        userId: user,
        shortCode: 'slideshow',
        players: 1,
        isTitleSuggested: true,
        startedAt: '2026-03-01T10:00:00.000Z',
        rounds: [],
      }),
      session({
        userId: user,
        shortCode: 'slideshow',
        players: 1,
        isTitleSuggested: false,
        startedAt: '2026-03-02T10:00:00.000Z',
        rounds: [],
      }),
      session({ userId: user, shortCode: 'slideshow', players: 1, startedAt: '2026-03-03T10:00:00.000Z', rounds: [] }),
    ).then(
      (db) =>
        db
          .selectFrom('game_user_stats')
          .select(['play_count', 'is_title_suggested'])
          .where('user_id', '=', user)
          .execute(),
      [{ play_count: 3, is_title_suggested: false }],
    );
  });
});
