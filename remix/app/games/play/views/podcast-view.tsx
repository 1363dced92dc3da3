import { PauseButton, PieCountdown } from '../../shared/pie-countdown';
import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { IdleOverlay, SkipButton } from '../controls';
import type { ComponentViewProps } from '../view-props';
import { VoiceLiveSlot } from '~/games/voice/voice-slots';

/** A Podcast turn in the speaker's colours; 'Up next' names the next speaker or '(End the podcast)'. */
export function PodcastView({ component, state, onDone, controlsHidden }: ComponentViewProps<'podcast-turn'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const { text, background } = component.colours;
  const tone = text.toLowerCase() === '#ffffff' ? 'light' : 'dark';
  const title = state.settings.isTitleSuggested ? state.settings.currentTitle : '';
  return (
    <section
      aria-label="Podcast turn"
      className="absolute inset-0 flex flex-col items-center justify-center gap-6 px-6 text-center transition-colors duration-500 short:gap-2 short:pb-16"
      style={{ backgroundColor: background, color: text }}
    >
      {title ? <p className="text-lg font-semibold sm:text-2xl short:text-lg">{title}</p> : null}
      <p className="text-base font-semibold uppercase tracking-widest">On the mic</p>
      {/* A long name wraps, even inside a word, within the screen (issue 29: a 398 px name on a 390 px phone). */}
      <h2
        data-podcast-speaker
        className="w-full max-w-5xl text-balance text-5xl font-black leading-tight [overflow-wrap:anywhere] sm:text-8xl short:text-5xl"
      >
        {component.player.name}
      </h2>
      <PieCountdown
        countdown={countdown}
        label="Turn timer"
        colour={text}
        tone={tone}
        discColour={background}
        size="lg"
        showPauseButton={false}
      />
      <p className="w-full max-w-5xl text-xl font-semibold [overflow-wrap:anywhere] sm:text-3xl short:text-lg">
        Up next: <span className="font-black">{component.next}</span>
      </p>
      <VoiceLiveSlot state={state} colour={text} place="podcast" className="flex w-full justify-center" />
      <IdleOverlay hidden={controlsHidden} position="bottom">
        <div className="mx-auto flex max-w-5xl justify-end gap-2">
          <PauseButton countdown={countdown} tone="light" />
          <SkipButton
            countdown={countdown}
            onDone={onDone}
            tone="light"
            label={component.isLast ? '(End the podcast)' : 'Next speaker'}
          />
        </div>
      </IdleOverlay>
    </section>
  );
}
