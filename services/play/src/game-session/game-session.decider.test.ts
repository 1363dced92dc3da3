import { describe, expect, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import {
  GameSessionAlreadyStartedError,
  GameSessionFinishedError,
  GameSessionNotFoundError,
  gameSessionDecider,
  RoundAlreadyRecordedError,
  RoundOutOfOrderError,
  type CompleteRound,
  type GameSessionCommand,
} from './game-session.decider.js';
import { gameSessionEvents, type GameSessionEvent } from './game-session.events.js';

const SESSION = '0190f1a2-0000-7000-8000-000000000001';
const OWNER = '0190f1a2-0000-7000-8000-0000000000aa';
const STRANGER = '0190f1a2-0000-7000-8000-0000000000bb';
const T0 = new Date('2026-03-01T14:30:00.000Z');
const T1 = new Date('2026-03-01T14:31:00.000Z');

const given = DeciderSpecification.for(gameSessionDecider);

const started: GameSessionEvent = {
  type: 'GameSessionStarted',
  data: {
    sessionId: SESSION,
    userId: OWNER,
    shortCode: 'triple-step',
    settings: { totalRounds: 2, isTitleSuggested: true },
    isMultiplayer: false,
    players: [{ id: 0, name: 'Player 1' }],
    timeZone: 'Asia/Tokyo',
    startedAt: T0.toISOString(),
  },
};

const { startedAt: _startedAt, ...startData } = (started as Extract<GameSessionEvent, { type: 'GameSessionStarted' }>)
  .data;
const startSession: GameSessionCommand = { type: 'StartGameSession', data: { ...startData, now: T0 } };

function completeRound(round: number, overrides: Partial<CompleteRound['data']> = {}): CompleteRound {
  return {
    type: 'CompleteRound',
    data: {
      userId: OWNER,
      round,
      playerIndex: 0,
      playerName: 'Player 1',
      settings: { totalRounds: 2, roundDuration: 60 },
      roundDuration: 60,
      speechDuration: 55,
      pauseDuration: 5,
      survived: true,
      now: T1,
      ...overrides,
    },
  };
}

function roundCompleted(round: number): GameSessionEvent {
  const [first] = gameSessionDecider.decide(
    completeRound(1),
    gameSessionDecider.evolve(gameSessionDecider.initialState(), started),
  ) as Extract<GameSessionEvent, { type: 'RoundCompleted' }>[];
  return { type: 'RoundCompleted', data: { ...first!.data, round } };
}

const finished: GameSessionEvent = {
  type: 'GameSessionFinished',
  data: {
    sessionId: SESSION,
    userId: OWNER,
    shortCode: 'triple-step',
    totalRounds: 1,
    totalDuration: 60,
    survivalRounds: 1,
    finishedAt: T1.toISOString(),
  },
};

describe('game session decider', () => {
  it('starts a session with the user, the settings and the time zone of the moment', () => {
    given([]).when(startSession).then([started]);
  });

  it('refuses to start a session twice', () => {
    given([started]).when(startSession).thenThrows(GameSessionAlreadyStartedError);
  });

  it('records a round with the session’s user, game and time zone', () => {
    given([started])
      .when(completeRound(1, { cards: ['a topic'] }))
      .then([
        {
          type: 'RoundCompleted',
          data: {
            sessionId: SESSION,
            userId: OWNER,
            shortCode: 'triple-step',
            round: 1,
            playerIndex: 0,
            playerName: 'Player 1',
            settings: { totalRounds: 2, roundDuration: 60 },
            roundDuration: 60,
            speechDuration: 55,
            pauseDuration: 5,
            survived: true,
            cards: ['a topic'],
            completedAt: T1.toISOString(),
            timeZone: 'Asia/Tokyo',
          },
        },
      ]);
  });

  it('carries the round’s voice figures into the event, and records a round without them as before', () => {
    const voiceMetrics = {
      analysedMs: 60_000,
      speakingMs: 42_000,
      speakingRatio: 0.7,
      pauseCount: 9,
      meanPauseMs: 850,
      hesitationCount: 1,
      longestSilenceMs: 2_600,
      energyRangeDb: 18.5,
      pitchRangeSemitones: 7.2,
      pausesOnCue: { asked: 3, taken: 2 },
    };
    const [withFigures] = gameSessionDecider.decide(
      completeRound(1, { voiceMetrics }),
      gameSessionDecider.evolve(gameSessionDecider.initialState(), started),
    );
    given([started])
      .when(completeRound(1, { voiceMetrics }))
      .then([
        { type: 'RoundCompleted', data: { ...(roundCompleted(1).data as object), voiceMetrics } } as GameSessionEvent,
      ]);
    expect(withFigures!.data).toMatchObject({ voiceMetrics });
    expect(roundCompleted(1).data).not.toHaveProperty('voiceMetrics');
    // The figures stay in version 1: an event with them and one stored before them both read back.
    const stored = gameSessionEvents.toAppend(withFigures!);
    expect(stored.schemaVersion).toBe(1);
    expect(
      gameSessionEvents.parse({ type: stored.type, schemaVersion: 1, data: JSON.parse(JSON.stringify(stored.data)) }),
    ).toEqual(withFigures);
    expect(() =>
      gameSessionEvents.parse({
        type: 'RoundCompleted',
        schemaVersion: 1,
        data: { ...(roundCompleted(1).data as object), voiceMetrics: { ...voiceMetrics, speakingRatio: 1.5 } },
      }),
    ).toThrow();
  });

  it('records each round once', () => {
    given([started, roundCompleted(1), roundCompleted(2)])
      .when(completeRound(2))
      .thenThrows(RoundAlreadyRecordedError);
    given([started, roundCompleted(1), roundCompleted(2)])
      .when(completeRound(1))
      .thenThrows('Round 1 is already recorded');
  });

  it('records rounds in order: 1, 2, 3… with no gap', () => {
    given([started]).when(completeRound(2)).thenThrows(RoundOutOfOrderError);
    given([started, roundCompleted(1)])
      .when(completeRound(3))
      .thenThrows(RoundOutOfOrderError);
    given([started, roundCompleted(1)])
      .when(completeRound(2))
      .then([roundCompleted(2)]);
  });

  it('accepts nothing after the session is finished', () => {
    const afterFinish = given([started, roundCompleted(1), finished]);
    afterFinish.when(completeRound(2)).thenThrows(GameSessionFinishedError);
    afterFinish
      .when({
        type: 'FinishGameSession',
        data: { userId: OWNER, totalRounds: 1, totalDuration: 60, survivalRounds: null, now: T1 },
      })
      .thenThrows(GameSessionFinishedError);
  });

  it('accepts commands from the session’s owner only, and says not found to anyone else', () => {
    given([started])
      .when(completeRound(1, { userId: STRANGER }))
      .thenThrows(GameSessionNotFoundError);
    given([started])
      .when({
        type: 'FinishGameSession',
        data: { userId: STRANGER, totalRounds: 0, totalDuration: 0, survivalRounds: null, now: T1 },
      })
      .thenThrows(GameSessionNotFoundError);
    given([]).when(completeRound(1)).thenThrows(GameSessionNotFoundError);
  });

  it('finishes a session with its totals', () => {
    given([started, roundCompleted(1)])
      .when({
        type: 'FinishGameSession',
        data: { userId: OWNER, totalRounds: 1, totalDuration: 60, survivalRounds: 1, now: T1 },
      })
      .then([finished]);
  });

  it('stores events as versioned schemas and reads them back', () => {
    for (const event of [started, roundCompleted(1), finished]) {
      const stored = gameSessionEvents.toAppend(event);
      expect(stored.schemaVersion).toBe(1);
      expect(
        gameSessionEvents.parse({
          type: stored.type,
          schemaVersion: stored.schemaVersion,
          data: JSON.parse(JSON.stringify(stored.data)),
        }),
      ).toEqual(event);
    }
    expect(() =>
      gameSessionEvents.parse({ type: 'RoundCompleted', schemaVersion: 1, data: { round: 'one' } }),
    ).toThrow();
    expect(() => gameSessionEvents.parse({ type: 'RoundCompleted', schemaVersion: 9, data: {} })).toThrow(
      /schema version/,
    );
  });
});
