import { describe, expect, it } from '@jest/globals';
import { parseReadModelChange, readModelChange } from './read-model-changes.js';
import type { RecordedEvent } from './types.js';

const event = (data: unknown, metadata: unknown = {}): RecordedEvent => ({
  globalPosition: 1,
  transactionId: '1',
  streamId: 's',
  streamVersion: 1,
  eventId: 'e',
  type: 'Happened',
  schemaVersion: 1,
  data,
  metadata,
  recordedAt: new Date(0),
});

describe('readModelChange (ADR 0063)', () => {
  it("names each user a batch's events are about, once, from the data or else the metadata", () => {
    expect(
      readModelChange('user_game', [event({ userId: 'a' }), event({ userId: 'b' }), event({}, { userId: 'a' })]),
    ).toEqual({ projection: 'user_game', users: ['a', 'b'] });
  });

  it('says all when an event names no user, or when more users than a notification lists', () => {
    expect(readModelChange('registrations', [event({ userId: 'a' }), event({ classId: 'c' })]).users).toBe('all');
    const many = Array.from({ length: 101 }, (_, index) => event({ userId: `u${index}` }));
    expect(readModelChange('user_game', many).users).toBe('all');
    expect(readModelChange('user_game', many.slice(0, 100)).users).toHaveLength(100);
  });

  it('reads back what it wrote, and nothing else', () => {
    const change = readModelChange('leaderboard', [event({ userId: 'a' })]);
    expect(parseReadModelChange(JSON.stringify(change))).toEqual(change);
    expect(parseReadModelChange(JSON.stringify({ projection: 'x', users: 'all' }))).toEqual({
      projection: 'x',
      users: 'all',
    });
    expect(parseReadModelChange('not json')).toBeUndefined();
    expect(parseReadModelChange(JSON.stringify({ projection: 'x', users: [1] }))).toBeUndefined();
  });
});
