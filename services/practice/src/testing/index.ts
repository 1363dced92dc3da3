// Test support: events of this context as a test appends them (`@impromptu/practice/testing`).
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@impromptu/event-store';
import {
  PRACTICE_STREAM_TYPE,
  practiceSessionEvents,
  practiceSessionStreamId,
  type PracticeSessionEvent,
} from '../practice-session/practice-session.events.js';

export interface PracticeAppend {
  streamId: string;
  streamType: string;
  events: (EventToAppend & { schemaVersion: number })[];
}

/**
 * One user practice session of three elements (introduction, a Timer game, conclusion), started at
 * the first instant, with progress recorded at each of the others (the last one completing it),
 * counted in `timeZone`.
 */
export function practiceOfOneSession(
  userId: string,
  instants: string[],
  options: { timeZone?: string; userPracticeSessionId?: string } = {},
): PracticeAppend {
  const userPracticeSessionId = options.userPracticeSessionId ?? randomUUID();
  const practiceSessionId = '00000000-0000-4000-8000-00000000a001';
  const timeZone = options.timeZone ?? 'UTC';
  const [first, ...rest] = instants;
  if (first === undefined) throw new Error('a practice session needs a start');
  const base = { userPracticeSessionId, userId, practiceSessionId };
  const events: PracticeSessionEvent[] = [
    {
      type: 'PracticeSessionStarted',
      data: {
        ...base,
        practiceSessionSlug: 'one-minute-one-point',
        practiceSessionName: 'One Minute, One Point',
        practiceSessionType: 'DAILY_PRACTICE',
        scheduledDate: first.slice(0, 10),
        elements: [
          { index: 0, kind: 'CONTENT', numberRetriesAllowed: 0 },
          { index: 1, kind: 'GAME', numberRetriesAllowed: 1 },
          { index: 2, kind: 'CONTENT', numberRetriesAllowed: 0 },
        ],
        timeZone,
        startedAt: first,
      },
    },
  ];
  rest.forEach((instant, index) => {
    const elementIndex = Math.min(index + 1, 2);
    const outcome = {
      goals:
        elementIndex === 2
          ? [{ index: 0, name: 'Timer', gameShortCode: 'timer', type: 'DURATION' as const, progress: 60 }]
          : [],
      inputs: [],
    };
    events.push({
      type: 'PracticeProgressRecorded',
      data: {
        ...base,
        elementIndex,
        gameIndex: elementIndex === 2 ? 1 : 0,
        decision: null,
        percentageCompleted: elementIndex * 50,
        outcome,
        timeZone,
        recordedAt: instant,
      },
    });
    if (elementIndex === 2)
      events.push({ type: 'PracticeSessionCompleted', data: { ...base, outcome, timeZone, completedAt: instant } });
  });
  return {
    streamId: practiceSessionStreamId(userPracticeSessionId),
    streamType: PRACTICE_STREAM_TYPE,
    events: events.map((event) => practiceSessionEvents.toAppend(event)),
  };
}
