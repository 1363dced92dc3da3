import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advance, onTheFakeClock, renderGameModal, startTraining, timerReading } from './game-modal.dom-support';

// The game frame (spec 1 §2, spec 2 §2) and its timers, on the fake clock of Jest's modern timers: the countdown
// of Ready? Set. Go!, a round's pie timer, its pause and resume, the end view; and the "Leave this game?" question
// that holds every timer under it (issue 29 §8). What is a path (where Leave goes, the browser's Back, the BFF's
// session) stays in tests/e2e.

onTheFakeClock();

describe('the Timer game, from START TRAINING to its end view', () => {
  it('counts Ready? Set. Go!, runs one pie countdown that Space pauses and resumes, and ends on Well done!', async () => {
    const { sessionsStarted } = renderGameModal('timer');
    const user = await startTraining();
    expect(timerReading('Timer')).toEqual({ clock: '00:15', paused: false });
    expect(sessionsStarted()).toBe(1);

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume timer' })).toBeTruthy();
    // Paused: time passes, the countdown does not.
    advance(20_000);
    expect(timerReading('Timer')).toEqual({ clock: '00:15', paused: true });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause timer' })).toBeTruthy();
    // The pie redraws just past each tenth of a second: a second and a millisecond on, it reads one second less.
    advance(1001);
    expect(timerReading('Timer')).toEqual({ clock: '00:14', paused: false });

    // Running, it redraws each tenth of a second from a timer, its mm:ss once a second, and asks for no animation
    // frame: one a frame re-rendered the whole round sixty times a second (ADR 0048).
    const seen = { frames: 0, ring: 0, clock: 0 };
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => {
      seen.frames += 1;
      return 0;
    });
    const pie = screen.getByRole('timer', { name: /^Timer: / });
    const ring = new MutationObserver(() => (seen.ring += 1));
    ring.observe(pie.querySelector('circle[stroke-dasharray]')!, { attributeFilter: ['stroke-dasharray'] });
    const clock = new MutationObserver(() => (seen.clock += 1));
    clock.observe(pie.querySelector('[data-pie-clock]')!, { characterData: true, childList: true, subtree: true });
    // A tenth at a time, so each redraw is committed (a single act would batch them into one).
    for (let tenth = 0; tenth < 10; tenth += 1)
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
    ring.disconnect();
    clock.disconnect();
    requestFrame.mockRestore();
    expect(seen).toEqual({ frames: 0, ring: 10, clock: 1 });
    expect(timerReading('Timer')).toEqual({ clock: '00:13', paused: false });

    // Time up: the end view, with no count of rounds for a game of one round.
    advance(13_000);
    expect(screen.getByRole('heading', { name: 'Well done!' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Time']);
    expect(screen.getByRole('button', { name: 'Play again' }).textContent).toBe('Play again');
    expect(screen.getByRole('link', { name: 'Back to games' }).getAttribute('href')).toBe('/games/dashboard');
  });
});

describe('Leave this game? over a round under way', () => {
  it('holds the round timer while it is open, and runs on with the same time left after Stay', async () => {
    renderGameModal('timer');
    const user = await startTraining();
    advance(3001);
    expect(timerReading('Timer')).toEqual({ clock: '00:12', paused: false });

    // Close asks; twenty seconds pass while the question is open, and the timer holds.
    await user.click(screen.getByRole('link', { name: 'Close' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Leave this game?' });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)!.textContent).toBe(
      'This round will be lost.',
    );
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(timerReading('Timer')).toEqual({ clock: '00:12', paused: true });
    advance(20_000);
    await user.click(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(timerReading('Timer')).toEqual({ clock: '00:12', paused: false });

    // It runs again from there.
    advance(2000);
    expect(timerReading('Timer')).toEqual({ clock: '00:10', paused: false });

    // Escape asks too, and Escape on the question (Stay) gives back the same time.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Leave this game?' })).toBeTruthy();
    advance(15_000);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(timerReading('Timer')).toEqual({ clock: '00:10', paused: false });

    // A timer the learner paused stays paused after the question.
    await user.click(screen.getByRole('button', { name: 'Pause timer' }));
    await user.click(screen.getByRole('link', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    advance(5000);
    expect(timerReading('Timer')).toEqual({ clock: '00:10', paused: true });
  });

  it('holds the Ready, Set, Go steps as well', async () => {
    renderGameModal('timer');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'START TRAINING' }));
    expect(await screen.findByText('Ready?')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Leave this game?' })).toBeTruthy();
    advance(10_000);
    expect(screen.getByText('Ready?')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(1000);
    expect(screen.getByText('Set.')).toBeTruthy();
  });
});
