import { TRIPLE_STEP_RESERVED_SECONDS } from '@impromptu/games';
import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { TimerControls } from '../controls';
import type { ComponentViewProps } from '../view-props';
import { accentInk } from '../../shared/game-colour';
import { useVoicePrompt, VoiceLiveSlot } from '~/games/voice/voice-slots';

/**
 * Seconds at which topic i appears. The 8 reserved seconds of (duration − 8) / topics are split: half to open on
 * the title before the first word, half to close after the last word's turn.
 */
export function topicAppearsAt(index: number, secondsPerTopic: number): number {
  return TRIPLE_STEP_RESERVED_SECONDS / 2 + index * secondsPerTopic;
}

/**
 * Triple Step: the title is the anchor of the speech, the largest text on screen; the surprise words drop in under
 * it one every seconds-per-topic, each on one line, and the ones already woven in stay listed.
 */
export function TripleStepView({ component, state, onDone, colour }: ComponentViewProps<'triple-step-round'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const elapsed = countdown.elapsedMs / 1000;
  const shown = component.topics.filter((_, i) => elapsed >= topicAppearsAt(i, component.secondsPerTopic));
  const current = shown[shown.length - 1];
  const earlier = shown.slice(0, -1);
  // Each word on the debrief's timeline at the moment it dropped in.
  useVoicePrompt(current ? `Weave in: ${current}` : null);
  return (
    <section
      aria-label="Triple Step round"
      className="flex flex-1 flex-col items-center justify-between gap-6 px-4 py-6 text-center short:gap-2 short:py-2"
    >
      <div className="min-h-16">
        {component.title ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-widest text-ink-muted short:text-xs">Your title</p>
            <h2
              data-triple-step-title
              className="mt-1 max-w-4xl text-4xl font-black leading-tight text-ink sm:text-6xl short:mt-0 short:text-3xl"
            >
              {component.title}
            </h2>
          </>
        ) : null}
      </div>
      <div className="flex flex-col items-center gap-3 short:gap-1" aria-live="polite">
        {current ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-widest text-ink-muted short:text-xs">Weave in</p>
            <p
              key={current}
              data-triple-step-word
              className="whitespace-nowrap rounded-2xl bg-white px-6 py-2 text-3xl font-extrabold shadow-sm sm:text-5xl short:py-1 short:text-3xl"
              style={{ color: accentInk(colour, '#ffffff') }}
            >
              {current}
            </p>
          </>
        ) : (
          <p className="text-2xl font-semibold text-ink-muted">Start speaking — words are coming.</p>
        )}
        <p className="text-sm font-semibold text-ink-muted">
          Topic {shown.length} of {component.topics.length}
        </p>
        {earlier.length > 0 ? (
          <ul aria-label="Earlier topics" className="flex max-w-3xl flex-wrap justify-center gap-2">
            {earlier.map((topic) => (
              <li key={topic} className="rounded-full bg-white px-3 py-1 text-base text-ink-muted shadow-sm">
                {topic}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <TimerControls countdown={countdown} onDone={onDone} colour={colour} label="Round timer">
        <VoiceLiveSlot state={state} colour={colour} place="speaking" />
      </TimerControls>
    </section>
  );
}
