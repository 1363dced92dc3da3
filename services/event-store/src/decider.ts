import type { DomainEvent, EventCatalogue } from './events.js';

/**
 * An aggregate as one pure object: what it starts as, how an event changes it, and which events a
 * command produces in a state (or the error that refuses the command). Time and ids arrive in the
 * command; nothing here reads a clock, a database or a random source.
 */
export interface Decider<Command extends { type: string }, Event extends DomainEvent, State> {
  /** The stream type when it cannot be read off the stream id (ids that hold hyphens). */
  streamType?: string;
  /** The events this aggregate writes, as versioned schemas. */
  events: EventCatalogue<Event>;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /**
   * Errors of `decide` that mean "this command was applied already". A retry that carries the first
   * request's idempotency key then gets the first answer instead of the error (see handleCommand).
   */
  isAlreadyApplied?(error: unknown): boolean;
}

/** Any decider, for lists of them. */
export type AnyDecider = Decider<any, any, any>;

export type CommandOf<D> = D extends Decider<infer C, DomainEvent, unknown> ? C : never;
export type EventOf<D> = D extends Decider<{ type: string }, infer E, unknown> ? E : never;
export type StateOf<D> = D extends Decider<{ type: string }, DomainEvent, infer S> ? S : never;
