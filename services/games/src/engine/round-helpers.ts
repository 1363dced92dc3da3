import type { Random } from '../rules/random.js';
import { FEEDBACK_ROUND_SECONDS } from '../rules/timer.js';
import { feedbackPrompt } from '../rules/multiplayer.js';
import { pickUnusedTitle, survivalQuestion } from '../rules/triple-step.js';
import { drawFreshWords } from '../rules/word-pools.js';
import { titleCase } from '../rules/language.js';
import type { ContentType, GameSequence, GameState, Player, SequenceComponent, SequenceType } from './types.js';

export function sequence(
  id: string,
  type: SequenceType,
  components: SequenceComponent[],
  totalRounds = 1,
): GameSequence {
  return { id, type, components, totalRounds, currentRound: 0 };
}

/** The speaker of the round in multiplayer, null in single player. */
export function speakerOf(state: GameState): Player | null {
  if (!state.settings.isMultiplayer) return null;
  return state.settings.players[state.settings.currentPlayer] ?? null;
}

/**
 * An unused title for the round, in title case as it is shown (issue 29 §12), kept in settings.currentTitle (null
 * when there are no titles).
 */
export function drawTitle(state: GameState, random: Random): { state: GameState; title: string | null } {
  const picked = pickUnusedTitle(state.content.TITLE, state.usedTitles, random);
  const title = picked.title === null ? null : titleCase(picked.title);
  return {
    state: { ...state, usedTitles: picked.used, settings: { ...state.settings, currentTitle: title ?? '' } },
    title,
  };
}

/** Fresh words of one content type; the pool is refilled when one or none remain. */
export function drawWords(
  state: GameState,
  type: ContentType,
  count: number,
  random: Random,
): { state: GameState; words: string[] } {
  const { words, pool } = drawFreshWords(
    { remaining: state.wordPools[type] ?? [] },
    state.content[type],
    count,
    random,
  );
  return { state: { ...state, wordPools: { ...state.wordPools, [type]: pool.remaining } }, words };
}

export function startRoundSequence(state: GameState, title: string | null): GameSequence {
  return sequence('start-round', 'start', [
    { type: 'start-round', round: state.settings.currentRound, player: speakerOf(state), title },
  ]);
}

/**
 * The feedback round (multiplayer with feedback time, 15 s): the speaker receives feedback from the player paired
 * to give it to them. Not played with fewer than two players.
 */
export function feedbackSequence(state: GameState): GameSequence | null {
  const { settings } = state;
  const receiver = speakerOf(state);
  if (!receiver || !settings.hasFeedbackTime || settings.players.length < 2) return null;
  const pair = settings.multiplayerData.find((p) => p.feedbackReceiver.id === receiver.id);
  if (!pair) return null;
  return sequence('feedback-round', 'feedback', [
    {
      type: 'feedback-round',
      giver: pair.feedbackGiver,
      receiver,
      durationSeconds: FEEDBACK_ROUND_SECONDS,
      text: feedbackPrompt(pair.feedbackGiver.name, receiver.name),
    },
  ]);
}

/** The survival question: 'Did you survive?' in single player, 'Did {receiver} survive?' in multiplayer. */
export function survivalSequence(state: GameState): GameSequence | null {
  if (!state.settings.isSurvivalMode) return null;
  return sequence('survival-round', 'survival', [
    { type: 'survival-round', question: survivalQuestion(speakerOf(state)?.name) },
  ]);
}

export function compact(sequences: Array<GameSequence | null>): GameSequence[] {
  return sequences.filter((s): s is GameSequence => s !== null);
}

/** Upper-cases the first letter of a prompt. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}
