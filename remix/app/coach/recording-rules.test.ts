import { describe, expect, it } from '@jest/globals';
import { recordingMove } from './recording-rules';

const eligible = (exercise: number) => [1, 2, 4].includes(exercise);
const game = (gameIndex: number) => ({ isGame: true, isRecordedDiscussion: false, gameIndex });
const discussion = (gameIndex: number) => ({ isGame: false, isRecordedDiscussion: true, gameIndex });
const other = (gameIndex: number) => ({ isGame: false, isRecordedDiscussion: false, gameIndex });

describe('when the AI coach records a guided class exercise', () => {
  it('starts on the game of an eligible exercise (the n-th game), not on an ineligible one nor elsewhere', () => {
    expect(recordingMove(game(0), null, eligible)).toEqual({ cancel: false, release: false, start: 1 });
    expect(recordingMove(game(2), null, eligible)).toEqual({ cancel: false, release: false, start: null });
    expect(recordingMove(game(3), null, eligible)).toEqual({ cancel: false, release: false, start: 4 });
    expect(recordingMove(other(0), null, eligible)).toEqual({ cancel: false, release: false, start: null });
    expect(recordingMove(game(0), null, () => false)).toEqual({ cancel: false, release: false, start: null });
  });

  it('keeps the recording through its game and the recorded discussion after it', () => {
    expect(recordingMove(game(0), { exercise: 1, phase: 'recording' }, eligible).cancel).toBe(false);
    expect(recordingMove(discussion(1), { exercise: 1, phase: 'recording' }, eligible)).toEqual({
      cancel: false,
      release: false,
      start: null,
    });
    expect(recordingMove(discussion(1), { exercise: 1, phase: 'stopped' }, eligible)).toEqual({
      cancel: false,
      release: false,
      start: null,
    });
  });

  it('cancels a recording still on (or starting) anywhere else, and starts the next eligible one after', () => {
    expect(recordingMove(other(0), { exercise: 1, phase: 'recording' }, eligible)).toEqual({
      cancel: true,
      release: false,
      start: null,
    });
    expect(recordingMove(other(0), { exercise: 1, phase: 'starting' }, eligible)).toEqual({
      cancel: true,
      release: false,
      start: null,
    });
    // A plain discussion, or the recorded discussion of another exercise, is somewhere else.
    expect(recordingMove(discussion(2), { exercise: 1, phase: 'recording' }, eligible)).toEqual({
      cancel: true,
      release: false,
      start: null,
    });
    expect(recordingMove(game(1), { exercise: 1, phase: 'recording' }, eligible)).toEqual({
      cancel: true,
      release: false,
      start: 2,
    });
  });

  it('forgets a stopped recording once the learner moves on', () => {
    expect(recordingMove(game(1), { exercise: 1, phase: 'stopped' }, eligible)).toEqual({
      cancel: false,
      release: true,
      start: 2,
    });
    expect(recordingMove(other(1), { exercise: 1, phase: 'stopping' }, eligible)).toEqual({
      cancel: false,
      release: true,
      start: null,
    });
  });
});
