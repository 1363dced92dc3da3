import { describe, expect, it } from '@jest/globals';
import { checkpointReached } from './checkpoint.js';
import { outboxJobId } from './outbox.js';
import {
  handlesAllEvents,
  physicalTableName,
  physicalTables,
  validateProjection,
  type Projection,
} from './projection.js';

const projection: Projection = {
  name: 'stream_activity',
  version: 3,
  eventTypes: ['*'],
  tables: [{ name: 'stream_activity', create: (t) => `CREATE TABLE ${t} (id int)` }],
  apply: async () => undefined,
};

describe('projection tables', () => {
  it('names the first build of a version after the version and later rebuilds after their generation', () => {
    expect(physicalTableName('stream_activity', 3, 0)).toBe('stream_activity_v3');
    expect(physicalTableName('stream_activity', 3, 2)).toBe('stream_activity_v3_g2');
    expect(physicalTables(projection, 4, 1)).toEqual({ stream_activity: 'stream_activity_v4_g1' });
  });

  it('refuses names that are not plain lowercase identifiers', () => {
    expect(() => physicalTableName('Stream; DROP', 1, 0)).toThrow('invalid projection table name');
    expect(() => validateProjection({ ...projection, name: 'bad-name' })).toThrow('invalid projection name');
    expect(() => validateProjection({ ...projection, version: 0 })).toThrow('version must be a positive integer');
    expect(() => validateProjection({ ...projection, eventTypes: [] })).toThrow('no event types');
  });

  it("reads '*' as every event type", () => {
    expect(handlesAllEvents(projection)).toBe(true);
    expect(handlesAllEvents({ eventTypes: ['RoundCompleted'] })).toBe(false);
  });
});

describe('checkpointReached', () => {
  it('compares transaction ids as integers before global positions', () => {
    expect(
      checkpointReached({ transactionId: '10', globalPosition: 1 }, { transactionId: '9', globalPosition: 500 }),
    ).toBe(true);
    expect(
      checkpointReached({ transactionId: '9', globalPosition: 500 }, { transactionId: '10', globalPosition: 1 }),
    ).toBe(false);
    expect(
      checkpointReached({ transactionId: '10', globalPosition: 7 }, { transactionId: '10', globalPosition: 7 }),
    ).toBe(true);
    expect(
      checkpointReached({ transactionId: '10', globalPosition: 6 }, { transactionId: '10', globalPosition: 7 }),
    ).toBe(false);
    expect(
      checkpointReached(
        { transactionId: '18446744073709551000', globalPosition: 1 },
        { transactionId: '18446744073709550999', globalPosition: 9 },
      ),
    ).toBe(true);
  });
});

describe('outbox job ids', () => {
  it('derives the queue job id from the outbox id, so a repeated relay is deduplicated', () => {
    expect(outboxJobId('42')).toBe('outbox-42');
  });
});
