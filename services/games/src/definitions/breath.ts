import { breathRoundSteps, breathTotalRounds } from '../rules/breath.js';
import {
  compact,
  drawWords,
  feedbackSequence,
  sequence,
  speakerOf,
  startRoundSequence,
} from '../engine/round-helpers.js';
import type { ContentType, GameDefinition, GameState, SequenceComponent } from '../engine/types.js';
import type { NounForm } from '../rules/language.js';
import type { Random } from '../rules/random.js';
import { commonParts } from './common.js';
import { analogyPrompt, autocompletePrompt } from './prompts.js';

function breathRound(wordType: ContentType, prompt: (word: string, form?: NounForm | null) => string) {
  return (state: GameState, random: Random): GameState => {
    const drawn = drawWords(state, wordType, 1, random);
    const word = drawn.words[0] ?? '';
    const text = prompt(word, drawn.state.nounForms?.[word]);
    const next: GameState = {
      ...drawn.state,
      settings: {
        ...drawn.state.settings,
        ...(wordType === 'NOUN' ? { currentNouns: drawn.words } : { currentAdjectives: drawn.words }),
      },
    };
    const { roundDuration, pauseDuration, speechDuration } = next.settings;
    const steps = breathRoundSteps({ makeAMess: roundDuration, takeABreath: pauseDuration, cleanItUp: speechDuration });
    const components = steps.map((step): SequenceComponent => {
      switch (step.kind) {
        case 'rushed':
          return {
            type: 'round',
            durationSeconds: step.durationSeconds,
            prompt: text,
            words: drawn.words,
            player: speakerOf(next),
          };
        case 'breathe-in':
          return { type: 'breathe', phase: 'BREATHE IN', durationSeconds: step.durationSeconds };
        case 'breathe-out':
          return { type: 'breathe', phase: 'BREATHE OUT', durationSeconds: step.durationSeconds };
        case 'speech':
          return { type: 'speech', durationSeconds: step.durationSeconds, prompt: text };
      }
    });
    return {
      ...next,
      sequences: compact([
        startRoundSequence(next, null),
        sequence('rushed-round', 'round', components.slice(0, 1)),
        sequence('breath', 'breath', components.slice(1, 3)),
        sequence('speech', 'round', components.slice(3)),
        feedbackSequence(next),
      ]),
    };
  };
}

/** A random total of 1–3 rounds, drawn at every game start. */
function pickBreathRounds(state: GameState, random: Random): GameState {
  return { ...state, settings: { ...state.settings, totalRounds: breathTotalRounds(random) } };
}

export const autocompleteBreath: GameDefinition = {
  ...commonParts('autocomplete-breath'),
  endCondition: 'ROUNDS',
  onStart: pickBreathRounds,
  onNextRound: breathRound('NOUN', autocompletePrompt),
};

export const analogiesBreath: GameDefinition = {
  ...commonParts('analogies-breath'),
  endCondition: 'ROUNDS',
  onStart: pickBreathRounds,
  onNextRound: breathRound('ADJECTIVE', analogyPrompt),
};
