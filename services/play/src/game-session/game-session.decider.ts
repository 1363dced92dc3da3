import { DomainError, type Decider } from '@impromptu/event-store';
import { gameSessionEvents, type GameSessionEvent, type RoundCompleted } from './game-session.events.js';

type Settings = Record<string, unknown>;
type Player = { id: number; name: string };

export type StartGameSession = {
  type: 'StartGameSession';
  data: {
    sessionId: string;
    userId: string;
    shortCode: string;
    settings: Settings;
    isMultiplayer: boolean;
    players: Player[];
    timeZone: string;
    now: Date;
  };
};

/**
 * The round's figures are the event's own (`RoundCompletedV1`), less what the session adds (its id, game and zone)
 * and the time the decider stamps: one declaration of a round's shape for the event and the command (issue 27).
 */
export type CompleteRound = {
  type: 'CompleteRound';
  data: Omit<RoundCompleted, 'sessionId' | 'shortCode' | 'completedAt' | 'timeZone'> & { now: Date };
};

export type FinishGameSession = {
  type: 'FinishGameSession';
  data: { userId: string; totalRounds: number; totalDuration: number; survivalRounds: number | null; now: Date };
};

export type GameSessionCommand = StartGameSession | CompleteRound | FinishGameSession;

export type GameSessionState =
  | { status: 'empty' }
  | {
      status: 'started' | 'finished';
      sessionId: string;
      userId: string;
      shortCode: string;
      timeZone: string;
      /** Rounds are numbered 1, 2, 3… with no gap, so the last one says which are recorded. */
      lastRound: number;
    };

const initialState = (): GameSessionState => ({ status: 'empty' });

export class GameSessionError extends DomainError {}

/** No such session, or it belongs to someone else: both answer 404 so sessions cannot be probed. */
export class GameSessionNotFoundError extends GameSessionError {
  constructor() {
    super('not_found', 'Game session not found');
  }
}

export class GameSessionAlreadyStartedError extends GameSessionError {
  constructor() {
    super('conflict', 'Game session already started');
  }
}

/**
 * The command was applied already: a retry of the same request (same idempotency key) gets the
 * stored answer from the store, any other request is refused.
 */
export abstract class AlreadyRecordedError extends GameSessionError {}

export class RoundAlreadyRecordedError extends AlreadyRecordedError {
  constructor(readonly round: number) {
    super('conflict', `Round ${round} is already recorded`);
  }
}

export class RoundOutOfOrderError extends GameSessionError {
  constructor(
    readonly round: number,
    readonly lastRound: number,
  ) {
    super('conflict', `Rounds are recorded in order: round ${round} cannot come after round ${lastRound}`);
  }
}

export class GameSessionFinishedError extends AlreadyRecordedError {
  constructor() {
    super('conflict', 'The game session is finished');
  }
}

/** Pure: the events a command produces in this state, or the error that refuses it. Time and ids come in the command. */
function decide(command: GameSessionCommand, state: GameSessionState): GameSessionEvent[] {
  switch (command.type) {
    case 'StartGameSession': {
      if (state.status !== 'empty') throw new GameSessionAlreadyStartedError();
      const { now, ...data } = command.data;
      return [{ type: 'GameSessionStarted', data: { ...data, startedAt: now.toISOString() } }];
    }
    case 'CompleteRound': {
      const session = ownSession(state, command.data.userId);
      if (session.status === 'finished') throw new GameSessionFinishedError();
      if (command.data.round <= session.lastRound) throw new RoundAlreadyRecordedError(command.data.round);
      if (command.data.round !== session.lastRound + 1)
        throw new RoundOutOfOrderError(command.data.round, session.lastRound);
      return [{ type: 'RoundCompleted', data: roundCompleted(command, session) }];
    }
    case 'FinishGameSession': {
      const session = ownSession(state, command.data.userId);
      if (session.status === 'finished') throw new GameSessionFinishedError();
      const { now, userId: _userId, ...data } = command.data;
      return [
        {
          type: 'GameSessionFinished',
          data: {
            sessionId: session.sessionId,
            userId: session.userId,
            shortCode: session.shortCode,
            ...data,
            finishedAt: now.toISOString(),
          },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

/** Pure: the state after one more event. */
function evolve(state: GameSessionState, event: GameSessionEvent): GameSessionState {
  switch (event.type) {
    case 'GameSessionStarted':
      return {
        status: 'started',
        sessionId: event.data.sessionId,
        userId: event.data.userId,
        shortCode: event.data.shortCode,
        timeZone: event.data.timeZone,
        lastRound: 0,
      };
    case 'RoundCompleted':
      if (state.status === 'empty') return state;
      return { ...state, lastRound: event.data.round };
    case 'GameSessionFinished':
      if (state.status === 'empty') return state;
      return { ...state, status: 'finished' };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

type StartedState = Extract<GameSessionState, { status: 'started' | 'finished' }>;

function ownSession(state: GameSessionState, userId: string): StartedState {
  if (state.status === 'empty' || state.userId !== userId) throw new GameSessionNotFoundError();
  return state;
}

function roundCompleted(command: CompleteRound, session: StartedState): RoundCompleted {
  const { now, userId: _userId, cards, voiceMetrics, ...round } = command.data;
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    shortCode: session.shortCode,
    ...round,
    ...(cards === undefined ? {} : { cards }),
    ...(voiceMetrics === undefined ? {} : { voiceMetrics }),
    completedAt: now.toISOString(),
    timeZone: session.timeZone,
  };
}

/** A game session: rounds are recorded once, in order, by the session's owner, until it is finished. */
export const gameSessionDecider: Decider<GameSessionCommand, GameSessionEvent, GameSessionState> = {
  events: gameSessionEvents,
  initialState,
  evolve,
  decide,
  isAlreadyApplied: (error) => error instanceof AlreadyRecordedError,
};
