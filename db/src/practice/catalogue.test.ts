import { describe, expect, it } from '@jest/globals';
import { GAME_CATALOGUE } from '@impromptu/games';
import type { ElementSeed } from './catalogue-types.js';
import { TODAYS_PRACTICE_DURATION } from './catalogue-types.js';
import { practiceSessionCatalogue } from './catalogue.js';

const kindOf = (element: ElementSeed): string =>
  element.kind === 'content' ? element.content.type : element.kind === 'goal' ? 'GAME' : 'INPUT';
const gamesBefore = (elements: readonly ElementSeed[], index: number) =>
  elements.slice(0, index).filter((e) => e.kind === 'goal').length;

describe('practice session catalogue', () => {
  it('has at least 30 sessions with unique slugs', () => {
    expect(practiceSessionCatalogue.length).toBeGreaterThanOrEqual(30);
    const slugs = practiceSessionCatalogue.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('uses every element kind and every one of the ten games', () => {
    const elements = practiceSessionCatalogue.flatMap((s) => s.elements);
    expect(new Set(elements.map(kindOf))).toEqual(
      new Set([
        'INTRODUCTION',
        'CONCLUSION',
        'INSTRUCTION',
        'INSTRUCTION_UNTIMED',
        'DECISION',
        'DISCUSSION',
        'GAME',
        'INPUT',
      ]),
    );
    const games = new Set(elements.flatMap((e) => (e.kind === 'goal' ? [e.goal.shortCode] : [])));
    expect([...games].sort()).toEqual(GAME_CATALOGUE.map((g) => g.shortCode).sort());
    const decisions = elements.flatMap((e) =>
      e.kind === 'content' ? [e.content.primary?.type, e.content.secondary?.type] : [],
    );
    expect(new Set(decisions.filter(Boolean))).toEqual(
      new Set(['RESTART_SESSION', 'DECREMENT_INDEX_BY', 'INCREMENT_INDEX_BY']),
    );
  });

  it('gives every daily session every element kind in 3 - 5 min, starting with its introduction and ending with its conclusion', () => {
    const daily = practiceSessionCatalogue.filter((s) => s.type === 'DAILY_PRACTICE');
    expect(daily.length).toBeGreaterThanOrEqual(7);
    for (const session of daily) {
      expect(session.estimatedDuration).toBe(TODAYS_PRACTICE_DURATION);
      expect(new Set(session.elements.map(kindOf)).size).toBe(8);
    }
    for (const session of practiceSessionCatalogue) {
      expect(kindOf(session.elements[0]!)).toBe('INTRODUCTION');
      expect(kindOf(session.elements.at(-1)!)).toBe('CONCLUSION');
    }
  });

  it('moves decisions by as many games as they step over, and never out of the session', () => {
    for (const session of practiceSessionCatalogue) {
      session.elements.forEach((element, index) => {
        if (element.kind !== 'content') return;
        for (const cta of [element.content.primary, element.content.secondary]) {
          if (!cta || cta.type === 'RESTART_SESSION') continue;
          const by = cta.elementIndexCount ?? 0;
          const target = cta.type === 'INCREMENT_INDEX_BY' ? index + by : index - by;
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThan(session.elements.length);
          const games = Math.abs(gamesBefore(session.elements, target) - gamesBefore(session.elements, index));
          expect({ session: session.slug, index, games: cta.gameIndexCount ?? 0 }).toEqual({
            session: session.slug,
            index,
            games,
          });
        }
      });
    }
  });

  it('authors a recap header and body for every goal, shown after its game (issue 29 §7)', () => {
    const goals = practiceSessionCatalogue.flatMap((s) =>
      s.elements.flatMap((e) => (e.kind === 'goal' ? [e.goal] : [])),
    );
    expect(goals.filter((goal) => !goal.recapHeader?.trim() || !goal.recapBody?.trim()).map((g) => g.name)).toEqual([]);
  });

  it('lands every back button on the game it promises, never on the warm-up before it (issue 29 §7)', () => {
    const landings = practiceSessionCatalogue.flatMap((session) =>
      session.elements.flatMap((element, index) => {
        if (element.kind !== 'content') return [];
        return [element.content.primary, element.content.secondary].flatMap((cta) =>
          cta?.type === 'DECREMENT_INDEX_BY'
            ? [
                {
                  session: session.slug,
                  button: cta.text,
                  landsOn: kindOf(session.elements[index - (cta.elementIndexCount ?? 0)]!),
                },
              ]
            : [],
        );
      }),
    );
    expect(landings.length).toBeGreaterThan(0);
    expect(landings.filter((landing) => landing.landsOn !== 'GAME')).toEqual([]);
  });

  it('keeps input keys unique within a step and word bounds in order', () => {
    for (const element of practiceSessionCatalogue.flatMap((s) => s.elements)) {
      if (element.kind !== 'input') continue;
      const keys = element.input.inputs.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const input of element.input.inputs)
        expect(input.minWords ?? 0).toBeLessThanOrEqual(input.maxWords ?? Infinity);
    }
  });
});
