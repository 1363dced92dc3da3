import type { ComponentViewProps } from '../view-props';
import { accentInk, filledColours } from '../../shared/game-colour';

/** Before a round: who speaks and the suggested title (the header above says which round); the speaker starts when ready. */
export function StartRoundView({ component, onDone, colour }: ComponentViewProps<'start-round'>) {
  const button = filledColours(colour);
  return (
    <section
      aria-label="Round start"
      className="flex flex-1 flex-col items-center justify-center gap-8 px-4 text-center"
    >
      {component.player ? (
        <p className="text-3xl font-bold text-ink sm:text-5xl">
          <span style={{ color: accentInk(colour) }}>{component.player.name}</span>, you&apos;re up
        </p>
      ) : null}
      {component.title ? (
        <div className="max-w-3xl">
          <p className="text-base font-semibold uppercase tracking-widest text-ink-muted">Your title</p>
          <h2 className="mt-2 text-4xl font-black leading-tight text-ink sm:text-6xl">{component.title}</h2>
        </div>
      ) : null}
      <button
        // Not `Button`: a game control in the game's colour, with a 4 px focus outline of that colour.
        type="button"
        // The speaker presses it when ready: focus lets Enter start the round.
        autoFocus
        onClick={() => onDone()}
        className="rounded-full px-10 py-4 text-xl font-bold shadow-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2"
        style={{ ...button, outlineColor: button.backgroundColor }}
      >
        START
      </button>
    </section>
  );
}
