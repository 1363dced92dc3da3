import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { TimerControls } from '../controls';
import type { ComponentViewProps } from '../view-props';
import { accentInk } from '../../shared/game-colour';
import { VoiceLiveSlot } from '~/games/voice/voice-slots';

/** A Rapid Fire round or the breath games' rushed round: the prompt in large type and the round timer. */
export function PromptRoundView({ component, state, onDone, colour }: ComponentViewProps<'round'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  return (
    <section aria-label="Round" className="flex flex-1 flex-col items-center justify-center gap-10 px-4 text-center">
      <h2
        className="max-w-5xl break-words text-5xl font-black leading-tight text-ink sm:text-7xl lg:text-8xl"
        style={{ color: accentInk(colour) }}
      >
        {component.prompt}
      </h2>
      <TimerControls countdown={countdown} onDone={onDone} colour={colour} label="Round timer">
        <VoiceLiveSlot state={state} colour={colour} place="speaking" />
      </TimerControls>
    </section>
  );
}

/** The breath games' speech ('Clean it up'): the same prompt, a longer timer. */
export function SpeechView({ component, state, onDone, colour }: ComponentViewProps<'speech'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  return (
    <section aria-label="Speech" className="flex flex-1 flex-col items-center justify-center gap-8 px-4 text-center">
      <p className="text-xl font-semibold uppercase tracking-widest text-ink-muted">Clean it up</p>
      <h2
        className="max-w-5xl break-words text-5xl font-black leading-tight sm:text-7xl"
        style={{ color: accentInk(colour) }}
      >
        {component.prompt}
      </h2>
      <TimerControls countdown={countdown} onDone={onDone} colour={colour} label="Speech timer" size="lg">
        <VoiceLiveSlot state={state} colour={colour} place="speaking" />
      </TimerControls>
    </section>
  );
}
