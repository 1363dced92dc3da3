import { describe, expect, it } from '@jest/globals';
import {
  classifyDatabaseError,
  DuplicateEventIdError,
  IdempotencyConflictError,
  IdempotencyRaceError,
  WrongExpectedVersionError,
} from './errors.js';
import { streamTypeOf } from './event-store.js';

const context = { streamId: 'game-session-1', expected: 3, idempotencyKey: 'k' } as const;

describe('classifyDatabaseError', () => {
  it('reads the actual version from es_append', () => {
    const error = classifyDatabaseError({ code: 'ES409', detail: '{"expected" : "3", "actual" : 5}' }, context);
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(error).toMatchObject({ streamId: 'game-session-1', expected: 3, actual: 5 });
  });

  it('tells unique violations apart by constraint name', () => {
    expect(classifyDatabaseError({ code: '23505', constraint: 'es_streams_pkey' }, context)).toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(classifyDatabaseError({ code: '23505', constraint: 'es_events_pkey' }, context)).toBeInstanceOf(
      WrongExpectedVersionError,
    );
    const duplicate = classifyDatabaseError(
      { code: '23505', constraint: 'es_events_event_id_key', detail: 'Key (event_id)=(0b7c-x) already exists.' },
      context,
    );
    expect(duplicate).toBeInstanceOf(DuplicateEventIdError);
    expect(duplicate).toMatchObject({ eventId: '0b7c-x' });
    expect(classifyDatabaseError({ code: '23505', constraint: 'es_idempotency_pkey' }, context)).toBeInstanceOf(
      IdempotencyRaceError,
    );
    expect(classifyDatabaseError({ code: 'ES422', detail: '{"streamId":"other"}' }, context)).toMatchObject({
      constructor: IdempotencyConflictError,
      storedStreamId: 'other',
    });
  });

  it('leaves other errors as they are', () => {
    const other = { code: '23505', constraint: 'users_email_key' };
    expect(classifyDatabaseError(other, context)).toBe(other);
    const failure = new Error('connection reset');
    expect(classifyDatabaseError(failure, context)).toBe(failure);
  });
});

describe('streamTypeOf', () => {
  it('drops the trailing id of a stream id', () => {
    expect(streamTypeOf('game-session-6f1c2a4e-9b1d-4c55-8a0e-1f2d3c4b5a69')).toBe('game-session');
    expect(streamTypeOf('scheduled-event-42')).toBe('scheduled-event');
    expect(streamTypeOf('recording-bot7')).toBe('recording');
    expect(streamTypeOf('settings')).toBe('settings');
  });
});
