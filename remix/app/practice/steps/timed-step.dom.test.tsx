import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimedStep } from './timed-step';

// A timed instruction or discussion of a practice (spec 2 §4), on the fake clock of Jest's modern timers.

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('a timed step', () => {
  it('pauses, then runs into overtime at 100 % and recommends continuing from 150 %', async () => {
    const user = userEvent.setup({ delay: null });
    const onContinue = jest.fn();
    render(
      <TimedStep seconds={5} onContinue={onContinue}>
        <h2>Warm up</h2>
      </TimedStep>,
    );
    expect(screen.getByText('5 s left')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // Paused: time passes, the step's clock does not.
    advance(20_000);
    expect(screen.getByText('5 s left')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    advance(2_000);
    expect(screen.getByText('3 s left')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Time on this step' }).getAttribute('aria-valuenow')).toBe('40');

    advance(3_100);
    expect(screen.getByRole('status').textContent).toBe('Overtime: the time for this step is up.');
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    // The bar stops at 100 %.
    expect(screen.getByRole('progressbar', { name: 'Time on this step' }).getAttribute('aria-valuenow')).toBe('100');

    advance(2_500);
    expect(screen.getByRole('status').textContent).toBe('Strong recommendation to continue now');
    expect(screen.getByRole('progressbar', { name: 'Time on this step' }).getAttribute('aria-valuenow')).toBe('100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('Skip goes on before the time is up', async () => {
    const user = userEvent.setup({ delay: null });
    const onContinue = jest.fn();
    render(
      <TimedStep seconds={10} onContinue={onContinue}>
        <h2>Discuss</h2>
      </TimedStep>,
    );
    advance(1_000);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
