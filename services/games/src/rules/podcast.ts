import { randomInt, type Random } from './random.js';

export type PodcastDifficultyLabel = 'slow' | 'medium' | 'fast' | 'random';

/** Podcast difficulty 0-3 and the turn lengths it draws from (spec 2 §5). */
export const PODCAST_DIFFICULTIES: ReadonlyArray<{
  label: PodcastDifficultyLabel;
  value: number;
  min: number;
  max: number;
}> = [
  { label: 'slow', value: 0, min: 10, max: 20 },
  { label: 'medium', value: 1, min: 5, max: 15 },
  { label: 'fast', value: 2, min: 3, max: 10 },
  { label: 'random', value: 3, min: 3, max: 20 },
];

export const PODCAST_END_LABEL = '(End the podcast)';

export function podcastTurnRange(difficulty: number): { min: number; max: number } {
  const found = PODCAST_DIFFICULTIES.find((d) => d.value === difficulty);
  if (!found) throw new RangeError(`Podcast difficulty must be 0 to 3, got ${difficulty}`);
  return { min: found.min, max: found.max };
}

export interface PodcastTurn {
  playerIndex: number;
  startsAt: number;
  durationSeconds: number;
}

/**
 * Turns of random lengths within the difficulty's range, players rotating from the first, until the total.
 * Durations sum exactly to the total: a draw that would leave less than the minimum takes the rest when that fits in
 * the range, otherwise it is shortened so the last turn still gets the minimum.
 */
export function podcastTurns(
  { totalDuration, playerCount, difficulty }: { totalDuration: number; playerCount: number; difficulty: number },
  random: Random,
): PodcastTurn[] {
  const { min, max } = podcastTurnRange(difficulty);
  const players = Math.max(1, playerCount);
  const turns: PodcastTurn[] = [];
  let t = 0;
  while (t < totalDuration) {
    const remaining = totalDuration - t;
    let durationSeconds = randomInt(random, min, max);
    if (durationSeconds >= remaining) durationSeconds = remaining;
    else if (remaining - durationSeconds < min) durationSeconds = remaining <= max ? remaining : remaining - min;
    turns.push({ playerIndex: turns.length % players, startsAt: t, durationSeconds });
    t += durationSeconds;
  }
  return turns;
}

/** The 'up next' label of a turn: the next speaker's name, or '(End the podcast)' on the last turn. */
export function podcastNextLabel(
  turns: readonly PodcastTurn[],
  turnIndex: number,
  playerNames: readonly string[],
): string {
  const next = turns[turnIndex + 1];
  if (!next) return PODCAST_END_LABEL;
  return playerNames[next.playerIndex] ?? `Player ${next.playerIndex + 1}`;
}

export interface PodcastColours {
  text: string;
  background: string;
}

// Every pair reads at WCAG AA (4.5:1): the blue takes dark text, the gray and the red are a shade darker than
// their game colours for white text.
const PODCAST_COLOUR_PAIRS: readonly PodcastColours[] = [
  { text: '#ffffff', background: '#c5317c' },
  { text: '#1f2933', background: '#e2a248' },
  { text: '#1f2933', background: '#039be6' },
  { text: '#ffffff', background: '#4d6670' },
  { text: '#1f2933', background: '#8fd5a6' },
  { text: '#ffffff', background: '#5b3f95' },
  { text: '#1f2933', background: '#f4d35e' },
  { text: '#ffffff', background: '#0b7a75' },
  { text: '#1f2933', background: '#f6a6b2' },
  { text: '#ffffff', background: '#b83a4b' },
];

/** The fixed palette of 10 (text, background) pairs, repeated 3 times (spec 2 §3, §9). */
export const PODCAST_PALETTE: readonly PodcastColours[] = [
  ...PODCAST_COLOUR_PAIRS,
  ...PODCAST_COLOUR_PAIRS,
  ...PODCAST_COLOUR_PAIRS,
];

export function podcastColours(playerIndex: number): PodcastColours {
  const size = PODCAST_PALETTE.length;
  return PODCAST_PALETTE[((playerIndex % size) + size) % size] as PodcastColours;
}
