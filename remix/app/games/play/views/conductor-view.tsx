import { formatClock, type GameState } from '@impromptu/games';
import { VoiceLiveSlot } from '~/games/voice/voice-slots';
import { PauseButton, PieCountdown } from '../../shared/pie-countdown';
import { usePausableCountdown } from '../../shared/use-pausable-countdown';
import { SkipButton } from '../controls';
import type { ComponentOf, ComponentViewProps } from '../view-props';

function timelineOf(state: GameState): ComponentOf<'conductor-slide'>[] {
  const sequence = state.sequences[state.sequenceIndex];
  return (sequence?.components ?? []).filter((c): c is ComponentOf<'conductor-slide'> => c.type === 'conductor-slide');
}

function slideLabel(slide: ComponentOf<'conductor-slide'>): string {
  return slide.isFinal ? 'Final slide' : `Energy level ${slide.slideIndex} of 10`;
}

/** The energy slides (levels 0 to 10) share one layout: the level and its word left, the face right, the scale below. */
function isEnergySlide(slide: ComponentOf<'conductor-slide'>): boolean {
  return !slide.isFinal && slide.slideIndex >= 0 && slide.slideIndex <= 10;
}

/**
 * Parts of a 1600x900 energy slide, and where each goes on a 900x1500 portrait one: [source x, y, w, h, to x, y, w].
 * The level and its word (under room for the speech's title), the face, the scale; the ENERGY caption is left out.
 */
const PORTRAIT_PARTS: [number, number, number, number, number, number, number][] = [
  [60, 130, 720, 610, 90, 160, 720],
  [800, 120, 760, 620, 70, 790, 760],
  [60, 780, 1464, 64, 20, 1440, 860],
];
/** An empty patch of the slide (between its word and its scale), stretched as the portrait's background. */
const PORTRAIT_BACKGROUND = '700 745 60 30';

/**
 * An energy slide on a portrait screen (issue 29: on a phone the 16:9 slide was a thin band): the same slide file
 * cut into its level, face and scale, stacked.
 */
function PortraitSlide({ url, label }: { url: string; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 900 1500"
      preserveAspectRatio="xMidYMid meet"
      className="absolute inset-0 hidden h-full w-full portrait:block"
    >
      <svg width="900" height="1500" viewBox={PORTRAIT_BACKGROUND} preserveAspectRatio="none">
        <image href={url} width="1600" height="900" />
      </svg>
      {PORTRAIT_PARTS.map(([sx, sy, sw, sh, x, y, w]) => (
        <svg key={`${sx}-${sy}`} x={x} y={y} width={w} height={(w * sh) / sw} viewBox={`${sx} ${sy} ${sw} ${sh}`}>
          <image href={url} width="1600" height="900" />
        </svg>
      ))}
    </svg>
  );
}

/** Conductor: the energy slide full-bleed, the timeline of every slide underneath, controls hidden when idle. */
export function ConductorView({
  component,
  state,
  onDone,
  colour,
  controlsHidden,
}: ComponentViewProps<'conductor-slide'>) {
  const countdown = usePausableCountdown(component.durationSeconds * 1000, {
    onFinish: () => onDone(),
    spaceToggles: true,
  });
  const timeline = timelineOf(state);
  const total = timeline.reduce((sum, slide) => sum + slide.durationSeconds, 0);
  const before = timeline.slice(0, state.componentIndex).reduce((sum, slide) => sum + slide.durationSeconds, 0);
  const elapsed = before + countdown.elapsedMs / 1000;
  const title = state.settings.isTitleSuggested ? state.settings.currentTitle : '';
  // The slide, then the energy trace (voice metrics on), the controls and the timeline each in their own band
  // below it: nothing lies on the slide's energy scale (issue 29).
  return (
    <section aria-label="Conductor" className="absolute inset-0 flex flex-col overflow-hidden bg-[#10161c]">
      <div className="relative min-h-0 flex-1">
        <img
          src={component.imageUrl}
          alt={slideLabel(component)}
          className={`absolute inset-0 h-full w-full object-contain ${isEnergySlide(component) ? 'portrait:hidden' : ''}`}
        />
        {isEnergySlide(component) ? <PortraitSlide url={component.imageUrl} label={slideLabel(component)} /> : null}
      </div>
      {/* The speech's title stays in sight through every slide (below the speaker's row in multiplayer). */}
      {title ? (
        <div
          className={`absolute inset-x-0 top-0 z-10 flex justify-center px-4 ${state.settings.isMultiplayer ? 'pt-12' : 'pt-3'}`}
        >
          <p className="max-w-3xl rounded-xl bg-black/70 px-4 py-2 text-center text-base font-bold text-white sm:text-xl">
            <span className="sr-only">Your title: </span>
            {title}
          </p>
        </div>
      ) : null}
      <VoiceLiveSlot
        state={state}
        colour={colour}
        place="conductor"
        className="mx-auto w-full max-w-5xl px-3 sm:px-8"
      />
      <div
        data-idle-hidden={controlsHidden ? 'true' : 'false'}
        className={`px-4 py-2 transition-opacity duration-500 sm:px-8 ${controlsHidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3">
          <div className="flex items-center justify-between gap-3 text-white">
            <PieCountdown
              countdown={countdown}
              label="Slide timer"
              colour={colour}
              tone="light"
              size="sm"
              showPauseButton={false}
            />
            <p
              className="text-sm font-semibold tabular-nums"
              aria-label={`Total time left ${formatClock(total - elapsed)}`}
            >
              {formatClock(total - elapsed)} left
            </p>
            <div className="flex gap-2">
              <PauseButton countdown={countdown} tone="light" />
              <SkipButton countdown={countdown} onDone={onDone} tone="light" />
            </div>
          </div>
        </div>
      </div>
      {/* The timeline stays visible: it is the conductor's score. */}
      <ol aria-label="Timeline" className="flex h-2 shrink-0 gap-px bg-black/40">
        {timeline.map((slide, index) => {
          const done = index < state.componentIndex ? 1 : index > state.componentIndex ? 0 : 1 - countdown.fraction;
          return (
            <li
              key={index}
              aria-label={slideLabel(slide)}
              aria-current={index === state.componentIndex ? 'step' : undefined}
              className="relative h-full bg-white/25"
              style={{ flexGrow: slide.durationSeconds, flexBasis: 0 }}
            >
              <span
                className="absolute inset-y-0 left-0"
                style={{ width: `${done * 100}%`, backgroundColor: colour }}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
