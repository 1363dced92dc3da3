import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { combineEvents, defineEvents } from './events.js';

/** What version 1 of the event held: only its type is needed, to read old data. */
type GreetedV1 = { name: string };
const GreetedV2 = z.object({ firstName: z.string(), lastName: z.string() });

const events = defineEvents({
  Greeted: {
    version: 2,
    schema: GreetedV2,
    upcasters: { 1: (data) => ({ firstName: (data as GreetedV1).name, lastName: '' }) },
  },
  Waved: { version: 1, schema: z.object({ hand: z.enum(['left', 'right']) }) },
});

describe('event catalogue', () => {
  it('appends events with their current schema version', () => {
    expect(events.toAppend({ type: 'Waved', data: { hand: 'left' } })).toEqual({
      type: 'Waved',
      data: { hand: 'left' },
      schemaVersion: 1,
    });
    expect(events.toAppend({ type: 'Greeted', data: { firstName: 'Ada', lastName: 'L' } }).schemaVersion).toBe(2);
  });

  it('validates an event once, as it is appended: readers take the current version as stored', () => {
    expect(() => events.toAppend({ type: 'Waved', data: { hand: 'both' as 'left' } })).toThrow();
    const stored = { type: 'Waved', schemaVersion: 1, data: { hand: 'left' } };
    expect(events.fromStored(stored).data).toBe(stored.data);
  });

  it('reads an older version through its upcaster, then its schema', () => {
    expect(events.parse({ type: 'Greeted', schemaVersion: 1, data: { name: 'Ada' } })).toEqual({
      type: 'Greeted',
      data: { firstName: 'Ada', lastName: '' },
    });
    expect(events.fromStored({ type: 'Greeted', schemaVersion: 1, data: { name: 'Ada' } })).toEqual({
      type: 'Greeted',
      data: { firstName: 'Ada', lastName: '' },
    });
  });

  it('refuses unknown types, unknown versions and data that does not match', () => {
    expect(() => events.parse({ type: 'Shouted', schemaVersion: 1, data: {} })).toThrow(/Shouted/);
    expect(() => events.parse({ type: 'Waved', schemaVersion: 2, data: { hand: 'left' } })).toThrow(/schema version/);
    expect(() => events.parse({ type: 'Waved', schemaVersion: 1, data: { hand: 'both' } })).toThrow();
    expect(() => events.fromStored({ type: 'Waved', schemaVersion: 3, data: {} })).toThrow(/schema version/);
  });

  it('selects and combines types for projections', () => {
    const waved = events.select('Waved');
    expect(waved.types).toEqual(['Waved']);
    expect(waved.has('Greeted')).toBe(false);
    const combined = combineEvents(waved, defineEvents({ Nodded: { version: 1, schema: z.object({}) } }));
    expect(combined.types).toEqual(['Waved', 'Nodded']);
    expect(() => combineEvents(events, defineEvents({ Waved: { version: 1, schema: z.object({}) } }))).toThrow(
      /declared twice/,
    );
  });
});
