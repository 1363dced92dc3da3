import { podcastColours, podcastNextLabel, podcastTurns } from '../rules/podcast.js';
import { compact, drawTitle, sequence, startRoundSequence } from '../engine/round-helpers.js';
import type { GameDefinition, Player } from '../engine/types.js';
import { commonParts } from './common.js';

/** Podcast Game: players take turns of random length (by difficulty) until the show ends with '(End the podcast)'. */
export const podcast: GameDefinition = {
  ...commonParts('podcast'),
  multiplayer: 'always',
  // One round holds every player's turns.
  rotatesPlayers: false,
  endCondition: 'ONCE',
  onNextRound(state, random) {
    const drawn = drawTitle(state, random);
    const next = drawn.state;
    const { players, totalDuration, difficultyRange } = next.settings;
    const turns = podcastTurns(
      { totalDuration, playerCount: players.length, difficulty: difficultyRange.value },
      random,
    );
    const names = players.map((player) => player.name);
    return {
      ...next,
      sequences: compact([
        startRoundSequence(
          { ...next, settings: { ...next.settings, isMultiplayer: false } },
          next.settings.isTitleSuggested ? drawn.title : null,
        ),
        sequence(
          'podcast-turns',
          'timeline',
          turns.map((turn, index) => ({
            type: 'podcast-turn' as const,
            player: players[turn.playerIndex] as Player,
            durationSeconds: turn.durationSeconds,
            colours: podcastColours(turn.playerIndex),
            next: podcastNextLabel(turns, index, names),
            isLast: index === turns.length - 1,
          })),
        ),
      ]),
    };
  },
};
