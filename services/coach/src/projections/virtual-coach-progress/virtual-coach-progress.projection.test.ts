import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { virtualCoachDecider, type VirtualCoachCommand } from '../../virtual-coach/virtual-coach.decider.js';
import {
  VIRTUAL_COACH_STREAM_TYPE,
  virtualCoachEvents,
  virtualCoachStreamId,
  type VirtualCoachEvent,
} from '../../virtual-coach/virtual-coach.events.js';
import { virtualCoachProgressProjection } from './virtual-coach-progress.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(virtualCoachProgressProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

/** The events a learner's steps decide, as a test appends them to the learner's stream. */
function stepsOf(userId: string, steps: VirtualCoachCommand['type'][], extra: { confidence?: number } = {}) {
  let state = virtualCoachDecider.initialState();
  const events: VirtualCoachEvent[] = [];
  steps.forEach((type, index) => {
    const now = new Date(Date.UTC(2026, 2, 1, 9, index));
    const data = {
      userId,
      now,
      runId: randomUUID(),
      withExample: false,
      confidence: extra.confidence ?? 3,
      answer: 'No',
      step: state.lesson === 'SENSE' ? 'FINISH' : 'NEXT_LESSON',
    };
    const decided = virtualCoachDecider.decide({ type, data } as VirtualCoachCommand, state);
    events.push(...decided);
    state = decided.reduce(virtualCoachDecider.evolve, state);
  });
  return {
    streamId: virtualCoachStreamId(userId),
    streamType: VIRTUAL_COACH_STREAM_TYPE,
    events: events.map((event) => ({ ...virtualCoachEvents.toAppend(event), schemaVersion: 1 })),
  };
}

const progressOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('virtual_coach_progress')
    .select([
      'status',
      'display',
      'lesson',
      'lessons_seen',
      'total_reps',
      'start_confidence',
      'end_confidence',
      'steps_completed',
      'runs_started',
      'runs_completed',
    ])
    .where('user_id', '=', userId)
    .execute();

const lessonLoop: VirtualCoachCommand['type'][] = [
  'WatchLessonVideo',
  'TryItOut',
  'FinishGame',
  'AnswerReflection',
  'ChooseNextStep',
];

describe('virtual coach progress projection', () => {
  it('keeps where the learner is: display, lesson, lessons seen, reps and confidence', async () => {
    const user = randomUUID();
    await given(stepsOf(user, ['StartVirtualCoach', 'FinishGame', 'RateConfidence', ...lessonLoop])).then(
      progressOf(user),
      [
        {
          status: 'active',
          display: 'lesson',
          lesson: 'NONSENSE',
          lessons_seen: 2,
          total_reps: 12,
          start_confidence: 3,
          end_confidence: null,
          steps_completed: 2,
          runs_started: 1,
          runs_completed: 0,
        },
      ],
    );
  });

  it('counts a finished run, and a closed one as started only', async () => {
    const finished = randomUUID();
    const lessons = [...lessonLoop, ...lessonLoop, ...lessonLoop, ...lessonLoop, ...lessonLoop];
    await given(
      stepsOf(finished, [
        'StartVirtualCoach',
        'FinishGame',
        'RateConfidence',
        ...lessons,
        'RateConfidence',
        'ContinueVirtualCoach',
        'ExitVirtualCoach',
      ]),
    ).then(progressOf(finished), [
      {
        status: 'ended',
        display: 'end',
        lesson: 'SENSE',
        lessons_seen: 5,
        total_reps: 30,
        start_confidence: 3,
        end_confidence: 3,
        steps_completed: 7,
        runs_started: 1,
        runs_completed: 1,
      },
    ]);
    const closed = randomUUID();
    await given(stepsOf(closed, ['StartVirtualCoach', 'CloseVirtualCoach', 'StartVirtualCoach'])).then(
      progressOf(closed),
      [
        {
          status: 'active',
          display: 'game',
          lesson: null,
          lessons_seen: 0,
          total_reps: 0,
          start_confidence: null,
          end_confidence: null,
          steps_completed: 0,
          runs_started: 2,
          runs_completed: 0,
        },
      ],
    );
  });
});
