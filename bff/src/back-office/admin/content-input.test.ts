import { describe, expect, it } from '@jest/globals';
import { splitContentInput } from './content-input.js';

describe('splitContentInput (spec 2 §5 admin content)', () => {
  it.each([
    ['  Pizza, ,ROCKETS ,pizza', ['pizza', 'rockets']],
    ['one', ['one']],
    ['The Best Day,  why socks   disappear ', ['the best day', 'why socks disappear']],
    ['line\nbreak, tab\there', ['line break', 'tab here']],
    [' , ,, ', []],
    ['', []],
  ])('%j → %j', (input, expected) => {
    expect(splitContentInput(input)).toEqual(expected);
  });
});
