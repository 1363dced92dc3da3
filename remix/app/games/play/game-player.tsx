import { useCallback, useEffect, useRef, useState } from 'react';
import { countdownText, currentComponent, type GameState } from '@impromptu/games';
import { Confetti } from '../shared/confetti';
import { gameBackground } from '../shared/game-colour';
import { playDing } from '../shared/ding';
import { ReadyCountdown } from '../shared/ready-countdown';
import { useAudioPriming } from '../shared/use-audio-priming';
import { useIdle } from '../shared/use-idle';
import { ComponentView, isFullBleed } from './component-view';
import { EndView } from './end-view';
import { GameHeader } from './game-header';
import { StartView } from './start-view';
import type { GamePlayerProps } from './types';
import { VoiceContext, VoiceRoundsSlot } from '~/games/voice/voice-slots';

/** Between rounds, where the latest round's voice metrics card shows (not during a round's own steps). */
const BETWEEN_ROUNDS = new Set(['start-round', 'feedback-round', 'survival-round']);

/** Games whose controls hide after 5 s without activity (spec 2 §2). */
const IDLE_GAMES = new Set(['conductor', 'slideshow', 'podcast']);

function nowMs(): number {
  return performance.now();
}

/** Key of the component on screen: a new key remounts its view and so restarts its timer. */
function componentKey(state: GameState): string {
  const sequence = state.sequences[state.sequenceIndex];
  return [
    state.gameNumber,
    state.settings.currentRound,
    state.settings.currentPlayer,
    state.sequenceIndex,
    sequence?.currentRound ?? 0,
    state.componentIndex,
  ].join(':');
}

/** Runs `onEnd` once per game (state.gameNumber) when it reaches its end: confetti and the ding. */
function useGameEnd(state: GameState, onEnd: () => void) {
  // A game that had ended before this mount was celebrated by whoever showed it.
  const celebrated = useRef({ gameNumber: state.gameNumber, ended: state.ended });
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    const mark = celebrated.current;
    if (mark.gameNumber !== state.gameNumber) {
      mark.gameNumber = state.gameNumber;
      mark.ended = false;
    }
    if (state.ended && !mark.ended) {
      mark.ended = true;
      onEndRef.current();
    }
  }, [state]);
}

/** Renders the ready countdown, start, play, sequence and end views of every game. */
export function GamePlayer(props: GamePlayerProps) {
  const { state, dispatch, definition } = props;
  const colour = definition.colour;
  const [confetti, setConfetti] = useState(0);
  const [playedSeconds, setPlayedSeconds] = useState<number | null>(null);
  useAudioPriming();

  useGameEnd(state, () => {
    const startedAt = state.clock.playStartedAt;
    setPlayedSeconds(startedAt === null ? null : Math.max(0, (nowMs() - startedAt) / 1000));
    if (!state.embedded) {
      setConfetti((n) => n + 1);
      playDing();
    }
  });

  const component = currentComponent(state);
  const idleEnabled =
    IDLE_GAMES.has(state.shortCode) && (state.view === 'play' || state.view === 'sequence') && isFullBleed(component);
  const idle = useIdle(undefined, idleEnabled);

  const onTick = useCallback(() => dispatch({ type: 'COUNTDOWN_TICK' }), [dispatch]);
  const onBegin = useCallback(() => dispatch({ type: 'BEGIN_PLAY', now: nowMs() }), [dispatch]);
  const onDone = useCallback(
    (elapsedSeconds?: number) =>
      dispatch(
        elapsedSeconds === undefined
          ? { type: 'NEXT_STEP', now: nowMs() }
          : { type: 'NEXT_STEP', now: nowMs(), elapsedSeconds },
      ),
    [dispatch],
  );
  const onVote = useCallback(
    (survived: boolean) => {
      if (survived) setConfetti((n) => n + 1);
      dispatch({ type: 'SURVIVAL_VOTE', survived });
    },
    [dispatch],
  );

  let body: JSX.Element | null = null;
  let fullBleed = false;
  switch (state.view) {
    case 'ready-countdown':
      body = <ReadyCountdown text={countdownText(state)} onTick={onTick} colour={colour} />;
      break;
    case 'start':
      body = <StartView state={state} onBegin={onBegin} colour={colour} />;
      break;
    case 'play':
    case 'sequence':
      if (component) {
        fullBleed = isFullBleed(component);
        body = (
          <ComponentView
            key={componentKey(state)}
            component={component}
            state={state}
            colour={colour}
            controlsHidden={idle}
            onDone={onDone}
            onVote={onVote}
          />
        );
      } else if (state.ended) {
        body = (
          <p role="status" className="m-auto text-3xl font-bold text-ink">
            Done
          </p>
        );
      }
      break;
    case 'end':
      body = (
        <EndView
          state={state}
          definition={definition}
          colour={colour}
          playedSeconds={playedSeconds}
          onPlayAgain={props.onPlayAgain}
          onReplayLastRound={props.onReplayLastRound}
        />
      );
      break;
    case 'setup-single-player':
    case 'setup-multiplayer':
    case 'setup-player-inputs':
    case 'setup-tutorial':
      // Setup views belong to the game frame.
      body = null;
      break;
    default: {
      const unknown: never = state.view;
      throw new Error(`Unknown game view ${String(unknown)}`);
    }
  }

  const showHeader = state.view === 'play' || state.view === 'sequence';
  const betweenRounds = showHeader && component !== null && BETWEEN_ROUNDS.has(component.type);
  return (
    <VoiceContext.Provider value={props.voice ?? null}>
      <div
        data-game={state.shortCode}
        data-view={state.view}
        className="relative flex min-h-full w-full flex-1 flex-col overflow-hidden"
        style={{ backgroundColor: fullBleed ? '#10161c' : gameBackground(colour) }}
      >
        {showHeader ? (
          <div
            className={`z-30 px-4 py-3 transition-opacity duration-500 sm:px-8 ${fullBleed ? 'absolute inset-x-0 top-0 bg-gradient-to-b from-black/60 to-transparent' : ''} ${
              fullBleed && idle ? 'pointer-events-none opacity-0' : 'opacity-100'
            }`}
          >
            <GameHeader definition={definition} state={state} colour={colour} tone={fullBleed ? 'light' : 'dark'} />
          </div>
        ) : null}
        <div className="relative flex flex-1 flex-col">{body}</div>
        {betweenRounds ? (
          <VoiceRoundsSlot state={state} mode="between" className="flex justify-center px-4 pb-6" />
        ) : null}
        <Confetti burst={confetti} />
      </div>
    </VoiceContext.Provider>
  );
}
