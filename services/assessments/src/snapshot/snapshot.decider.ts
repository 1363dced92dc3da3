import { DomainError, type Decider } from '@impromptu/event-store';
import { judgeAnswers, type AskedTrait, type TraitAnswer } from './answers.js';
import type { WizardType } from '../schemas.js';
import { SNAPSHOT_STREAM_TYPE, snapshotEvents, type SnapshotEvent } from './snapshot.events.js';

export type TakeSnapshot = {
  type: 'TakeSnapshot';
  data: {
    snapshotId: string;
    userId: string;
    name: string;
    wizardType: WizardType | 'goals';
    asked: AskedTrait[];
    answers: TraitAnswer[];
    now: Date;
  };
};

/** Spec 3 §4.2 goals follow-up: answers added onto the user's latest snapshot. */
export type AddSnapshotAnswers = {
  type: 'AddSnapshotAnswers';
  data: { userId: string; asked: AskedTrait[]; answers: TraitAnswer[]; now: Date };
};

export type SnapshotCommand = TakeSnapshot | AddSnapshotAnswers;

export type SnapshotState =
  { status: 'empty' } | { status: 'taken'; snapshotId: string; userId: string; traitIds: string[] };

export class SnapshotError extends DomainError {}

/**
 * No such snapshot, or another user's: both answer 404 so snapshots cannot be probed, with the words the goals
 * follow-up alerts (spec 3 §4.2).
 */
export class SnapshotNotFoundError extends SnapshotError {
  constructor() {
    super('not_found', 'No previous snapshots');
  }
}

export class SnapshotAlreadyTakenError extends SnapshotError {
  constructor() {
    super('conflict', 'This snapshot was already taken.');
  }
}

function decide(command: SnapshotCommand, state: SnapshotState): SnapshotEvent[] {
  switch (command.type) {
    case 'TakeSnapshot': {
      if (state.status !== 'empty') throw new SnapshotAlreadyTakenError();
      const { snapshotId, userId, name, wizardType, asked, answers, now } = command.data;
      // All answers or none: the snapshot and its traits are one event.
      const traits = judgeAnswers(asked, answers);
      return [
        {
          type: 'ShapeSnapshotTaken',
          data: { snapshotId, userId, name, wizardType, traits, takenAt: now.toISOString() },
        },
      ];
    }
    case 'AddSnapshotAnswers': {
      if (state.status === 'empty' || state.userId !== command.data.userId) throw new SnapshotNotFoundError();
      const traits = judgeAnswers(command.data.asked, command.data.answers);
      if (traits.length === 0) return [];
      return [
        {
          type: 'ShapeSnapshotAnswersAdded',
          data: { snapshotId: state.snapshotId, userId: state.userId, traits, addedAt: command.data.now.toISOString() },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`Unhandled command ${(unreachable as { type: string }).type}`);
    }
  }
}

function evolve(state: SnapshotState, event: SnapshotEvent): SnapshotState {
  switch (event.type) {
    case 'ShapeSnapshotTaken':
      return {
        status: 'taken',
        snapshotId: event.data.snapshotId,
        userId: event.data.userId,
        traitIds: event.data.traits.map((trait) => trait.traitId),
      };
    case 'ShapeSnapshotAnswersAdded':
      if (state.status === 'empty') return state;
      return {
        ...state,
        traitIds: [...new Set([...state.traitIds, ...event.data.traits.map((trait) => trait.traitId)])],
      };
    default: {
      const unreachable: never = event;
      throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
    }
  }
}

/** A shape snapshot: taken once with every answer judged, owned by one user, who alone adds goals to it. */
export const snapshotDecider: Decider<SnapshotCommand, SnapshotEvent, SnapshotState> = {
  streamType: SNAPSHOT_STREAM_TYPE,
  events: snapshotEvents,
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
