import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { EventStore, type ProjectionRunner, waitForCheckpoint } from '@impromptu/event-store';
import {
  assessmentProjection,
  assessmentsContext,
  shapeSnapshotProjection,
  snapshotEvents,
  snapshotStreamId,
  type UserTrait,
} from '@impromptu/assessments';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly, isTargetMode } from '../support/target.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('appends events and runs the job handler on the database');

let app: TestApp;
let runner: ProjectionRunner;
let store: EventStore;

beforeAll(async () => {
  app = await createTestApp();
  // Against a running stack its own worker projects; the database is reached only in process.
  if (isTargetMode) return;
  runner = await startProjections(app);
  store = new EventStore(app.db);
});

afterAll(async () => {
  await runner?.stop();
  await app?.close();
});

const trait = (rating: number): UserTrait => ({
  traitId: randomUUID(),
  traitName: 'Steady voice',
  traitType: 'TRAIT',
  category: 'confidence',
  rating,
  comment: null,
  metadata: {},
});

/** A user whose only progress in March 2026 is one snapshot of this score. */
async function selfAssessed(rating: number): Promise<string> {
  const user = await app.newUser();
  const snapshotId = randomUUID();
  const result = await store.append(
    snapshotStreamId(snapshotId),
    [
      snapshotEvents.toAppend({
        type: 'ShapeSnapshotTaken',
        data: {
          snapshotId,
          userId: user.id,
          name: 'Mar 3 2026',
          wizardType: 'start',
          traits: [trait(rating)],
          takenAt: '2026-03-03T10:00:00.000Z',
        },
      }),
    ],
    { expectedVersion: 'no_stream', streamType: 'shape-snapshot' },
  );
  await waitForCheckpoint(
    app.db,
    shapeSnapshotProjection.name,
    { transactionId: result.transactionId, globalPosition: result.globalPositions.at(-1)! },
    60_000,
  );
  return user.id;
}

/** Waits until the assessment view has every event of its types appended so far (its checkpoint stops at the last one it reads). */
async function assessmentsProjected(): Promise<void> {
  const { rows } = await sql<{ transaction_id: string; global_position: number }>`
    SELECT transaction_id::text, global_position FROM es_events WHERE event_type = ANY(${[...assessmentProjection.eventTypes]}::text[])
    ORDER BY global_position DESC LIMIT 1`.execute(app.db);
  const head = rows[0]!;
  expect(
    await waitForCheckpoint(
      app.db,
      assessmentProjection.name,
      { transactionId: head.transaction_id, globalPosition: head.global_position },
      60_000,
    ),
  ).toBe(true);
}

const runJob = (payload: { periodEnd?: string; userId?: string }) =>
  assessmentsContext.jobs.createHandlers({ db: app.db, store })['assessments.compute-month'](payload, {
    jobId: randomUUID(),
    attempt: 1,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never,
  });

inProcess.describe('monthly assessments', () => {
  it('computes one assessment per user and period, however often the job runs, with percentiles over the population', async () => {
    const users = [];
    for (const rating of [2, 4, 6, 8, 10]) users.push(await selfAssessed(rating));
    await runJob({ periodEnd: '2026-03-31' });
    await runJob({ periodEnd: '2026-03-31' });
    await assessmentsProjected();
    const rows = await app.db
      .withTables<{
        assessment: {
          user_id: string;
          end_date: string;
          overall_percentile: number;
          data: { traits: Record<string, { percentile: number | null }> };
        };
      }>()
      .selectFrom('assessment')
      .selectAll()
      .where('user_id', 'in', users)
      .execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.end_date === '2026-03-31')).toBe(true);
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    // Mid-rank percentiles of the self-assessment grade among the five (and other users of this database's March).
    const selfPercentiles = users.map((user) => byUser.get(user)!.data.traits.selfAssessment!.percentile!);
    expect([...selfPercentiles].sort((a, b) => a - b)).toEqual(selfPercentiles);
    expect(selfPercentiles[4]! - selfPercentiles[0]!).toBeGreaterThan(0.5);
    // Nothing measured their games: those traits have no grade and no percentile.
    expect(byUser.get(users[0]!)!.data.traits.flow!.percentile).toBeNull();
  });

  it("lets an admin run one user's assessment now, once per period", async () => {
    const user = await selfAssessed(7);
    const admin = await app.newSession({ type: 'ADMIN' });
    const first = await app
      .http()
      .post('/admin/assessments/run')
      .set(app.auth(admin.token))
      .send({ userId: user, periodEnd: '2026-03-15' });
    expect(first.status).toBe(200);
    expect(first.body.computed).toBe(true);
    expect(first.body.assessment).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31', status: 'LIVE' });
    expect(first.body.assessment.summary.writtenBy).toBe('figures');
    expect(first.body.assessment.summary.text).toContain('no language model wrote it');
    await assessmentsProjected();
    const again = await app
      .http()
      .post('/admin/assessments/run')
      .set(app.auth(admin.token))
      .send({ userId: user, periodEnd: '2026-03-15' });
    expect(again.body).toMatchObject({ computed: false, assessment: { id: first.body.assessment.id } });
    const learner = await app.newSession();
    expect(
      (await app.http().post('/admin/assessments/run').set(app.auth(learner.token)).send({ userId: user })).status,
    ).toBe(403);
  });
});

describe('assessments of a user', () => {
  it('lists none for a new learner, and refuses a gather on an assessment that is not theirs', async () => {
    const learner = await app.newSession();
    const list = await app.http().get('/assessments').set(app.auth(learner.token));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    const gather = await app.http().post(`/assessments/${randomUUID()}/gather`).set(app.auth(learner.token)).send({
      assessment_overall_percentile: 0.5,
      next_step_action_title: "Play Today's Practice",
      next_step_action_intensity: 'medium',
    });
    expect(gather.status).toBe(404);
  });

  it('stores a star rating with its follow-up, and lists it for admins only', async () => {
    const learner = await app.newSession();
    const feedback = await app
      .http()
      .post('/feedback')
      .set(app.auth(learner.token))
      .send({
        featureId: 'assessments',
        type: 'SURVEY',
        metadata: {
          ratingQuestion: 'How useful is this assessment?',
          userRating: 4,
          followUpQuestion: 'What would make it better?',
          userFollowUpAnswer: 'More examples',
        },
      });
    expect(feedback.status).toBe(201);
    const outOfScale = await app
      .http()
      .post('/feedback')
      .set(app.auth(learner.token))
      .send({ featureId: 'assessments', type: 'SURVEY', metadata: { userRating: 6 } });
    expect(outOfScale.status).toBe(400);
    const admin = await app.newSession({ type: 'ADMIN' });
    const list = await app.http().get('/admin/feedback').set(app.auth(admin.token));
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: learner.userId,
          type: 'SURVEY',
          metadata: expect.objectContaining({ userRating: 4 }),
        }),
      ]),
    );
    expect((await app.http().get('/admin/feedback').set(app.auth(learner.token))).status).toBe(403);
  });
});
