/**
 * Watched time as stretches of a video actually played (issue 28's 90 % rule, issue 47 §2): the web app adds to them
 * as the learner watches, and the BFF merges what each save brings into what it holds. Merging is a union, so a save
 * sent twice, late or from another device changes nothing it should not: the same spans merged again are the same.
 */

/** [from, to] in seconds, from < to. */
export type WatchedSpan = readonly [number, number];

/** The longest video a watched record takes (seconds): far past any lesson, short of nonsense. */
export const MAX_WATCHED_VIDEO_SECONDS = 6 * 3600;
/** Spans a save may carry; merged spans of one video stay far fewer (each is a stretch between two seeks). */
export const MAX_WATCHED_SPANS = 200;
/** Seconds of newly watched time between two saves while playing (and a save on pause and on hiding the page). */
export const WATCHED_SAVE_EVERY_SECONDS = 10;

/** The union of spans, sorted, touching or overlapping ones joined. */
export function mergeSpans(...lists: ReadonlyArray<readonly WatchedSpan[]>): Array<[number, number]> {
  const sorted = lists
    .flat()
    .filter(([from, to]) => to > from)
    .map(([from, to]): [number, number] => [from, to])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

/** Seconds watched: the total length of the merged spans. */
export function watchedSeconds(spans: readonly WatchedSpan[]): number {
  return mergeSpans(spans).reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** The end of the stretch that contains `at`, or `at` itself: how far one has watched continuously from there. */
export function watchedUpTo(spans: readonly WatchedSpan[], at: number): number {
  return mergeSpans(spans).find(([from, to]) => from <= at && at <= to)?.[1] ?? at;
}

/** The share of the video watched, 0 to 1. */
export function watchedShare(spans: readonly WatchedSpan[], durationSeconds: number): number {
  return durationSeconds > 0 ? Math.min(1, watchedSeconds(spans) / durationSeconds) : 0;
}
