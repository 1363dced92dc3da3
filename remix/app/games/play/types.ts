// The seam between the game frame (modal route, setup, recording calls) and the game views.
// The frame renders setup views itself and <GamePlayer> for 'ready-countdown', 'start', 'play', 'sequence' and 'end';
// the player dispatches COUNTDOWN_TICK, BEGIN_PLAY (after preloading images), NEXT_STEP and SURVIVAL_VOTE.
// Recording is the frame's: it posts state.rounds and the finish from the engine state, once each.
import type { GameAction, GameContent, GameDefinition, GameState, Photo } from '@impromptu/games';
import type { VoiceController } from '~/games/voice/voice-controller';

export type { GameAction, GameContent, GameDefinition, GameState, Photo };

export interface GamePlayerProps {
  state: GameState;
  dispatch: (action: GameAction) => void;
  definition: GameDefinition;
  /** Words, titles and topics loaded by the frame. */
  content: GameContent;
  /** The Blindfolded Slideshow's photos. */
  photos: Photo[];
  /**
   * The play-again image button. The player does NOT dispatch: the frame dispatches
   * { type: 'RESET_GAME', now: performance.now() } (with fresh photos for the slideshow) and opens a new session.
   */
  onPlayAgain(): void;
  /** 'OR replay last round (same images, new title)' (slideshow only): the frame dispatches { type: 'RETRY_GAME', now: performance.now() }. */
  onReplayLastRound(): void;
  /** The voice metrics of the game (issue 18) when the learner turned them on; null otherwise. */
  voice?: VoiceController | null;
}
