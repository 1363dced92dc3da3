import { describe, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import { AnswerRejectedError, type AskedTrait } from './answers.js';
import {
  snapshotDecider,
  SnapshotAlreadyTakenError,
  SnapshotNotFoundError,
  type TakeSnapshot,
} from './snapshot.decider.js';
import type { SnapshotEvent } from './snapshot.events.js';

const SNAPSHOT = '0190f1a2-0000-7000-8000-00000000c001';
const OWNER = '0190f1a2-0000-7000-8000-0000000000aa';
const STRANGER = '0190f1a2-0000-7000-8000-0000000000bb';
const NOW = new Date('2026-03-05T10:00:00.000Z');
const id = (n: number) => `0190f1a2-0000-7000-8000-00000000f00${n}`;

const asked: AskedTrait[] = [
  { id: id(1), name: 'Pausing on purpose', type: 'TRAIT', category: 'silence' },
  { id: id(2), name: 'Main goal', type: 'GOAL', category: 'context' },
  {
    id: id(3),
    name: 'How often I speak',
    type: 'SELECT_ONE',
    category: 'context',
    choices: ['Every day', 'Every week'],
    hasOther: true,
  },
  {
    id: id(4),
    name: 'Where I speak',
    type: 'SELECT_ALL',
    category: 'context',
    choices: ['Meetings at work', 'Interviews'],
    hasOther: true,
  },
];
const goal: AskedTrait = { id: id(5), name: 'Goal for next month', type: 'GOAL', category: 'context' };

const given = DeciderSpecification.for(snapshotDecider);

const take = (answers: TakeSnapshot['data']['answers']): TakeSnapshot => ({
  type: 'TakeSnapshot',
  data: { snapshotId: SNAPSHOT, userId: OWNER, name: 'Mar 5 2026', wizardType: 'start', asked, answers, now: NOW },
});

const goodAnswers = [
  { traitId: id(1), rating: 7, text: '  I rush  ' },
  { traitId: id(2), text: 'Speak up in meetings' },
  { traitId: id(3), choices: ['Other'], other: 'Twice a day' },
];

const taken: SnapshotEvent = {
  type: 'ShapeSnapshotTaken',
  data: {
    snapshotId: SNAPSHOT,
    userId: OWNER,
    name: 'Mar 5 2026',
    wizardType: 'start',
    traits: [
      {
        traitId: id(1),
        traitName: 'Pausing on purpose',
        traitType: 'TRAIT',
        category: 'silence',
        rating: 7,
        comment: 'I rush',
        metadata: {},
      },
      {
        traitId: id(2),
        traitName: 'Main goal',
        traitType: 'GOAL',
        category: 'context',
        rating: null,
        comment: 'Speak up in meetings',
        metadata: {},
      },
      {
        traitId: id(3),
        traitName: 'How often I speak',
        traitType: 'SELECT_ONE',
        category: 'context',
        rating: null,
        comment: null,
        metadata: { choices: ['Other'], other: 'Twice a day' },
      },
    ],
    takenAt: NOW.toISOString(),
  },
};

describe('shape snapshot decider', () => {
  it('takes a snapshot with every answer in one event (a multi-select may stay empty)', () => {
    given([]).when(take(goodAnswers)).then([taken]);
  });

  it('refuses a rating outside 0–10', () => {
    given([])
      .when(take([{ ...goodAnswers[0]!, rating: 11 }, goodAnswers[1]!, goodAnswers[2]!]))
      .thenThrows(AnswerRejectedError);
    given([])
      .when(take([{ ...goodAnswers[0]!, rating: -1 }, goodAnswers[1]!, goodAnswers[2]!]))
      .thenThrows('A rating is a whole number from 0 to 10.');
  });

  it('refuses a rating question left without a rating', () => {
    given([])
      .when(take([{ traitId: id(1), text: 'no number' }, goodAnswers[1]!, goodAnswers[2]!]))
      .thenThrows('Choose a rating.');
  });

  it('refuses an empty required field', () => {
    given([])
      .when(take([goodAnswers[0]!, { traitId: id(2), text: '   ' }, goodAnswers[2]!]))
      .thenThrows('This field is required.');
  });

  it("refuses 'Other' without typed text", () => {
    given([])
      .when(take([goodAnswers[0]!, goodAnswers[1]!, { traitId: id(3), choices: ['Other'], other: ' ' }]))
      .thenThrows("Type your answer for 'Other'.");
  });

  it('refuses a choice that is not offered, and a question not asked', () => {
    given([])
      .when(take([goodAnswers[0]!, goodAnswers[1]!, { traitId: id(3), choices: ['Hourly'] }]))
      .thenThrows("'Hourly' is not one of the choices.");
    given([])
      .when(take([...goodAnswers, { traitId: id(9), rating: 3 }]))
      .thenThrows('This question is not part of the form.');
  });

  it('refuses a snapshot with a required question unanswered: nothing is written', () => {
    given([])
      .when(take([goodAnswers[0]!, goodAnswers[1]!]))
      .thenThrows("'How often I speak' needs an answer.");
  });

  it('is taken once', () => {
    given([taken]).when(take(goodAnswers)).thenThrows(SnapshotAlreadyTakenError);
  });

  it("adds the goals follow-up onto the owner's snapshot", () => {
    given([taken])
      .when({
        type: 'AddSnapshotAnswers',
        data: { userId: OWNER, asked: [goal], answers: [{ traitId: id(5), text: 'Lead a meeting' }], now: NOW },
      })
      .then([
        {
          type: 'ShapeSnapshotAnswersAdded',
          data: {
            snapshotId: SNAPSHOT,
            userId: OWNER,
            traits: [
              {
                traitId: id(5),
                traitName: 'Goal for next month',
                traitType: 'GOAL',
                category: 'context',
                rating: null,
                comment: 'Lead a meeting',
                metadata: {},
              },
            ],
            addedAt: NOW.toISOString(),
          },
        },
      ]);
  });

  it("refuses answers onto another user's snapshot, or one that does not exist", () => {
    const add = (userId: string) => ({
      type: 'AddSnapshotAnswers' as const,
      data: { userId, asked: [goal], answers: [{ traitId: id(5), text: 'x' }], now: NOW },
    });
    given([taken]).when(add(STRANGER)).thenThrows(SnapshotNotFoundError);
    given([]).when(add(OWNER)).thenThrows(SnapshotNotFoundError);
  });
});
