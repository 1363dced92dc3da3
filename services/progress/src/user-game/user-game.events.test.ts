import { describe, expect, it } from '@jest/globals';
import { decideUserGame, evolveUserGame, initialUserGameState, parseUserGameEvent, type UserGameEvent } from './user-game.events.js';

const USER = '0190f1a2-0000-7000-8000-0000000000aa';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const completed: UserGameEvent = { type: 'UserGameTutorialCompleted', data: { userId: USER, shortCode: 'conductor', at: NOW.toISOString() } };

function given(events: UserGameEvent[]) {
  const state = events.reduce(evolveUserGame, initialUserGameState());
  return {
    when: (isTutorialCompleted: boolean) =>
      decideUserGame({ type: 'SetTutorialCompletion', data: { userId: USER, shortCode: 'conductor', isTutorialCompleted, now: NOW } }, state),
  };
}

describe('user game tutorial completion (stored per user game)', () => {
  it('COMPLETE records the completion once', () => {
    expect(given([]).when(true)).toEqual([completed]);
    expect(given([completed]).when(true)).toEqual([]);
  });

  it('can be reopened, and a tutorial never completed needs no event to stay open', () => {
    expect(given([completed]).when(false)).toEqual([{ type: 'UserGameTutorialReopened', data: completed.data }]);
    expect(given([]).when(false)).toEqual([]);
  });

  it('parses stored events of schema version 1 only', () => {
    expect(parseUserGameEvent({ type: completed.type, schemaVersion: 1, data: completed.data })).toEqual(completed);
    expect(() => parseUserGameEvent({ type: completed.type, schemaVersion: 2, data: completed.data })).toThrow();
  });
});
