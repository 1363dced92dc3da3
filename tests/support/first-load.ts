import { gzipSync } from 'node:zlib';

// A page's first-load JavaScript: what its HTML makes the browser fetch and run before the page answers a press
// (module preloads, the entry and the inline imports), gzip at level 9 as a server would send it. The pages
// benchmark prints it and an e2e test holds it to the budget, both through this one reading.

/** Issue 9's budget: at most this much first-load JavaScript on a page, KB gzip. */
export const FIRST_LOAD_BUDGET_KB = 150;

/** The pages held to the budget: the game pages with voice metrics off (issue 18: unchanged). */
export const FIRST_LOAD_PAGES = [
  '/login',
  '/games/home',
  '/games/dashboard/triple-step',
  '/games/dashboard/conductor',
  '/games/dashboard/snow-globe',
] as const;

/** The paths of the scripts a page's HTML loads at once. */
export function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1] as string);
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    scripts.add(match[1] as string);
  return [...scripts];
}

/** Each first-load script of the page with its gzip size in bytes, largest first. */
export async function firstLoadSizes(
  html: string,
  get: (path: string) => Promise<Buffer>,
): Promise<{ script: string; bytes: number }[]> {
  const sizes = await Promise.all(
    firstLoadScripts(html).map(async (script) => ({ script, bytes: gzipSync(await get(script), { level: 9 }).length })),
  );
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

/** KB with one decimal, as the README's figures are written. */
export function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
