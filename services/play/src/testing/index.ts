// Test support: events of this context as a test appends them (`@impromptu/play/testing`).
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@impromptu/event-store';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { gameSessionEvents, gameSessionStreamId } from '../game-session/game-session.events.js';

export interface SessionOfRounds {
  streamId: string;
  events: (EventToAppend & { schemaVersion: number })[];
}

/**
 * One game session of the user's with a round completed at each instant, counted in the zone the
 * session started in: what the streak and the daily activity are made of. `voiceMetrics[i]`, when
 * given, are the figures round i + 1 was recorded with.
 */
export function roundsOfOneSession(
  userId: string,
  completedAt: string[],
  options: {
    timeZone?: string;
    shortCode?: string;
    sessionId?: string;
    voiceMetrics?: (VoiceMetrics | undefined)[];
  } = {},
): SessionOfRounds {
  const sessionId = options.sessionId ?? randomUUID();
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
          ...(options.voiceMetrics?.[index] === undefined ? {} : { voiceMetrics: options.voiceMetrics[index] }),
          completedAt: instant,
          timeZone: options.timeZone ?? 'UTC',
        },
      }),
    ),
  };
}
