import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { EventStore, ProjectionRunner, rebuildProjection, storeHead, waitForCheckpoint } from '@impromptu/event-store';
import { projections } from '@impromptu/jobs';
import { seedClassActivity } from '@impromptu/classes';
import { following, registered, registrationAppend } from '@impromptu/classes/testing';
import { seedDemoAssessments } from '@impromptu/assessments';
import { seedDemoSubscription } from '@impromptu/billing';
import {
  seedDemoCoachBot,
  virtualCoachEvents,
  virtualCoachStreamId,
  VIRTUAL_COACH_STREAM_TYPE,
} from '@impromptu/coach';
import {
  LESSON_MEDIA_STREAM_TYPE,
  lessonMediaEvents,
  lessonMediaStreamId,
  seedDemoCourseProgress,
} from '@impromptu/courses';
import { seedDemoVoiceMetrics } from '@impromptu/play';
import { roundsOfOneSession } from '@impromptu/play/testing';
import { practiceOfOneSession } from '@impromptu/practice/testing';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('runs the projection runner and rebuilds on the database directly');

const WAIT_MS = 60_000;
const PUBLIC_WEB_URL = 'http://localhost:3000';
const RUN_ID = randomUUID();

let database: TestDatabase;
let db: Kysely<any>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.drop();
});

/** A Virtual Coach confidence check: the learner's coach progress and an automatic feedback record. */
function confidence(userId: string, stage: 'initial' | 'final', ratedAt: string) {
  return {
    streamId: virtualCoachStreamId(userId),
    streamType: VIRTUAL_COACH_STREAM_TYPE,
    events: [
      virtualCoachEvents.toAppend({
        type: 'ConfidenceRated',
        data: { userId, runId: RUN_ID, stage, confidence: stage === 'initial' ? 2 : 4, ratedAt },
      }),
    ],
  };
}

/** A coach's lesson video published for a Virtual Coach lesson (issue 47): the lesson media projection's row. */
function lessonMediaPublished(coachId: string, publishedAt: string) {
  return {
    streamId: lessonMediaStreamId('virtual-coach', 'ENERGY'),
    streamType: LESSON_MEDIA_STREAM_TYPE,
    events: [
      lessonMediaEvents.toAppend({
        type: 'LessonMediaPublished',
        data: {
          kind: 'virtual-coach',
          key: 'ENERGY',
          version: 1,
          videoKey: 'lessons/virtual-coach/energy/v1.webm',
          captionsKey: 'lessons/virtual-coach/energy/v1.vtt',
          container: 'webm',
          sizeBytes: 1000,
          durationSeconds: 120,
          publishedBy: coachId,
          publishedAt,
        },
      }),
    ],
  };
}

/** Every row of every view of every projection, each view's rows as sorted JSON text. */
async function everyView(): Promise<Record<string, string[]>> {
  const views: Record<string, string[]> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const { rows } = await sql<{ row: string }>`
        SELECT row_to_json(t)::text AS row FROM ${sql.table(table.name)} t`.execute(db);
      views[`${projection.name}.${table.name}`] = rows.map((r) => r.row).sort();
    }
  }
  return views;
}

async function userId(email: string): Promise<string> {
  return (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

inProcess.describe('every projection rebuilt after identity and group changes made between its events', () => {
  it('gives the rows the live runner gave, view by view', async () => {
    const runner = new ProjectionRunner({
      db,
      databaseUrl: database.url,
      projections,
      batchSize: 50,
      pollIntervalMs: 50,
      lockRetryMs: 100,
    });
    const store = new EventStore(db);
    const append = (given: { streamId: string; streamType?: string; events: Parameters<EventStore['append']>[1] }) =>
      store.append(given.streamId, given.events, {
        expectedVersion: 'any',
        ...(given.streamType === undefined ? {} : { streamType: given.streamType }),
      });
    /** Waits until every projection has applied every event appended so far. */
    const caughtUp = async () => {
      const position = await storeHead(db);
      if (!position) return;
      for (const projection of projections) {
        expect({
          projection: projection.name,
          caughtUp: await waitForCheckpoint(db, projection.name, position, WAIT_MS),
        }).toEqual({
          projection: projection.name,
          caughtUp: true,
        });
      }
    };

    await runner.start();
    try {
      // The demo's events: courses, classes, assessments, billing, the AI coach, rounds with voice metrics.
      await seedDemoCourseProgress(db, { publicWebUrl: PUBLIC_WEB_URL });
      await seedClassActivity(db);
      await seedDemoAssessments(db);
      await seedDemoSubscription(db);
      await seedDemoCoachBot(db, { publicWebUrl: PUBLIC_WEB_URL });
      await seedDemoVoiceMetrics(db);
      const learner = await userId('learner@example.com');
      const coach = await userId('coach@example.com');
      await append(roundsOfOneSession(learner, ['2030-05-06T09:00:00.000Z', '2030-05-06T09:01:00.000Z']));
      await append(practiceOfOneSession(learner, ['2030-05-06T10:00:00.000Z', '2030-05-06T10:01:00.000Z']));
      await append(confidence(learner, 'initial', '2030-05-06T11:00:00.000Z'));
      await append(lessonMediaPublished(coach, '2030-05-06T12:00:00.000Z'));
      await caughtUp();

      // Between the events: identities and groups change without an event.
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ type: 'COACH', first_name: 'Renamed', email: `renamed-${randomUUID()}@example.com` })
          .where('id', '=', learner)
          .execute();
        await trx.updateTable('app_user').set({ type: 'LEARNER' }).where('id', '=', coach).execute();
        const groups = await trx.selectFrom('user_group').select('group_id').where('user_id', '=', learner).execute();
        await trx.deleteFrom('user_group').where('user_id', '=', learner).execute();
        if (groups[0]) {
          await trx
            .updateTable('learning_group')
            .set({ status: 'INACTIVE' })
            .where('id', '=', groups[0].group_id)
            .execute();
        }
        const other = await trx
          .insertInto('learning_group')
          .values({ name: `Cohort ${randomUUID()}`, type: 'FUNDAMENTALS_CLASS' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_group')
          .values([
            { user_id: learner, group_id: other.id },
            { user_id: coach, group_id: other.id },
          ])
          .execute();
      });

      // And events after the change, for the changed users.
      await append(roundsOfOneSession(learner, ['2030-05-07T09:00:00.000Z']));
      await append(roundsOfOneSession(coach, ['2030-05-07T09:30:00.000Z', '2030-05-07T09:31:00.000Z']));
      await append(practiceOfOneSession(coach, ['2030-05-07T10:00:00.000Z', '2030-05-07T10:01:00.000Z']));
      const classId = randomUUID();
      const seat = registered(classId, coach, '2030-05-07T08:00:00.000Z');
      await append(confidence(learner, 'final', '2030-05-07T11:00:00.000Z'));
      await append(registrationAppend(classId, [seat, following(seat, 'AttendeeJoined', '2030-05-07T18:00:00.000Z')]));
      await caughtUp();
    } finally {
      await runner.stop();
    }

    const live = await everyView();
    // Every projection has rows to compare.
    expect(
      Object.entries(live)
        .filter(([, rows]) => rows.length === 0)
        .map(([view]) => view),
    ).toEqual([]);
    for (const projection of projections) await rebuildProjection({ db, projection, batchSize: 1_000 });
    const rebuilt = await everyView();
    for (const view of Object.keys(live)) expect({ view, rows: rebuilt[view] }).toEqual({ view, rows: live[view] });
  });
});
