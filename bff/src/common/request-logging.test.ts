import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { isWellFormedRequestId, REQUEST_ID_HEADER, requestIdFor } from './request-logging.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { [REQUEST_ID_HEADER]: value } }) as IncomingMessage;

describe('isWellFormedRequestId', () => {
  it.each(['a', 'web-7f3a.42', 'b3c1f0de-2a4e-4a8f-9d47-1f2e3d4c5b6a', 'trace:span_1', 'x'.repeat(128)])(
    'takes %s',
    (id) => {
      expect(isWellFormedRequestId(id)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['longer than 128 characters', 'x'.repeat(129)],
    ['a space', 'two words'],
    ['a tab', 'a\tb'],
    ['a line break (log forging)', 'id\n{"level":60}'],
    ['markup', '<script>'],
    ['a quote', 'a"b'],
    ['a slash', 'a/b'],
    ['non-ASCII letters', 'réf'],
  ])('refuses one with %s', (_case, id) => {
    expect(isWellFormedRequestId(id)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isWellFormedRequestId(undefined)).toBe(false);
    expect(isWellFormedRequestId(['a', 'b'])).toBe(false);
    expect(isWellFormedRequestId(42)).toBe(false);
  });
});

describe('requestIdFor', () => {
  it('keeps a well-formed incoming x-request-id', () => {
    expect(requestIdFor(withHeader('web-7f3a.42'))).toBe('web-7f3a.42');
  });

  it('makes a new uuid when none, a malformed or a repeated header comes', () => {
    for (const header of [undefined, 'bad id\twith <html>', ['a', 'b']]) {
      expect(requestIdFor(withHeader(header))).toMatch(UUID);
    }
    expect(requestIdFor(withHeader(undefined))).not.toBe(requestIdFor(withHeader(undefined)));
  });
});
