import { z } from 'zod';

/**
 * What every input must be before any schema sees it: strings PostgreSQL can store (text and jsonb
 * refuse NUL, jsonb refuses a UTF-16 surrogate that pairs with nothing), nested no deeper than
 * MAX_INPUT_DEPTH (a deep value overflows stacks on its way to jsonb). Pure: the web app may import it.
 */
export const MAX_INPUT_DEPTH = 32;

export const UNSTORABLE_TEXT = 'must not contain a NUL character or an unpaired UTF-16 surrogate';

/** Express could not percent-decode a path parameter (invalid UTF-8, as an encoded lone surrogate is). */
export const UNDECODABLE_PARAMETER = 'must be percent-encoded UTF-8';

export const tooDeep = (maxDepth: number): string => `must be nested at most ${maxDepth} levels deep`;

// A NUL, a high surrogate with no low one after it, or a low surrogate with no high one before it.
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputIssue {
  path: (string | number)[];
  message: string;
}

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The problems of a parsed input (JSON body, query, path parameters): every string and key that
 * PostgreSQL cannot store, and the field whose value nests deeper than `maxDepth`. The walk never
 * goes deeper than `maxDepth`, so a hostile value cannot exhaust the stack here.
 */
export function unstorableIssues(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputIssue[] {
  const issues: InputIssue[] = [];
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (typeof node === 'string') {
      if (!isStorableText(node)) issues.push({ path, message: UNSTORABLE_TEXT });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (path.length >= maxDepth) {
      // Named by its outermost field: the path down to the limit tells a client nothing more.
      issues.push({ path: path.slice(0, 1), message: tooDeep(maxDepth) });
      return;
    }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, child] of entries) {
      const name = typeof key === 'string' ? printable(key) : key;
      if (name !== key) issues.push({ path: [...path, name], message: UNSTORABLE_TEXT });
      walk(child, [...path, name]);
    }
  };
  walk(value, []);
  return issues;
}

/** How deeply a JSON value nests: 0 for a scalar, 1 for `{ a: 1 }`; stops counting at `limit + 1`. */
export function depthOf(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null || limit < 0) return 0;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return 1 + deepest;
}

export interface FreeFormJsonBounds {
  maxDepth: number;
  /** The longest it may be as JSON text, so one request cannot store megabytes. */
  maxChars: number;
}

/** A JSON object the product stores as it comes (game settings): bounded in depth and in size. */
export function freeFormJsonObject({ maxDepth, maxChars }: FreeFormJsonBounds) {
  return z
    .record(z.string(), z.unknown())
    .refine((value) => depthOf(value, maxDepth) <= maxDepth, tooDeep(maxDepth))
    .refine((value) => JSON.stringify(value).length <= maxChars, `must be at most ${maxChars} characters as JSON`);
}

/** A key is echoed in the error's path: what cannot be stored cannot be echoed either. */
function printable(key: string): string {
  return key.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');
}
