// Test support: events of this context as a test appends them (`@impromptu/play/testing`).
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@impromptu/event-store';
import { gameSessionEvents, gameSessionStreamId } from '../game-session/game-session.events.js';

export interface SessionOfRounds {
  streamId: string;
  events: (EventToAppend & { schemaVersion: number })[];
}

/**
 * One game session of the user's with a round completed at each instant, counted in the zone the
 * session started in: what the streak and the daily activity are made of.
 */
export function roundsOfOneSession(userId: string, completedAt: string[], options: { timeZone?: string; shortCode?: string } = {}): SessionOfRounds {
  const sessionId = randomUUID();
  return {
    streamId: gameSessionStreamId(sessionId),
    events: completedAt.map((instant, index) =>
      gameSessionEvents.toAppend({
        type: 'RoundCompleted',
        data: {
          sessionId,
          userId,
          shortCode: options.shortCode ?? 'triple-step',
          round: index + 1,
          playerIndex: 0,
          playerName: 'Player 1',
          settings: {},
          roundDuration: 60,
          speechDuration: 50,
          pauseDuration: 10,
          survived: null,
          completedAt: instant,
          timeZone: options.timeZone ?? 'UTC',
        },
      }),
    ),
  };
}
