import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { courseDayForGuidedClass, isRecordingEligible } from '@impromptu/bff/contracts';
import { useBotConnection } from './bot-connection';
import { cancelRecording, startRecording, stopRecording, uploadRecordingAudio, type GameContext } from './coach-calls';
import { MicrophoneRecorder } from './microphone-recorder';
import { recordingMove } from './recording-rules';

/** Said once when the microphone cannot be recorded; the class goes on without it. */
export const MICROPHONE_DENIED = 'Microphone access was not allowed, so the AI coach cannot hear this exercise.';
export const MICROPHONE_UNAVAILABLE = 'No microphone could be opened, so the AI coach cannot hear this exercise.';

/** Where the practice player is: the element's kind, its goal's game and how many games lie behind it. */
export interface CoachPosition {
  elementIndex: number;
  gameIndex: number;
  isGame: boolean;
  gameShortCode: string | null;
  /** A discussion element that becomes the recorded discussion with AI feedback (content.metadata.recordedDiscussion). */
  isRecordedDiscussion: boolean;
}

interface ActiveRecording {
  exercise: number;
  context: GameContext;
  botId: string;
  phase: 'starting' | 'recording' | 'stopping' | 'stopped';
  recordingId: string | null;
  microphone: MicrophoneRecorder | null;
}

export interface CoachRecording {
  /** The exercise whose recording is on (or was just stopped), for its recorded discussion. */
  recordedExercise: number | null;
  /** Stops the exercise's recording (uploading the microphone's WAV first); the stopped recording's id, or null. */
  stop: () => Promise<string | null>;
}

/**
 * The AI coach side of a guided class practice (spec 1 §4, spec 2 §4): with a bot present and the
 * next exercise on the recording-eligible list, the recording starts as the learner reaches the
 * exercise's game (exercise n is the session's n-th game). It runs through the game and the recorded
 * discussion after it, where 'Speaker has finished speaking' stops it. Moving anywhere else, or
 * leaving the practice, while it is RECORDING cancels it first.
 */
export function useCoachRecording({
  practiceSessionSlug,
  userPracticeSessionId,
  position,
  notify,
}: {
  practiceSessionSlug: string;
  userPracticeSessionId: string | null;
  position: CoachPosition | null;
  notify: (message: string) => void;
}): CoachRecording {
  const { bot, setRecordingStatus } = useBotConnection();
  const courseDay = useMemo(() => courseDayForGuidedClass(practiceSessionSlug), [practiceSessionSlug]);
  const activeRef = useRef<ActiveRecording | null>(null);
  const [recordedExercise, setRecordedExercise] = useState<number | null>(null);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const micWarned = useRef(false);

  const cancel = useCallback(
    (options: { keepalive?: boolean } = {}) => {
      const active = activeRef.current;
      if (!active) return;
      activeRef.current = null;
      setRecordedExercise(null);
      active.microphone?.cancel();
      if (active.phase === 'recording') {
        void cancelRecording(active.botId, options).then((cancelled) => {
          if (cancelled) setRecordingStatus('CANCELLED');
        });
      }
      // A start still under way is cancelled when its answer comes (see begin).
    },
    [setRecordingStatus],
  );

  const begin = useCallback(
    async (exercise: number, gameShortCode: string | null) => {
      if (!bot || !courseDay) return;
      const context: GameContext = {
        course: courseDay.course,
        day: courseDay.day,
        exercise,
        practiceSessionSlug,
        ...(userPracticeSessionId ? { userPracticeSessionId } : {}),
        ...(gameShortCode ? { game: gameShortCode } : {}),
      };
      const active: ActiveRecording = {
        exercise,
        context,
        botId: bot.id,
        phase: 'starting',
        recordingId: null,
        microphone: null,
      };
      activeRef.current = active;
      setRecordedExercise(exercise);
      const started = await startRecording(bot.id, context);
      if (activeRef.current !== active) {
        // The learner moved on while the start was under way: cancel what started (spec 1 §4).
        if (started) void cancelRecording(bot.id).then((cancelled) => cancelled && setRecordingStatus('CANCELLED'));
        return;
      }
      if (!started) {
        activeRef.current = null;
        setRecordedExercise(null);
        return;
      }
      active.phase = 'recording';
      active.recordingId = started.recordingId;
      setRecordingStatus('RECORDING');
      if (started.capture !== 'browser') return;
      const microphone = await MicrophoneRecorder.start();
      if (typeof microphone === 'string') {
        if (!micWarned.current) notifyRef.current(microphone === 'denied' ? MICROPHONE_DENIED : MICROPHONE_UNAVAILABLE);
        micWarned.current = true;
        return;
      }
      if (activeRef.current !== active || active.phase !== 'recording') microphone.cancel();
      else active.microphone = microphone;
    },
    [bot, courseDay, practiceSessionSlug, userPracticeSessionId, setRecordingStatus],
  );

  // Follow the learner: start on an eligible exercise's game, keep through its recorded discussion, cancel anywhere else.
  const elementIndex = position?.elementIndex ?? null;
  useEffect(() => {
    if (!position) return;
    const active = activeRef.current;
    const move = recordingMove(position, active, (exercise) =>
      Boolean(bot && courseDay && isRecordingEligible({ course: courseDay.course, day: courseDay.day, exercise })),
    );
    if (move.cancel) cancel();
    if (move.release) {
      activeRef.current = null;
      setRecordedExercise(null);
    }
    if (move.start !== null) void begin(move.start, position.gameShortCode);
    // The position's element decides; the rest is read from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the position's element decides, see above
  }, [elementIndex, bot?.id]);

  // Leaving the practice (another page, or the tab closed) while RECORDING cancels the recording; the request outlives the page.
  useEffect(() => {
    const onPageHide = () => cancel({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      cancel({ keepalive: true });
    };
  }, [cancel]);

  const stop = useCallback(async (): Promise<string | null> => {
    const active = activeRef.current;
    if (!active || active.phase !== 'recording' || !active.recordingId) return null;
    active.phase = 'stopping';
    const wav = active.microphone ? await active.microphone.stop() : null;
    active.microphone = null;
    if (wav) await uploadRecordingAudio(active.recordingId, wav);
    const recordingId = await stopRecording(active.botId, active.context);
    // Not stopped (refused, or no answer): still RECORDING for all we know, so moving on cancels it.
    active.phase = recordingId ? 'stopped' : 'recording';
    if (recordingId) setRecordingStatus('STOPPED');
    return recordingId;
  }, [setRecordingStatus]);

  return { recordedExercise, stop };
}
