import { ChevronLeftIcon } from '@heroicons/react/20/solid';
import { Link } from '@remix-run/react';
import { endTally, formatClock, survivalCounterText, type GameDefinition, type GameState } from '@impromptu/games';
import { GAMES_PAGE, returnFocusState } from '~/games/frame/return-target';
import { accentInk, filledColours } from '~/games/shared/game-colour';
import { VoiceRoundsSlot } from '~/games/voice/voice-slots';
import { Button } from '~/components/button';

export interface EndViewProps {
  state: GameState;
  definition: GameDefinition;
  colour: string;
  /** Seconds from the start of play to the end. */
  playedSeconds: number | null;
  onPlayAgain(): void;
  onReplayLastRound(): void;
}

/** The play-again image: a circular arrow around a play triangle. */
function PlayAgainImage({ ink }: { ink: string }) {
  return (
    <svg viewBox="0 0 96 96" className="h-9 w-9" aria-hidden="true">
      <path d="M48 20a28 28 0 1 1-26.6 19.3" fill="none" stroke={ink} strokeWidth="8" strokeLinecap="round" />
      <path d="M14 22l8.5 19.5L41 33z" fill={ink} />
      <path d="M41 34v28l22-14z" fill={ink} />
    </svg>
  );
}

/**
 * The game end: summary, the play-again image button with its label, where the spec has it the replay text, and
 * the way back to the games. The round count shows only when there was more than one round to count.
 */
export function EndView({ state, definition, colour, playedSeconds, onPlayAgain, onReplayLastRound }: EndViewProps) {
  const survival = survivalCounterText(state);
  // Rounds as the header counted them; the turns too when a round held several (multiplayer).
  const { rounds, speeches } = endTally(state);
  const counted = rounds > 1 || speeches > 1;
  const button = filledColours(colour);
  const stat = accentInk(colour, '#ffffff');
  return (
    <section
      aria-label="Game end"
      className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-8 text-center"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-ink-muted">{definition.title}</p>
        <h2 className="mt-2 text-5xl font-black text-ink sm:text-7xl">Well done!</h2>
      </div>
      <dl className={`grid gap-4 sm:gap-8 ${counted ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {counted ? (
          <div className="rounded-xl bg-white px-6 py-4 shadow">
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Rounds</dt>
            <dd className="text-4xl font-black tabular-nums" style={{ color: stat }}>
              {rounds}
            </dd>
            {speeches !== rounds ? <dd className="text-sm font-semibold text-ink-muted">{speeches} speeches</dd> : null}
          </div>
        ) : null}
        <div className="rounded-xl bg-white px-6 py-4 shadow">
          <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Time</dt>
          <dd className="text-4xl font-black tabular-nums" style={{ color: stat }}>
            {formatClock(playedSeconds ?? 0, 'down')}
          </dd>
        </div>
      </dl>
      {survival ? <p className="text-2xl font-bold text-ink">{survival}</p> : null}
      <VoiceRoundsSlot state={state} mode="end" className="flex w-full justify-center" />
      <button
        // Not `Button`: a game control in the game's colour, with a 4 px focus outline of that colour.
        type="button"
        onClick={onPlayAgain}
        autoFocus
        className="inline-flex items-center gap-3 rounded-full py-3 pl-4 pr-7 text-xl font-extrabold shadow-md transition-transform hover:scale-105 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4"
        style={{ ...button, outlineColor: button.backgroundColor }}
      >
        <PlayAgainImage ink={button.color} />
        Play again
      </button>
      {state.shortCode === 'slideshow' ? (
        <Button
          variant="plain"
          className="rounded text-lg font-semibold text-ink underline underline-offset-4 hover:text-ink-muted"
          type="button"
          onClick={onReplayLastRound}
        >
          OR replay last round (same images, new title)
        </Button>
      ) : null}
      <Link
        to={GAMES_PAGE}
        state={returnFocusState(state.shortCode)}
        className="inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-ink underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon className="h-4 w-4" aria-hidden="true" />
        Back to games
      </Link>
    </section>
  );
}
