/** The engine's error messages, worded as in spec 1 §5 and §8. */
export const UNHANDLED_ACTION_MESSAGE = 'Unhandled action type';
export const END_CONDITION_MESSAGE = 'End condition not recognized';
export const MISSING_RULES_MESSAGE = 'Game must be initialized with onNextRound AND endCondition.';
export const SEQUENCE_SHAPE_MESSAGE = 'A game sequence needs an id and a type.';

/** Raised by UPDATE_SETTINGS when a setting has the wrong type (spec 1 §5). */
export class GameSettingsTypeError extends TypeError {
  constructor(
    readonly key: string,
    readonly expected: 'boolean' | 'number' | 'object',
  ) {
    super(`${key} must be ${expected === 'object' ? 'an' : 'a'} ${expected}`);
    this.name = 'GameSettingsTypeError';
  }
}
