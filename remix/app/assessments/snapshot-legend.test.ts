import { describe, expect, it } from '@jest/globals';
import { inDateOrder, radarSeries, type LegendSnapshot } from './snapshot-legend';

const snapshot = (id: string, name: string, createdAt: string, scorePercentage: number | null): LegendSnapshot => ({
  id,
  name,
  createdAt,
  scorePercentage,
});

describe('the radar legend of Shape & Score (issue 29)', () => {
  const morning = snapshot('b', 'Nov 26 2026', '2026-11-26T09:00:00.000Z', 40);
  const evening = snapshot('a', 'Nov 26 2026', '2026-11-26T18:30:00.000Z', 43);
  const earlier = snapshot('c', 'Oct 12 2026', '2026-10-12T10:00:00.000Z', 65);
  const unrated = snapshot('d', 'Nov 27 2026', '2026-11-27T08:00:00.000Z', null);

  it('tells two snapshots of one day apart, in date order', () => {
    const labels = radarSeries([evening, earlier, morning], [morning, evening, earlier]).map((series) => series.label);
    expect(labels).toEqual(['Oct 12 2026 (65%)', 'Nov 26 2026, 1st that day (40%)', 'Nov 26 2026, 2nd that day (43%)']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('counts a day’s snapshots over all of them, not only the compared ones', () => {
    expect(radarSeries([evening], [morning, evening]).map((series) => series.label)).toEqual([
      'Nov 26 2026, 2nd that day (43%)',
    ]);
  });

  it('leaves out a snapshot without ratings instead of showing it as (—%)', () => {
    const series = radarSeries([earlier, unrated], [earlier, unrated]);
    expect(series.map((entry) => entry.snapshot.id)).toEqual(['c']);
    expect(series.some((entry) => entry.label.includes('—'))).toBe(false);
  });

  it('orders by the time taken, ties by id', () => {
    const tie = snapshot('0', 'Nov 26 2026', morning.createdAt, 50);
    expect(inDateOrder([evening, morning, earlier, tie]).map((entry) => entry.id)).toEqual(['c', '0', 'b', 'a']);
  });
});
