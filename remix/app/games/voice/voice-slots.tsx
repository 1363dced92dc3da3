import { createContext, lazy, memo, Suspense, useContext, useEffect } from 'react';
import type { GameState } from '@impromptu/games';
import type { VoiceController } from './voice-controller';
import type { LivePlace } from './voice-live';

/*
 * Where the games' views put the voice feedback (issue 18). With the switch off the context is null and
 * the slots render nothing: the feedback's code (voice-live) is fetched only when a slot first renders.
 */

export const VoiceContext = createContext<VoiceController | null>(null);

const load = () => import('./voice-live');
const LiveFeedback = lazy(() => load().then((module) => ({ default: module.VoiceLiveFeedback })));
const RoundCards = lazy(() => load().then((module) => ({ default: module.VoiceRoundCards })));

/**
 * The live feedback of a game, placed by its view: small, beside or below the timer. Memoised: the views
 * re-render on every animation frame for their pies, the feedback only when the game or the analysis moves.
 */
export const VoiceLiveSlot = memo(function VoiceLiveSlot({
  state,
  colour,
  place,
  className,
}: {
  state: GameState;
  colour: string;
  place: LivePlace;
  className?: string;
}) {
  const controller = useContext(VoiceContext);
  if (!controller) return null;
  return (
    <div className={className} data-voice-slot={place}>
      <Suspense fallback={null}>
        <LiveFeedback controller={controller} state={state} colour={colour} place={place} />
      </Suspense>
    </div>
  );
});

/** The metrics card(s) after a round: the latest between rounds, every round's at the end. */
export function VoiceRoundsSlot({
  state,
  mode,
  className,
}: {
  state: GameState;
  mode: 'between' | 'end';
  className?: string;
}) {
  const controller = useContext(VoiceContext);
  if (!controller) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <RoundCards controller={controller} state={state} mode={mode} />
      </Suspense>
    </div>
  );
}

/** Snow Globe tells the analysis when the pie asks for a pause, as it happens on screen. */
export function useVoicePauseCue(asking: boolean): void {
  const controller = useContext(VoiceContext);
  useEffect(() => {
    controller?.markPauseCue(asking);
  }, [controller, asking]);
}

/**
 * A view tells the analysis which prompt it shows now (Triple Step's word as it drops in), so the debrief's
 * timeline marks it at its moment (issue 46). Null: none yet. Each new label is marked once.
 */
export function useVoicePrompt(label: string | null): void {
  const controller = useContext(VoiceContext);
  useEffect(() => {
    if (label !== null) controller?.markPrompt(label);
  }, [controller, label]);
}
