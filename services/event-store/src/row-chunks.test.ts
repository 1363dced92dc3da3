import { describe, expect, it } from '@jest/globals';
import { MAX_BIND_PARAMETERS, rowChunks } from './row-chunks.js';

describe('rowChunks', () => {
  it('keeps each chunk within the bind parameter limit, every row once and in order', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      a: 1,
      b: 2,
      c: 3,
      d: 4,
      e: 5,
      f: 6,
      g: 7,
      h: 8,
      j: 9,
    }));
    const chunks = rowChunks(rows);
    expect(chunks.length).toBe(4);
    for (const chunk of chunks) expect(chunk.length * 10).toBeLessThanOrEqual(MAX_BIND_PARAMETERS);
    expect(chunks.flat().map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('answers one chunk for a small batch and none for no rows', () => {
    expect(rowChunks([{ id: 1 }, { id: 2 }])).toEqual([[{ id: 1 }, { id: 2 }]]);
    expect(rowChunks([])).toEqual([]);
  });
});
