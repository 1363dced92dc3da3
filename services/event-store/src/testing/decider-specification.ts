import { expect } from '@jest/globals';
import type { Decider } from '../decider.js';
import type { DomainEvent } from '../events.js';

type ErrorExpectation = (new (...args: never[]) => Error) | string | RegExp | Error;

export interface DeciderThen<Event extends DomainEvent> {
  /** The command produces exactly these events. */
  then(expected: Event[]): void;
  /** The command changes nothing. */
  thenNothingHappened(): void;
  /** The command is refused with this error (a class, a message, or a pattern of the message). */
  thenThrows(expected?: ErrorExpectation): void;
}

export interface DeciderWhen<Command, Event extends DomainEvent> {
  when(command: Command): DeciderThen<Event>;
}

/**
 * Given these events, when this command, then these events (or this error): every decider test
 * says its case in those three steps, with no database.
 *
 *   const given = DeciderSpecification.for(gameSessionDecider);
 *   given([started]).when(completeRound(1)).then([roundCompleted(1)]);
 */
export const DeciderSpecification = {
  for<Command extends { type: string }, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
    return (givenEvents: Event[]): DeciderWhen<Command, Event> => ({
      when(command: Command): DeciderThen<Event> {
        const decide = (): Event[] =>
          decider.decide(command, givenEvents.reduce(decider.evolve, decider.initialState()));
        return {
          then: (expected) => expect(decide()).toEqual(expected),
          thenNothingHappened: () => expect(decide()).toEqual([]),
          thenThrows: (expected) =>
            expected === undefined ? expect(decide).toThrow() : expect(decide).toThrow(expected),
        };
      },
    });
  },
};
