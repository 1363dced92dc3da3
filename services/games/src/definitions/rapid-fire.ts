import {
  compact,
  drawWords,
  feedbackSequence,
  sequence,
  speakerOf,
  startRoundSequence,
} from '../engine/round-helpers.js';
import type { ContentType, GameDefinition, GameState } from '../engine/types.js';
import type { NounForm } from '../rules/language.js';
import { commonParts } from './common.js';
import { analogyPrompt, autocompletePrompt } from './prompts.js';

/** Sequence 0 is the start card, shown once; every later round starts at sequence 1 (spec 2 §4). */
const RAPID_FIRE_ROUND_SEQUENCE_INDEX = 1;

function rapidFireRound(wordType: ContentType, prompt: (word: string, form?: NounForm | null) => string) {
  return (state: GameState, random: () => number): GameState => {
    const drawn = drawWords(state, wordType, 1, random);
    const word = drawn.words[0] ?? '';
    const next: GameState = {
      ...drawn.state,
      settings: {
        ...drawn.state.settings,
        ...(wordType === 'NOUN' ? { currentNouns: drawn.words } : { currentAdjectives: drawn.words }),
      },
    };
    return {
      ...next,
      sequences: compact([
        startRoundSequence(next, null),
        sequence('rapid-fire-round', 'round', [
          {
            type: 'round',
            durationSeconds: next.settings.roundDuration,
            prompt: prompt(word, next.nounForms?.[word]),
            words: drawn.words,
            player: speakerOf(next),
          },
        ]),
        feedbackSequence(next),
      ]),
    };
  };
}

/** Rapid Fire Autocomplete: finish a sentence about a fresh noun every round. */
export const autocomplete: GameDefinition = {
  ...commonParts('autocomplete'),
  initialSequenceIndex: RAPID_FIRE_ROUND_SEQUENCE_INDEX,
  endCondition: 'ROUNDS',
  onNextRound: rapidFireRound('NOUN', autocompletePrompt),
};

/** Rapid Fire Analogies: an analogy for a fresh adjective every round. */
export const analogies: GameDefinition = {
  ...commonParts('analogies'),
  initialSequenceIndex: RAPID_FIRE_ROUND_SEQUENCE_INDEX,
  endCondition: 'ROUNDS',
  onNextRound: rapidFireRound('ADJECTIVE', analogyPrompt),
};
