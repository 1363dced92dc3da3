import { describe, expect, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import { userGameDecider, type SetTutorialCompletion } from './user-game.decider.js';
import { userGameEvents, type UserGameEvent } from './user-game.events.js';

const USER = '0190f1a2-0000-7000-8000-0000000000aa';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const completed: UserGameEvent = {
  type: 'UserGameTutorialCompleted',
  data: { userId: USER, shortCode: 'conductor', at: NOW.toISOString() },
};

const given = DeciderSpecification.for(userGameDecider);

const setCompletion = (isTutorialCompleted: boolean): SetTutorialCompletion => ({
  type: 'SetTutorialCompletion',
  data: { userId: USER, shortCode: 'conductor', isTutorialCompleted, now: NOW },
});

describe('user game tutorial completion (stored per user game)', () => {
  it('COMPLETE records the completion once', () => {
    given([]).when(setCompletion(true)).then([completed]);
    given([completed]).when(setCompletion(true)).thenNothingHappened();
  });

  it('can be reopened, and a tutorial never completed needs no event to stay open', () => {
    given([completed])
      .when(setCompletion(false))
      .then([{ type: 'UserGameTutorialReopened', data: completed.data }]);
    given([]).when(setCompletion(false)).thenNothingHappened();
  });

  it('parses stored events of schema version 1 only', () => {
    expect(userGameEvents.parse({ type: completed.type, schemaVersion: 1, data: completed.data })).toEqual(completed);
    expect(() => userGameEvents.parse({ type: completed.type, schemaVersion: 2, data: completed.data })).toThrow();
  });
});
