import { formatClock, survivalCounterText, type GameDefinition, type GameState } from '@impromptu/games';
import { textColourOn } from '~/utils/game-colour';
import { accentInk } from '../shared/accent-ink';

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
function PlayAgainImage({ colour }: { colour: string }) {
  const ink = textColourOn(colour);
  return (
    <svg viewBox="0 0 96 96" className="h-24 w-24 sm:h-28 sm:w-28" aria-hidden="true">
      <circle cx="48" cy="48" r="46" fill={colour} />
      <path d="M48 20a28 28 0 1 1-26.6 19.3" fill="none" stroke={ink} strokeWidth="7" strokeLinecap="round" />
      <path d="M16 24l6.5 17.5L39 34z" fill={ink} />
      <path d="M41 36v24l20-12z" fill={ink} />
    </svg>
  );
}

/** The game end: summary, the play-again image button and, where the spec has it, the replay text. */
export function EndView({ state, definition, colour, playedSeconds, onPlayAgain, onReplayLastRound }: EndViewProps) {
  const survival = survivalCounterText(state);
  const rounds = state.rounds.length;
  return (
    <section aria-label="Game end" className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-8 text-center">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-ink-muted">{definition.title}</p>
        <h2 className="mt-2 text-5xl font-black text-ink sm:text-7xl">Well done!</h2>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:gap-8">
        <div className="rounded-xl bg-white px-6 py-4 shadow">
          <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Rounds</dt>
          <dd className="text-4xl font-black tabular-nums" style={{ color: accentInk(colour) }}>
            {rounds}
          </dd>
        </div>
        <div className="rounded-xl bg-white px-6 py-4 shadow">
          <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Time</dt>
          <dd className="text-4xl font-black tabular-nums" style={{ color: accentInk(colour) }}>
            {formatClock(playedSeconds ?? 0, 'down')}
          </dd>
        </div>
      </dl>
      {survival ? <p className="text-2xl font-bold text-ink">{survival}</p> : null}
      <button
        type="button"
        onClick={onPlayAgain}
        aria-label="Play again"
        title="Play again"
        autoFocus
        className="rounded-full transition-transform hover:scale-105 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-4"
        style={{ outlineColor: colour }}
      >
        <PlayAgainImage colour={colour} />
      </button>
      {state.shortCode === 'slideshow' ? (
        <button type="button" onClick={onReplayLastRound} className="text-lg font-semibold text-ink underline underline-offset-4 hover:text-ink-muted">
          OR replay last round (same images, new title)
        </button>
      ) : null}
    </section>
  );
}
