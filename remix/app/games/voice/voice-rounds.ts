import type { GameState, SequenceComponent, ShortCode } from '@impromptu/games';

/*
 * Which part of a game's round the voice analysis listens to (issue 18). Zod-free and small: the game
 * player uses it to place the live feedback. One analysed stretch per recorded round:
 * - the speaking components of the round (not the start card, the feedback between players or the
 *   survival question);
 * - in the breath games only 'Clean it up': the rushed 'Make a mess' round is meant to be messy, and the
 *   breath between them is silence the game asks for, not a hesitation;
 * - Podcast: every player's turns of the show, which is one round.
 */

const BREATH_GAMES: ReadonlySet<ShortCode> = new Set<ShortCode>(['autocomplete-breath', 'analogies-breath']);

/** Whether the analysis listens while this component is on screen. */
export function isMeasuredComponent(shortCode: ShortCode, component: SequenceComponent): boolean {
  switch (component.type) {
    case 'round':
      return !BREATH_GAMES.has(shortCode);
    case 'triple-step-round':
    case 'speech':
    case 'conductor-slide':
    case 'snow-globe':
    case 'podcast-turn':
    case 'timer':
    case 'slideshow-title':
    case 'slideshow-photo':
    case 'slideshow-wrap-up':
      return true;
    case 'start-round':
    case 'feedback-round':
    case 'survival-round':
    case 'breathe':
      return false;
    default: {
      const unknown: never = component;
      throw new Error(`Unknown sequence component ${JSON.stringify(unknown)}`);
    }
  }
}

/** One round's analysed stretch: the game it belongs to and the index its round will have in state.rounds. */
export interface MeasuredStretch {
  gameNumber: number;
  roundIndex: number;
  key: string;
}

export function stretchKey(gameNumber: number, roundIndex: number): string {
  return `${gameNumber}:${roundIndex}`;
}

function componentOnScreen(state: GameState): SequenceComponent | null {
  if ((state.view !== 'play' && state.view !== 'sequence') || state.ended) return null;
  return state.sequences[state.sequenceIndex]?.components[state.componentIndex] ?? null;
}

/** The stretch being analysed now, or null between them (setup, countdown, feedback, survival, end). */
export function measuredStretchOf(state: GameState): MeasuredStretch | null {
  const component = componentOnScreen(state);
  if (!component || !isMeasuredComponent(state.shortCode, component)) return null;
  const roundIndex = state.rounds.length;
  return { gameNumber: state.gameNumber, roundIndex, key: stretchKey(state.gameNumber, roundIndex) };
}

/**
 * Between rounds, the index the latest round spoken has (or will have) in state.rounds: at a start card the
 * round before it (recorded), at the feedback or survival question the speaker's own round (recorded once it is
 * answered); null at the first start card and everywhere else.
 */
export function lastSpokenRoundOf(state: GameState): number | null {
  const component = componentOnScreen(state);
  if (component?.type === 'start-round') return state.rounds.length > 0 ? state.rounds.length - 1 : null;
  if (component?.type === 'feedback-round' || component?.type === 'survival-round') return state.rounds.length;
  return null;
}

/** Conductor: the energy (0–1) a slide asks for; the final slide ('Bring it home') asks for none. */
export function energyTargetOf(component: SequenceComponent | null): number | null {
  if (component?.type !== 'conductor-slide' || component.isFinal) return null;
  return Math.min(1, Math.max(0, component.slideIndex / 10));
}

/** A component's identity on screen: a change means a new slide, turn or step. */
export function componentPosition(state: GameState): string {
  return `${state.gameNumber}:${state.rounds.length}:${state.sequenceIndex}:${state.componentIndex}`;
}

export { componentOnScreen };

/**
 * What a component put on screen, as the debrief's timeline names it (issue 31): the topic, the words, the
 * slide and the energy it asked for, the speaker's turn; null for a component that shows no prompt of its own.
 */
export function promptLabelOf(component: SequenceComponent | null): string | null {
  if (!component) return null;
  switch (component.type) {
    case 'round':
      return component.prompt || (component.words.length > 0 ? component.words.join(', ') : null);
    case 'triple-step-round':
      return component.title ?? (component.topics.length > 0 ? component.topics.join(' · ') : null);
    case 'speech':
      return component.prompt || null;
    case 'conductor-slide':
      return component.isFinal
        ? `Slide ${component.slideIndex + 1}: finish strong`
        : `Slide ${component.slideIndex + 1}: energy ${component.slideIndex * 10} %`;
    case 'slideshow-title':
      return component.title;
    case 'slideshow-photo':
      return `Slide ${component.index + 1}`;
    case 'slideshow-wrap-up':
      return 'Wrap up';
    case 'podcast-turn':
      return `${component.player.name}'s turn`;
    case 'breathe':
      return component.phase;
    case 'snow-globe':
      return 'Keep talking';
    case 'feedback-round':
    case 'survival-round':
    case 'timer':
    case 'start-round':
      return null;
    default: {
      const unknown: never = component;
      throw new Error(`Unknown sequence component ${JSON.stringify(unknown)}`);
    }
  }
}
