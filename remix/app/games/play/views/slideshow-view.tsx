import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { PauseButton, PieCountdown } from '../../shared/pie-countdown';
import { IdleOverlay, SkipButton } from '../controls';
import type { ComponentViewProps } from '../view-props';
import type { PausableCountdown } from '../../shared/use-pausable-countdown';
import { VoiceLiveSlot } from '~/games/voice/voice-slots';
import type { GameState } from '@impromptu/games';

/** With voice metrics on: speaking time and hesitations, above the slide's controls on every slide. */
function SlideVoice({ state, colour }: { state: GameState; colour: string }) {
  return (
    <VoiceLiveSlot
      state={state}
      colour={colour}
      place="speaking"
      className="pointer-events-none absolute inset-x-0 bottom-20 z-20 flex justify-center px-3"
    />
  );
}

function SlideControls({
  countdown,
  onDone,
  colour,
  hidden,
  caption,
}: {
  countdown: PausableCountdown;
  onDone(elapsedSeconds?: number): void;
  colour: string;
  hidden: boolean;
  caption?: string;
}) {
  return (
    <IdleOverlay hidden={hidden} position="bottom">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 text-white">
        <PieCountdown
          countdown={countdown}
          label="Slide timer"
          colour={colour}
          tone="light"
          size="sm"
          showPauseButton={false}
        />
        {caption ? <p className="text-sm font-semibold">{caption}</p> : null}
        <div className="flex gap-2">
          <PauseButton countdown={countdown} tone="light" />
          <SkipButton countdown={countdown} onDone={onDone} tone="light" />
        </div>
      </div>
    </IdleOverlay>
  );
}

/** The title slide (5 s). */
export function SlideshowTitleView({
  component,
  state,
  onDone,
  colour,
  controlsHidden,
}: ComponentViewProps<'slideshow-title'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  return (
    <section
      aria-label="Title slide"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center"
      style={{ backgroundColor: colour }}
    >
      <p className="text-base font-semibold uppercase tracking-widest text-white">Your presentation</p>
      <h2 className="max-w-5xl text-5xl font-black leading-tight text-white sm:text-7xl">{component.title}</h2>
      <SlideVoice state={state} colour={colour} />
      <SlideControls countdown={countdown} onDone={onDone} colour="#ffffff" hidden={controlsHidden} />
    </section>
  );
}

/** A photo never seen before, with its attribution ('Photo by {name}', linked when a link exists). */
export function SlideshowPhotoView({
  component,
  state,
  onDone,
  colour,
  controlsHidden,
}: ComponentViewProps<'slideshow-photo'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const { photo } = component;
  const sequence = state.sequences[state.sequenceIndex];
  const photoTotal = sequence?.components.filter((c) => c.type === 'slideshow-photo').length ?? 0;
  return (
    <section aria-label="Slide" className="absolute inset-0 overflow-hidden bg-[#10161c]">
      {photo ? (
        <img
          src={photo.url}
          alt={photo.altDescription || `Slide ${component.index + 1}`}
          className="absolute inset-0 h-full w-full object-contain"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center px-6 text-center">
          <p className="text-3xl font-bold text-white sm:text-5xl">Imagine your next slide — keep presenting!</p>
        </div>
      )}
      {photo ? (
        <p className="absolute right-3 top-3 z-20 rounded bg-black/55 px-2 py-1 text-xs text-white sm:text-sm">
          Photo by{' '}
          {photo.link ? (
            <a href={photo.link} target="_blank" rel="noopener noreferrer" className="underline">
              {photo.name}
            </a>
          ) : (
            photo.name
          )}
        </p>
      ) : null}
      <SlideVoice state={state} colour={colour} />
      <SlideControls
        countdown={countdown}
        onDone={onDone}
        colour={colour}
        hidden={controlsHidden}
        caption={photoTotal > 0 ? `Slide ${component.index + 1} of ${photoTotal}` : undefined}
      />
    </section>
  );
}

/** The wrap-up slide (5 s). */
export function SlideshowWrapUpView({
  component,
  state,
  onDone,
  colour,
  controlsHidden,
}: ComponentViewProps<'slideshow-wrap-up'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  return (
    <section
      aria-label="Wrap-up slide"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center"
      style={{ backgroundColor: colour }}
    >
      <h2 className="text-5xl font-black text-white sm:text-7xl">Wrap it up!</h2>
      <p className="text-xl text-white">Bring your presentation to a close.</p>
      <SlideVoice state={state} colour={colour} />
      <SlideControls countdown={countdown} onDone={onDone} colour="#ffffff" hidden={controlsHidden} />
    </section>
  );
}
