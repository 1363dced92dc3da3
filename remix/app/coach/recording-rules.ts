/** Where the practice player is, as the AI coach reads it. */
export interface ExercisePlace {
  /** The element is a game: exercise n is the session's n-th game, so this one is gameIndex + 1. */
  isGame: boolean;
  /** A discussion marked as the recorded discussion: it belongs to the exercise just played (gameIndex). */
  isRecordedDiscussion: boolean;
  /** How many games lie behind the element. */
  gameIndex: number;
}

export interface RecordingInProgress {
  exercise: number;
  phase: 'starting' | 'recording' | 'stopping' | 'stopped';
}

export interface RecordingMove {
  /** Cancel the recording in progress first (spec 1 §4: moving on while RECORDING). */
  cancel: boolean;
  /** Forget a recording already stopped (its feedback was read or left). */
  release: boolean;
  /** Start a recording of this exercise. */
  start: number | null;
}

/**
 * What the coach does as the learner reaches `place` (ADR 0022): a recording keeps through its exercise's
 * game and the recorded discussion after it; anywhere else one in progress is cancelled (a stopped one is just
 * forgotten); reaching the game of an eligible exercise with a bot present starts its recording.
 */
export function recordingMove(
  place: ExercisePlace,
  active: RecordingInProgress | null,
  canRecord: (exercise: number) => boolean,
): RecordingMove {
  const gameExercise = place.isGame ? place.gameIndex + 1 : null;
  const discussionExercise = place.isRecordedDiscussion ? place.gameIndex : null;
  if (active && (gameExercise === active.exercise || discussionExercise === active.exercise))
    return { cancel: false, release: false, start: null };
  const ending = active !== null && (active.phase === 'starting' || active.phase === 'recording');
  return {
    cancel: ending,
    release: active !== null && !ending,
    start: gameExercise !== null && canRecord(gameExercise) ? gameExercise : null,
  };
}
