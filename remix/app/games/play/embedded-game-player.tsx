import type { GameAction, GameDefinition, GameState } from '@impromptu/games';
import { GamePlayer } from './game-player';

/** A seed for a new game's PRNG, once per game. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

/**
 * The games' player inside a host screen (a practice session, the Virtual Coach): the game runs in embedded mode, so
 * it has no play-again controls, and the host reacts when `state.ended` turns true.
 */
export function EmbeddedGamePlayer({
  state,
  dispatch,
  definition,
}: {
  state: GameState;
  dispatch: (action: GameAction) => void;
  definition: GameDefinition;
}) {
  return (
    <div className="relative -mx-4 flex min-h-0 flex-1 flex-col overflow-hidden rounded-none sm:mx-0 sm:rounded-2xl">
      <GamePlayer
        state={state}
        dispatch={dispatch}
        definition={definition}
        content={state.content}
        photos={state.photos}
        onPlayAgain={() => undefined}
        onReplayLastRound={() => undefined}
      />
    </div>
  );
}
