import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { assessmentComputed, assessmentData } from '../../testing/index.js';
import { assessmentProjection } from './assessment.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(assessmentProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const assessmentsOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('assessment')
    .select(['status', 'start_date', 'end_date', 'overall_percentile', 'average_grade', 'created_at'])
    .select(sql<string>`data->>'assessmentId'`.as('assessment_id'))
    .where('user_id', '=', userId)
    .orderBy('end_date')
    .execute();

describe('assessment projection', () => {
  it('keeps each period’s assessment as LIVE, with its figures and dates, newest period last', async () => {
    const [user, other] = [randomUUID(), randomUUID()];
    const april = assessmentData(user, { startDate: '2026-04-01', endDate: '2026-04-30' }, { overallPercentile: 0.7 });
    const march = assessmentData(user, { startDate: '2026-03-01', endDate: '2026-03-31' }, { averageGrade: 0.25 });
    await given(
      assessmentComputed(april),
      assessmentComputed(march),
      assessmentComputed(assessmentData(other, { startDate: '2026-03-01', endDate: '2026-03-31' })),
    ).then(assessmentsOf(user), [
      {
        status: 'LIVE',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        overall_percentile: 0.4,
        average_grade: 0.25,
        created_at: new Date('2026-03-31T23:00:00.000Z'),
        assessment_id: march.assessmentId,
      },
      {
        status: 'LIVE',
        start_date: '2026-04-01',
        end_date: '2026-04-30',
        overall_percentile: 0.7,
        average_grade: 0.5,
        created_at: new Date('2026-04-30T23:00:00.000Z'),
        assessment_id: april.assessmentId,
      },
    ]);
  });

  it('is the same rebuilt after the user’s name and type change between assessments', async () => {
    const user = randomUUID();
    await database.db
      .insertInto('app_user')
      .values({ id: user, email: `${user}@example.com`, type: 'LEARNER', plan: 'trainings' })
      .execute();
    const march = assessmentData(user, { startDate: '2026-03-01', endDate: '2026-03-31' });
    const april = assessmentData(user, { startDate: '2026-04-01', endDate: '2026-04-30' });
    await given(
      assessmentComputed(march),
      {
        meanwhile: (db) =>
          db.updateTable('app_user').set({ type: 'COACH', first_name: 'Renamed' }).where('id', '=', user).execute(),
      },
      assessmentComputed(april),
    ).then(
      (db) => assessmentsOf(user)(db).then((rows) => rows.map((row) => row.assessment_id)),
      [march.assessmentId, april.assessmentId],
    );
  });
});
