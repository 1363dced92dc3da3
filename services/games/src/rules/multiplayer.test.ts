import { describe, expect, it } from '@jest/globals';
import {
  advancePlayer,
  defaultPlayerNames,
  feedbackPairs,
  feedbackPrompt,
  playersFromNames,
  removePlayer,
  SPLIT_ROUND_MAX_SECONDS,
  SPLIT_ROUND_MIN_SECONDS,
  splitRounds,
} from './multiplayer.js';
import { fixedSequence, seededRandom } from './random.js';

describe('feedbackPairs: each player gives once and receives once, never to themself', () => {
  it.each([2, 3, 4, 5, 10])('%p players', (n) => {
    const players = defaultPlayerNames(n);
    for (let seed = 0; seed < 30; seed += 1) {
      const pairs = feedbackPairs(players, seededRandom(seed));
      expect(pairs).toHaveLength(n);
      expect(pairs.map((p) => p.feedbackGiver)).toEqual(players);
      expect([...pairs.map((p) => p.feedbackReceiver)].sort()).toEqual([...players].sort());
      for (const pair of pairs) expect(pair.feedbackReceiver).not.toBe(pair.feedbackGiver);
    }
  });

  it('two players swap', () => {
    expect(feedbackPairs(['Ana', 'Ben'], fixedSequence(0.5))).toEqual([
      { feedbackGiver: 'Ana', feedbackReceiver: 'Ben' },
      { feedbackGiver: 'Ben', feedbackReceiver: 'Ana' },
    ]);
  });

  it('varies with the random source', () => {
    const players = defaultPlayerNames(4);
    const shapes = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(feedbackPairs(players, seededRandom(seed)))),
    );
    expect(shapes.size).toBeGreaterThan(1);
  });

  it('one player or none: no pairs', () => {
    expect(feedbackPairs(['Ana'], fixedSequence(0))).toEqual([]);
    expect(feedbackPairs([], fixedSequence(0))).toEqual([]);
  });

  it("reads '{giver}, give {receiver} feedback'", () => {
    expect(feedbackPrompt('Ana', 'Ben')).toBe('Ana, give Ben feedback');
  });
});

describe('splitRounds: total time across players with a minimum and maximum per round', () => {
  it('bounds are 10 s and 60 s', () => {
    expect([SPLIT_ROUND_MIN_SECONDS, SPLIT_ROUND_MAX_SECONDS]).toEqual([10, 60]);
  });

  it.each([
    [60, 3, [20, 20, 20]],
    [300, 3, [60, 60, 60, 60, 60]],
    [100, 3, [33, 33, 34]],
    [30, 5, [10, 10, 10]],
    [35, 5, [10, 10, 15]],
    [125, 2, [60, 55, 10]],
    [8, 3, [8]],
    [0, 3, []],
    [90, 1, [60, 30]],
    [65, 1, [55, 10]],
  ])('%p s for %p players → %j', (total, players, durations) => {
    const rounds = splitRounds(total, players);
    expect(rounds.map((r) => r.durationSeconds)).toEqual(durations);
    expect(rounds.reduce((sum, r) => sum + r.durationSeconds, 0)).toBe(total);
    rounds.forEach((r, i) => expect(r.playerIndex).toBe(i % players));
  });

  it('every round within the bounds, for many totals', () => {
    for (let total = 10; total <= 1800; total += 7) {
      for (let players = 1; players <= 10; players += 1) {
        const rounds = splitRounds(total, players);
        expect(rounds.reduce((sum, r) => sum + r.durationSeconds, 0)).toBe(total);
        for (const r of rounds) {
          expect(r.durationSeconds).toBeGreaterThanOrEqual(10);
          expect(r.durationSeconds).toBeLessThanOrEqual(60);
        }
      }
    }
  });

  it('takes custom bounds and refuses a maximum under twice the minimum', () => {
    expect(splitRounds(50, 2, { min: 5, max: 20 }).map((r) => r.durationSeconds)).toEqual([20, 20, 10]);
    expect(() => splitRounds(50, 2, { min: 10, max: 15 })).toThrow(RangeError);
  });
});

describe('rotation', () => {
  it.each([
    [0, 3, 1, false],
    [1, 3, 2, false],
    [2, 3, 0, true],
    [0, 1, 0, true],
  ])('after player %p of %p comes %p (wrapped %p)', (current, count, index, wrapped) => {
    expect(advancePlayer(current, count)).toEqual({ index, wrapped });
  });

  it.each([
    [['A', 'B', 'C'], 1, ['A', 'C'], 1, false],
    [['A', 'B', 'C'], 2, ['A', 'B'], 0, true],
    [['A', 'B', 'C'], 0, ['B', 'C'], 0, false],
    [['A'], 0, [], 0, true],
  ])('removing %j[%p] leaves %j, next %p (wrapped %p)', (players, index, rest, nextIndex, wrapped) => {
    expect(removePlayer(players, index)).toEqual({ players: rest, nextIndex, wrapped });
  });

  it("names players 'Player 1' and so on", () => {
    expect(defaultPlayerNames(3)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(playersFromNames(['Ana', ' '])).toEqual([
      { id: 0, name: 'Ana' },
      { id: 1, name: 'Player 2' },
    ]);
  });
});
