import { compact, feedbackSequence, sequence } from '../engine/round-helpers.js';
import type { GameDefinition } from '../engine/types.js';
import { commonParts } from './common.js';

/** Timer: one plain countdown (with coaching tips at set timestamps when a practice supplies them). */
export const timer: GameDefinition = {
  ...commonParts('timer'),
  needsContent: false,
  endCondition: 'ONCE',
  onNextRound(state) {
    return {
      ...state,
      sequences: compact([
        sequence('timer', 'timeline', [
          { type: 'timer', durationSeconds: state.settings.totalDuration, tips: state.timedPrompts },
        ]),
        feedbackSequence(state),
      ]),
    };
  },
};
