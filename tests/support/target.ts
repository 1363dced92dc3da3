import { describe, it } from '@jest/globals';

/**
 * Where the API suites send their requests. Unset: each test file builds the BFF in-process on a
 * database of its own. Set (e.g. http://localhost:4000): the same suites run against that running
 * BFF — docker-compose, `npm start` or a deployment started with TEST_SEEDING=1.
 */
export const apiTargetUrl: string | undefined = process.env.API_TARGET_URL || undefined;
export const isTargetMode = apiTargetUrl !== undefined;

type TestFn = Parameters<typeof it>[1];
type SuiteFn = Parameters<typeof describe>[1];

/**
 * Tests that need the in-process app — its database, its clock, its settings or its internals —
 * declared with the reason. In target mode they are skipped with that reason in their name, so the
 * run prints it (never a silent skip); in process they run as any test.
 */
export function inProcessOnly(reason: string) {
  const label = (name: string): string => (isTargetMode ? `${name} [in-process only: ${reason}]` : name);
  return {
    describe: (name: string, fn: SuiteFn): void => (isTargetMode ? describe.skip : describe)(label(name), fn),
    it: (name: string, fn: TestFn, timeout?: number): void => (isTargetMode ? it.skip : it)(label(name), fn, timeout),
    /** `it.each(table)(name, fn)`, declared the same way. */
    each:
      <Row extends readonly unknown[]>(table: readonly Row[]) =>
      (name: string, fn: (...row: Row) => Promise<void>): void =>
        (isTargetMode ? it.skip.each : it.each)(table as Row[])(label(name), fn as never),
  };
}
