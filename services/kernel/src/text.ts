/**
 * Text that people read, the same in every context and the web app: HTML escaping for the pages and e-mails built as
 * strings, and counted words and lists through Intl, so no module spells English's plural rule again (issue 49).
 */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `value` as text inside HTML or XML, an element's or an attribute's (null and undefined are empty). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
}

const PLURAL_RULES = new Intl.PluralRules('en-US');

/** The word for `count` of a thing: `pluralWord(1, 'day')` is 'day', `pluralWord(3, 'day')` 'days'. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return PLURAL_RULES.select(count) === 'one' ? one : other;
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** `count` with its word: '1 day', '3 days', '2 retries' (`plural(2, 'retry', 'retries')`), '1,200 rows'. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${COUNT.format(count)} ${pluralWord(count, one, other)}`;
}

const LISTS = {
  conjunction: new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }),
  disjunction: new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' }),
  unit: new Intl.ListFormat('en-US', { style: 'narrow', type: 'unit' }),
};

/**
 * Items as one phrase: 'a, b, and c' (conjunction), 'a, b, or c' (disjunction), or 'a b c' (unit, for a duration's
 * parts: '2 days 3 hours').
 */
export function listOf(items: readonly string[], type: keyof typeof LISTS = 'conjunction'): string {
  return LISTS[type].format(items);
}
