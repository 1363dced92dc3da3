import { randomInt, type Random } from './random.js';

export interface FeedbackPair<T> {
  feedbackGiver: T;
  feedbackReceiver: T;
}

/**
 * Feedback pairing (spec 1 §5): each player gives feedback once and receives it once, never to themself.
 * A random cyclic derangement (Sattolo's shuffle): always valid, no retry loop. Pairs are listed in player order
 * of the giver. Fewer than two players: no pairs.
 */
export function feedbackPairs<T>(players: readonly T[], random: Random): FeedbackPair<T>[] {
  const n = players.length;
  if (n < 2) return [];
  const receiverOf = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i - 1);
    [receiverOf[i], receiverOf[j]] = [receiverOf[j] as number, receiverOf[i] as number];
  }
  return players.map((giver, i) => ({ feedbackGiver: giver, feedbackReceiver: players[receiverOf[i] as number] as T }));
}

/** The feedback screen's line, '{giver}, give {receiver} feedback'. */
export function feedbackPrompt(giver: string, receiver: string): string {
  return `${giver}, give ${receiver} feedback`;
}

/** Round splitting bounds. The spec does not show them: 10 s is the shortest turn worth speaking, 60 s keeps turns rotating; max ≥ 2 × min keeps the last-round adjustment within bounds. */
export const SPLIT_ROUND_MIN_SECONDS = 10;
export const SPLIT_ROUND_MAX_SECONDS = 60;

export interface SplitRound {
  playerIndex: number;
  durationSeconds: number;
}

/**
 * Divides the total time across players into rounds (spec 1 §5): each round lasts total / players clamped to
 * [min, max], players rotating; the rest forms the last round, and a last round shorter than the minimum is merged
 * into the one before when that stays within the maximum, otherwise it takes the minimum from the one before.
 * Durations sum exactly to the (whole-second) total.
 */
export function splitRounds(
  totalSeconds: number,
  playerCount: number,
  { min = SPLIT_ROUND_MIN_SECONDS, max = SPLIT_ROUND_MAX_SECONDS }: { min?: number; max?: number } = {},
): SplitRound[] {
  const total = Math.max(0, Math.round(totalSeconds));
  const players = Math.max(1, playerCount);
  if (total === 0) return [];
  if (max < 2 * min) throw new RangeError('splitRounds needs max to be at least twice min');
  const perRound = Math.min(max, Math.max(min, Math.round(total / players)));
  const durations: number[] = [];
  let left = total;
  while (left > 0) {
    const duration = Math.min(perRound, left);
    durations.push(duration);
    left -= duration;
  }
  const last = durations[durations.length - 1] as number;
  if (durations.length > 1 && last < min) {
    const before = durations[durations.length - 2] as number;
    if (before + last <= max) {
      durations.splice(durations.length - 2, 2, before + last);
    } else {
      durations.splice(durations.length - 2, 2, before + last - min, min);
    }
  }
  return durations.map((durationSeconds, i) => ({ playerIndex: i % players, durationSeconds }));
}

/** The next player, wrapping to the first (spec 1 §4); wrapped tells that a full round of players ended. */
export function advancePlayer(currentIndex: number, playerCount: number): { index: number; wrapped: boolean } {
  if (playerCount <= 0) return { index: 0, wrapped: true };
  const next = currentIndex + 1;
  return next >= playerCount ? { index: 0, wrapped: true } : { index: next, wrapped: false };
}

/**
 * Removes a player who did not survive (spec 1 §4 survival vote). The next player is the one after the removed
 * player, which now sits at the same index; wrapped when the removed player was the last.
 */
export function removePlayer<T>(
  players: readonly T[],
  index: number,
): { players: T[]; nextIndex: number; wrapped: boolean } {
  const rest = players.filter((_, i) => i !== index);
  if (rest.length === 0) return { players: rest, nextIndex: 0, wrapped: true };
  const wrapped = index >= rest.length;
  return { players: rest, nextIndex: wrapped ? 0 : index, wrapped };
}

/** Default player names, 'Player 1' and so on (spec 1 §9). */
export function defaultPlayerNames(count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => `Player ${i + 1}`);
}

/** Player records (id = index, spec 2 §3) from names, blank names falling back to 'Player n'. */
export function playersFromNames(names: readonly string[]): Array<{ id: number; name: string }> {
  return names.map((name, id) => ({ id, name: name.trim() || `Player ${id + 1}` }));
}
