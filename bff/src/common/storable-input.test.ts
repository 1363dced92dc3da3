import { describe, expect, it } from '@jest/globals';
import { requestFingerprint } from './idempotency.js';
import {
  depthOf,
  freeFormJsonObject,
  isStorableText,
  MAX_INPUT_DEPTH,
  tooDeep,
  unstorableIssues,
  UNSTORABLE_TEXT,
} from './storable-input.js';

describe('isStorableText', () => {
  it('refuses NUL and unpaired surrogates, and accepts everything else, emoji included', () => {
    expect(['a\u0000', '\ud800', 'x\udc00y', '\udc00\ud800'].map(isStorableText)).toEqual([false, false, false, false]);
    expect(['', 'plain', 'é', '\u{1F600}', '\uFFFD', '\u0001'].map(isStorableText)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('unstorableIssues', () => {
  it('names every bad string and key by its path', () => {
    expect(unstorableIssues({ a: ['ok', 'b\u0000'], 'k\u0000': 1, n: { m: '\ud800' } })).toEqual([
      { path: ['a', 1], message: UNSTORABLE_TEXT },
      { path: ['k\uFFFD'], message: UNSTORABLE_TEXT },
      { path: ['n', 'm'], message: UNSTORABLE_TEXT },
    ]);
    expect(unstorableIssues({ a: 1, b: [true, null, 'x'] })).toEqual([]);
  });

  it('names the outermost field of a value nested too deep, without walking below the limit', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unstorableIssues({ settings: deep })).toEqual([{ path: ['settings'], message: tooDeep(MAX_INPUT_DEPTH) }]);
  });
});

describe('depthOf and freeFormJsonObject', () => {
  it('counts levels of objects and arrays, up to one past the limit', () => {
    expect([depthOf('x', 8), depthOf({}, 8), depthOf({ a: [{ b: 1 }] }, 8)]).toEqual([0, 1, 3]);
    let deep: unknown = 1;
    for (let level = 0; level < 1_000; level += 1) deep = { a: deep };
    expect(depthOf(deep, 8)).toBe(9);
  });

  it('bounds a free-form object in depth and in size', () => {
    const schema = freeFormJsonObject({ maxDepth: 2, maxChars: 20 });
    expect(schema.safeParse({ a: { b: 1 } }).success).toBe(true);
    expect(schema.safeParse({ a: { b: { c: 1 } } }).error?.issues.map((issue) => issue.message)).toEqual([tooDeep(2)]);
    expect(schema.safeParse({ a: 'x'.repeat(20) }).error?.issues.map((issue) => issue.message)).toEqual([
      'must be at most 20 characters as JSON',
    ]);
  });
});

describe('requestFingerprint', () => {
  it('is the same for the same request in any key order, and differs for any other request', () => {
    const request = { route: 'POST /x/:id', params: { id: '1' }, body: { a: 1, b: [1, { c: 2, d: 3 }] } };
    const reordered = { body: { b: [1, { d: 3, c: 2 }], a: 1 }, params: { id: '1' }, route: 'POST /x/:id' };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
    expect(requestFingerprint({ ...request, body: { a: 2, b: [1, { c: 2, d: 3 }] } })).not.toBe(
      requestFingerprint(request),
    );
    expect(requestFingerprint({ ...request, route: 'POST /y/:id' })).not.toBe(requestFingerprint(request));
    expect(requestFingerprint(request)).toMatch(/^[0-9a-f]{64}$/);
  });
});
