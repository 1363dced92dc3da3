import { mix } from '~/games/shared/game-colour';
import {
  currentPlayer,
  endConditionOf,
  survivalCounterText,
  type GameDefinition,
  type GameState,
} from '@impromptu/games';

/** 'Round n of N' (or 'Round n' in survival), the speaker's name and the survival counter. */
export function roundProgressText(definition: GameDefinition, state: GameState): string | null {
  const { settings } = state;
  const condition = endConditionOf(definition, state);
  if (condition === 'SURVIVAL') return `Round ${settings.currentRound}`;
  if (condition === 'ROUNDS' && settings.totalRounds > 1)
    return `Round ${Math.min(settings.currentRound, settings.totalRounds)} of ${settings.totalRounds}`;
  return null;
}

export function GameHeader({
  definition,
  state,
  colour,
  tone = 'dark',
}: {
  definition: GameDefinition;
  state: GameState;
  colour: string;
  tone?: 'dark' | 'light';
}) {
  const player = definition.rotatesPlayers ? currentPlayer(state) : null;
  const progress = roundProgressText(definition, state);
  const survival = survivalCounterText(state);
  const ink = tone === 'light' ? 'text-white' : 'text-ink';
  // The modal header already names the game: this row only says who speaks and how far the game is.
  if (!player && !progress && !survival) return null;
  return (
    <div
      className={`flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm font-semibold sm:text-base ${ink}`}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {player ? (
          <p>
            Speaker: <span className="font-bold">{player.name}</span>
            {state.settings.players.length > 1
              ? ` (${state.settings.currentPlayer + 1} of ${state.settings.players.length})`
              : ''}
          </p>
        ) : null}
        {progress ? (
          <p
            className="rounded-full px-3 py-0.5"
            style={{ backgroundColor: tone === 'light' ? mix(colour, 0.35, '#10161c') : mix(colour, 0.22, '#ffffff') }}
          >
            {progress}
          </p>
        ) : null}
        {survival ? <p>{survival}</p> : null}
      </div>
    </div>
  );
}
