import { describe, expect, it } from '@jest/globals';
import { byteRangeOf } from './byte-range.js';

describe('byteRangeOf', () => {
  it('reads one range: from–to, from the end, the last n bytes; clamps the end to the file', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole file without a header, for another unit and for several ranges', () => {
    expect(byteRangeOf(undefined, 1000)).toBeNull();
    expect(byteRangeOf('items=0-1', 1000)).toBeNull();
    expect(byteRangeOf('bytes=0-1,5-6', 1000)).toBeNull();
  });

  it('is unsatisfiable past the end, backwards, empty or malformed', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=abc', 1000)).toBe('unsatisfiable');
  });
});
