/** Seconds as the stats read them: '45 s', '12 min', '1 h 5 min'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The value axis of a trend: from 0 in four or so even steps of 1, 2, 2.5 or 5 times a power of ten (whole
 * steps for counts) up to at least `max`.
 */
export function axisTicks(max: number, wholeNumbers: boolean): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiples = wholeNumbers ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = Math.max(wholeNumbers ? 1 : 0, (multiples.find((multiple) => multiple * power >= rough) ?? 10) * power);
  const count = Math.ceil(max / step - 1e-9);
  // toPrecision: 3 × 0.1 is 0.30000000000000004 in floating point.
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
