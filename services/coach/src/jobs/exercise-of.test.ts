import { describe, expect, it } from '@jest/globals';
import { exerciseOf } from './ai-coach.jobs.js';

describe('the recorded exercise, as feedback names it (issue 28)', () => {
  it('is the class exercise’s own name, goal, recap and target time, not the game’s subtitle', () => {
    const exercise = exerciseOf({
      course: 'FUNDAMENTALS_L1',
      day: 1,
      exercise: 1,
      practiceSessionSlug: 'guided-fundamentals-class-1',
      game: 'timer',
    });
    expect(exercise).toMatchObject({
      name: 'Twenty seconds about you',
      goal: 'Introduce yourself without preparing.',
      recap: 'First words said: The hardest sentence of the class is behind you.',
      targetSeconds: 20,
    });
    expect(JSON.stringify(exercise)).not.toContain('A plain countdown');
  });

  it('counts the session’s games for the exercise number', () => {
    const second = exerciseOf({
      course: 'FUNDAMENTALS_L1',
      day: 1,
      exercise: 2,
      practiceSessionSlug: 'guided-fundamentals-class-1',
    });
    expect(second.name).toBe('Three surprise words');
  });

  it('falls back to the game’s words, then to the class’s aim, for an exercise no session describes', () => {
    const game = exerciseOf({
      course: 'FUNDAMENTALS_L1',
      day: 9,
      exercise: 7,
      practiceSessionSlug: 'nope',
      game: 'timer',
    });
    expect(game.name).toBe('Timer');
    const none = exerciseOf({ course: 'FUNDAMENTALS_L1', day: 9, exercise: 7, practiceSessionSlug: 'nope' });
    expect(none.goal).toMatch(/^Speak without preparation/);
  });
});
