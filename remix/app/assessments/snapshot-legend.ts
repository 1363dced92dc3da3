/** What the radar needs of a snapshot to name it. */
export interface LegendSnapshot {
  id: string;
  /** The snapshot's name: its date, e.g. 'Nov 26 2026'. */
  name: string;
  createdAt: string;
  scorePercentage: number | null;
}

/** Oldest first; ties by id, so the order never changes between renders. */
export function inDateOrder<T extends LegendSnapshot>(snapshots: readonly T[]): T[] {
  return [...snapshots].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** A snapshot without ratings has nothing to draw: it is left out of the radar and its legend. */
export function hasRatings(snapshot: LegendSnapshot): boolean {
  return snapshot.scorePercentage !== null;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * The radar's series, in date order, each with a legend that tells it from the others (issue 29: two snapshots of
 * one day read alike, "Nov 26 2026 (40%) / Nov 26 2026 (43%)"): a day with more than one snapshot says which of
 * that day's it is, counted over every snapshot of the day ("Nov 26 2026, 2nd that day (43%)"). Snapshots
 * without ratings are left out.
 */
export function radarSeries<T extends LegendSnapshot>(
  compared: readonly T[],
  all: readonly LegendSnapshot[],
): { snapshot: T; label: string }[] {
  const ordered = inDateOrder(all);
  return inDateOrder(compared)
    .filter(hasRatings)
    .map((snapshot) => {
      const sameDay = ordered.filter((other) => other.name === snapshot.name);
      const day =
        sameDay.length > 1
          ? `${snapshot.name}, ${ordinal(sameDay.findIndex((other) => other.id === snapshot.id) + 1)} that day`
          : snapshot.name;
      return { snapshot, label: `${day} (${snapshot.scorePercentage}%)` };
    });
}
