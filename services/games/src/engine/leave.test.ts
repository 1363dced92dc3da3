import { describe, expect, it } from '@jest/globals';
import { gameDefinitions } from '../definitions/index.js';
import { createGame } from './game-engine.js';
import { leaveConfirmMessage, leaveLoss } from './leave.js';
import type { GameState } from './types.js';

const opened = (): GameState => createGame(gameDefinitions.podcast, { seed: 1 });
const withNames = (state: GameState, playerNames: string[]): GameState => ({
  ...state,
  settings: { ...state.settings, playerNames },
});

describe('leaving a game (issue 29 §8)', () => {
  it('loses nothing on an untouched setup', () => {
    const state = opened();
    expect(leaveLoss(state, state.settings.playerNames)).toBeNull();
  });

  it('loses typed player names on a setup page, but not blank, default or already saved ones', () => {
    const state = opened();
    const saved = ['Ana', 'Player 2', 'Player 3'];
    expect(leaveLoss(withNames(state, ['Ana', 'Bo', 'Player 3']), saved)).toBe('names');
    expect(leaveLoss(withNames(state, ['  Ana ', '', 'Player 3']), saved)).toBeNull();
    expect(leaveLoss(withNames({ ...state, view: 'setup-player-inputs' }, ['Cy', '', '']), [])).toBe('names');
  });

  it('counts names as saved once a game started with them', () => {
    const state = withNames(opened(), ['Ana', 'Bo', 'Cy']);
    expect(leaveLoss({ ...state, baseSettings: state.settings }, [])).toBeNull();
  });

  it('loses the round while a game runs, and nothing once it ended', () => {
    const state = opened();
    for (const view of ['ready-countdown', 'start', 'play', 'sequence'] as const)
      expect(leaveLoss({ ...state, view }, [])).toBe('round');
    expect(leaveLoss({ ...state, view: 'end', ended: true }, [])).toBeNull();
    expect(leaveLoss({ ...state, view: 'sequence', ended: true }, [])).toBeNull();
  });

  it('says what would be lost', () => {
    expect(leaveConfirmMessage('names')).toBe("Your players' names will be lost.");
    expect(leaveConfirmMessage('round')).toBe('This round will be lost.');
  });
});
