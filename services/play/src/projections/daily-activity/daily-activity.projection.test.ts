import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { ProjectionSpecification, type GivenAppend } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { practiceOfOneSession } from '@impromptu/practice/testing';
import { roundsOfOneSession } from '../../testing/index.js';
import { dailyActivityProjection } from './daily-activity.projection.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(dailyActivityProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const roundsAt = (userId: string, timeZone: string, instants: string[]): GivenAppend =>
  roundsOfOneSession(userId, instants, { timeZone });

const activityOf = (userId: string) => (db: Kysely<any>) =>
  sql<{ day: string; rounds: number; practice_steps: number }>`
    SELECT day::text AS day, rounds, practice_steps FROM daily_activity WHERE user_id = ${userId} ORDER BY day`
    .execute(db)
    .then((result) => result.rows);

const streakOf = (userId: string) => (db: Kysely<any>) =>
  db
    .selectFrom('user_streak')
    .select(['current_daily_streak', 'last_active_day'])
    .where('user_id', '=', userId)
    .execute();

describe('daily activity projection', () => {
  it('counts rounds per local day in the zone each round carries', async () => {
    const user = randomUUID();
    // 23:30 on 1 March in Tokyo is 14:30 UTC; 00:30 on 2 March in Tokyo is 15:30 UTC.
    await given(
      roundsAt(user, 'Asia/Tokyo', [
        '2026-03-01T14:30:00.000Z',
        '2026-03-01T15:30:00.000Z',
        '2026-03-01T16:00:00.000Z',
      ]),
    ).then(activityOf(user), [
      { day: '2026-03-01', rounds: 1, practice_steps: 0 },
      { day: '2026-03-02', rounds: 2, practice_steps: 0 },
    ]);
  });

  it('keeps the run of consecutive active days ending on the last active day as the streak', async () => {
    const user = randomUUID();
    await given(
      roundsAt(user, 'UTC', ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z']),
      roundsAt(user, 'UTC', ['2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z']),
    ).then(streakOf(user), [{ current_daily_streak: 3, last_active_day: '2026-03-03' }]);
  });

  it('starts the streak again after a day without rounds', async () => {
    const user = randomUUID();
    await given(
      roundsAt(user, 'Europe/Paris', ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z']),
      roundsAt(user, 'Europe/Paris', ['2026-03-04T10:00:00.000Z', '2026-03-05T10:00:00.000Z']),
    ).then(streakOf(user), [{ current_daily_streak: 2, last_active_day: '2026-03-05' }]);
  });

  it('counts the days again when a round of an earlier day arrives after later ones', async () => {
    const user = randomUUID();
    await given(
      roundsAt(user, 'UTC', ['2026-03-01T10:00:00.000Z']),
      roundsAt(user, 'UTC', ['2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z']),
      // Played on 2 March and recorded late (a session kept open offline): it closes the gap.
      roundsAt(user, 'UTC', ['2026-03-02T10:00:00.000Z']),
    ).then(streakOf(user), [{ current_daily_streak: 3, last_active_day: '2026-03-03' }]);
  });

  it('counts the steps of a practice session as activity on the local day they were taken', async () => {
    const user = randomUUID();
    // 23:50 on 1 March in Auckland is 10:50 UTC; 00:10 on 2 March there is 11:10 UTC.
    await given(
      practiceOfOneSession(user, ['2026-03-01T10:45:00.000Z', '2026-03-01T10:50:00.000Z', '2026-03-01T11:10:00.000Z'], {
        timeZone: 'Pacific/Auckland',
      }),
    ).then(activityOf(user), [
      { day: '2026-03-01', rounds: 0, practice_steps: 1 },
      { day: '2026-03-02', rounds: 0, practice_steps: 1 },
    ]);
  });

  it('keeps the streak going on a day with practice and no game', async () => {
    const user = randomUUID();
    await given(
      roundsAt(user, 'America/Los_Angeles', ['2026-03-01T20:00:00.000Z']),
      practiceOfOneSession(user, ['2026-03-02T20:00:00.000Z', '2026-03-02T20:05:00.000Z'], {
        timeZone: 'America/Los_Angeles',
      }),
      roundsAt(user, 'America/Los_Angeles', ['2026-03-03T20:00:00.000Z']),
    ).then(streakOf(user), [{ current_daily_streak: 3, last_active_day: '2026-03-03' }]);
  });
});
