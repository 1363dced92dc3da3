import { describe, expect, it } from '@jest/globals';
import { breathRoundSteps, breathTotalRounds } from './breath.js';

describe('breath games (spec 2 §4, §9)', () => {
  it.each([
    [0, 1],
    [0.34, 2],
    [0.5, 2],
    [0.7, 3],
    [0.999, 3],
  ])('a draw of %p picks %p total rounds', (draw, rounds) => {
    expect(breathTotalRounds(() => draw)).toBe(rounds);
  });

  it.each([
    [5, 6, 30, [5, 3, 3, 30]],
    [3, 3, 10, [3, 2, 1, 10]],
    [6, 10, 120, [6, 5, 5, 120]],
    [4, 7, 60, [4, 4, 3, 60]],
  ])("'Make a mess' %p, 'Take a breath' %p, 'Clean it up' %p → %j", (makeAMess, takeABreath, cleanItUp, durations) => {
    const steps = breathRoundSteps({ makeAMess, takeABreath, cleanItUp });
    expect(steps.map((s) => s.kind)).toEqual(['rushed', 'breathe-in', 'breathe-out', 'speech']);
    expect(steps.map((s) => s.durationSeconds)).toEqual(durations);
  });

  it("labels the pause 'BREATHE IN' then 'BREATHE OUT'", () => {
    const steps = breathRoundSteps({ makeAMess: 5, takeABreath: 6, cleanItUp: 30 });
    expect(steps[1]).toMatchObject({ label: 'BREATHE IN' });
    expect(steps[2]).toMatchObject({ label: 'BREATHE OUT' });
  });
});
