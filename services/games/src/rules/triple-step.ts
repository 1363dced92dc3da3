import { pickOne, type Random } from './random.js';

/** Seconds of a Triple Step round that no topic uses (spec 2 §4, §9: (total duration − 8) / topics). */
export const TRIPLE_STEP_RESERVED_SECONDS = 8;
/** Survival shrinks the duration to 90 % and grows the topics to 110 % (spec 2 §4, §9). */
export const SURVIVAL_DURATION_FACTOR = 0.9;
export const SURVIVAL_TOPICS_FACTOR = 1.1;

/** Seconds each topic is shown: (total duration − 8) / topics, at least 1 (not rounded: timers run in ms). */
export function secondsPerTopic(totalDuration: number, totalTopics: number): number {
  if (totalTopics <= 0) return Math.max(1, totalDuration - TRIPLE_STEP_RESERVED_SECONDS);
  return Math.max(1, (totalDuration - TRIPLE_STEP_RESERVED_SECONDS) / totalTopics);
}

export interface SurvivalRound {
  totalDuration: number;
  totalTopics: number;
}

/**
 * The next survival round: duration 90 % rounded and at least one second less, topics 110 % rounded and at least one more.
 * The duration never goes below 1 s, so a long survival streak still has a round to play.
 */
export function survivalNext({ totalDuration, totalTopics }: SurvivalRound): SurvivalRound {
  const duration = Math.min(Math.round(totalDuration * SURVIVAL_DURATION_FACTOR), totalDuration - 1);
  const topics = Math.max(Math.round(totalTopics * SURVIVAL_TOPICS_FACTOR), totalTopics + 1);
  return { totalDuration: Math.max(1, duration), totalTopics: topics };
}

/** The survival counter, 'n rounds survived' (singular for one). */
export function roundsSurvivedText(count: number): string {
  return `${count} ${count === 1 ? 'round' : 'rounds'} survived`;
}

/** The survival question: 'Did you survive?' in single player, 'Did {receiver} survive?' in multiplayer. */
export function survivalQuestion(playerName?: string | null): string {
  return playerName ? `Did ${playerName} survive?` : 'Did you survive?';
}

/**
 * An unused title for the round. When every title has been used the used list starts over
 * (the last title is kept out so it does not repeat at once). Returns null only when there are no titles.
 */
export function pickUnusedTitle(
  titles: readonly string[],
  used: readonly string[],
  random: Random,
): { title: string | null; used: string[] } {
  const usedSet = new Set(used);
  const unused = titles.filter((title) => !usedSet.has(title));
  if (unused.length > 0) {
    const title = pickOne(unused, random) as string;
    return { title, used: [...used, title] };
  }
  const last = used[used.length - 1];
  const fresh = titles.length > 1 ? titles.filter((title) => title !== last) : [...titles];
  const title = pickOne(fresh, random);
  return title === undefined ? { title: null, used: [] } : { title, used: [title] };
}
