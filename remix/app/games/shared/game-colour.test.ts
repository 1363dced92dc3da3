import { describe, expect, it } from '@jest/globals';
import { GAME_PALETTE } from '@impromptu/games';
import { TEXT_CONTRAST, accentInk, contrastRatio, filledColours, gameBackground } from './game-colour';
import { homeGreeting } from '../catalogue/greeting';

describe('text on the game colours passes WCAG AA (4.5:1)', () => {
  it('measures contrast like WCAG: white on the gray is 4.28:1, too little for text', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', GAME_PALETTE.gray)).toBeCloseTo(4.28, 2);
    expect(contrastRatio('#ffffff', GAME_PALETTE.yellow)).toBeCloseTo(2.21, 2);
    expect(contrastRatio('#ffffff', GAME_PALETTE.blue)).toBeCloseTo(3.07, 2);
  });

  it.each(Object.entries(GAME_PALETTE))('a button in %s (%s): label and fill read', (_, colour) => {
    const { backgroundColor, color } = filledColours(colour);
    expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(Object.entries(GAME_PALETTE))('%s text on its light wash and on white reads', (_, colour) => {
    expect(contrastRatio(accentInk(colour), gameBackground(colour))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(accentInk(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps the colours that already read as they are', () => {
    expect(filledColours(GAME_PALETTE.pink)).toEqual({ backgroundColor: GAME_PALETTE.pink, color: '#ffffff' });
    expect(filledColours(GAME_PALETTE.yellow)).toEqual({ backgroundColor: GAME_PALETTE.yellow, color: '#1b2330' });
  });
});

describe("Home's greeting", () => {
  it('welcomes a first visit as one, and only a return as a return', () => {
    expect(homeGreeting('Uma', true).title).toBe('Welcome, Uma!');
    expect(homeGreeting('Uma', true).lead).not.toMatch(/where you left off/);
    expect(homeGreeting('Uma', false)).toEqual({
      title: 'Welcome back, Uma!',
      lead: 'Pick up where you left off, or warm up with a quick game.',
    });
    expect(homeGreeting('  ', true).title).toBe('Welcome!');
  });
});
