import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { gameReducer, type GameAction, type GameState } from '@impromptu/games';
import { Button } from '~/components/button';
import { Spinner } from '~/components/spinner';
import { accentInk } from '~/games/shared/game-colour';
import type { VoiceController } from '~/games/voice/voice-controller';
import { measuredStretchOf } from '~/games/voice/voice-rounds';

/*
 * The round's clock waits for the microphone (issue 31, ADR 0042 "The microphone before the round"). With the
 * voice measured or recorded, the step that would start a round's measured stretch (START on the start card,
 * play after Ready-Set-Go in a game without a start card, Play again) is held until the microphone is live,
 * so the analysis and the recording hear the round from its first second. The microphone and the analysis
 * start at START TRAINING (or "Start the game" in the first game's choice) and usually open during
 * Ready-Set-Go and the start card; when they take longer, "Starting the microphone…" shows over the game.
 * Refused, missing or failed, the held step goes on at once and the game plays without voice, as before;
 * "Play without waiting" lets the learner go on whatever the browser is doing. Without voice nothing is held.
 */

/** Whether `action` starts a stretch the voice analysis measures: the moment a round's clock starts. */
export function startsMeasuredStretch(state: GameState, action: GameAction): boolean {
  if (state.embedded) return false;
  const after = measuredStretchOf(gameReducer(state, action));
  return after !== null && after.key !== measuredStretchOf(state)?.key;
}

/** The held step as it goes on: its clock reads the moment it is let through, not the moment it was asked for. */
export function releasedAction(action: GameAction, now: number): GameAction {
  return 'now' in action ? ({ ...action, now } as GameAction) : action;
}

/** Whether a step into a round waits: voice wanted, the microphone neither live nor given up on. */
export function waitsForMicrophone(input: {
  /** 'Voice metrics' or 'Record my rounds' is on. */
  wanted: boolean;
  /** The analysis' code could not be loaded (the game runs without it). */
  loadFailed: boolean;
  /** The microphone was refused, missing or failed for this controller. */
  unavailable: boolean;
  /** The learner chose to play without waiting. */
  skipped: boolean;
  /** The controller's microphone is open and analysed. */
  live: boolean;
}): boolean {
  return input.wanted && !input.loadFailed && !input.unavailable && !input.skipped && !input.live;
}

export interface MicrophoneGate {
  /** The game's dispatch, holding a step into a round while the microphone starts. */
  dispatch: (action: GameAction) => void;
  /** A step is held: "Starting the microphone…" shows. */
  holding: boolean;
  /** "Play without waiting": the held step goes on, and no later one waits for this controller's microphone. */
  goOn: () => void;
}

export function useMicrophoneGate({
  wanted,
  loadFailed,
  unavailable,
  voice,
  stateRef,
  dispatch,
}: {
  wanted: boolean;
  loadFailed: boolean;
  unavailable: boolean;
  voice: VoiceController | null;
  stateRef: MutableRefObject<GameState>;
  dispatch: (action: GameAction) => void;
}): MicrophoneGate {
  const [live, setLive] = useState(false);
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    setSkipped(false);
    if (!voice) {
      setLive(false);
      return;
    }
    const check = () => setLive(voice.getSnapshot().status.kind === 'listening');
    check();
    const unsubscribe = voice.subscribe(check);
    return () => {
      unsubscribe();
    };
  }, [voice]);

  const waits = waitsForMicrophone({ wanted, loadFailed, unavailable, skipped, live });
  const waitsRef = useRef(waits);
  waitsRef.current = waits;
  const [held, setHeld] = useState<GameAction | null>(null);

  const gated = useCallback(
    (action: GameAction) => {
      if (waitsRef.current && startsMeasuredStretch(stateRef.current, action)) setHeld(action);
      else dispatch(action);
    },
    [dispatch, stateRef],
  );

  // A step held after the game ended (Play again) finds the microphone released: it is opened again now.
  useEffect(() => {
    if (held) voice?.begin();
  }, [held, voice]);

  useEffect(() => {
    if (!held || waits) return;
    setHeld(null);
    dispatch(releasedAction(held, performance.now()));
  }, [held, waits, dispatch]);

  const goOn = useCallback(() => setSkipped(true), []);
  return { dispatch: gated, holding: held !== null && waits, goOn };
}

/** Over the game while a held step waits: what it waits for, and a way on without it. */
export function MicrophoneStarting({ accent, onGoOn }: { accent: string; onGoOn: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  // The game beneath is inert meanwhile: keyboard focus comes here, where "Play without waiting" is one Tab away.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="absolute inset-0 z-50 flex items-center justify-center bg-white/80 px-4 backdrop-blur-sm">
      <div
        ref={panel}
        tabIndex={-1}
        data-microphone-starting=""
        className="flex w-full max-w-sm flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        <span style={{ color: accentInk(accent, '#ffffff') }}>
          <Spinner className="h-10 w-10" />
        </span>
        <p role="status" className="text-lg font-bold text-ink">
          Starting the microphone…
        </p>
        <p className="text-sm text-ink-muted">
          Your round starts as soon as it is on, so it is heard from the first second. If your browser asks, allow the
          microphone.
        </p>
        <Button type="button" variant="secondary" onClick={onGoOn} className="mt-1 px-4 py-2 text-sm font-semibold">
          Play without waiting
        </Button>
      </div>
    </div>
  );
}
