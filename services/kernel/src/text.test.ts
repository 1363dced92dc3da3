import { describe, expect, it } from '@jest/globals';
import { escapeHtml, listOf, plural, pluralWord } from './text.js';

describe('text', () => {
  it('escapes the five characters HTML gives a meaning to, and shows nothing for null', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });

  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'retry', 'retries')).toBe('2 retries');
    expect(plural(1200, 'row')).toBe('1,200 rows');
    expect(plural(1.5, 'hour')).toBe('1.5 hours');
    expect(pluralWord(1, 'seat is', 'seats are')).toBe('seat is');
  });

  it('joins a list as English does', () => {
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'], 'disjunction')).toBe('a, b, or c');
    expect(listOf(['2 days', '3 hours'], 'unit')).toBe('2 days 3 hours');
  });
});
