import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { roundsOfOneSession } from '@impromptu/play/testing';
import { practiceOfOneSession } from '@impromptu/practice/testing';
import { following, insertGroup, insertUser, registered, registrationAppend } from '../../testing/index.js';
import { leaderboardProjection } from './leaderboard.projection.js';
import { readGroupRanking } from './leaderboard.ranking.js';

let database: TestDatabase;
let given: ReturnType<typeof ProjectionSpecification.for>;

beforeAll(async () => {
  database = await createTestDatabase();
  given = ProjectionSpecification.for(leaderboardProjection, database);
});

afterAll(async () => {
  await database?.drop();
});

const newUser = (type?: 'LEARNER' | 'COACH') => insertUser(database.db, type);
const groupOf = (userIds: string[]) => insertGroup(database.db, userIds);

const weekly = (groupId: string) => (db: Kysely<any>) => readGroupRanking(db, groupId, 'week');
const daily = (groupId: string) => (db: Kysely<any>) => readGroupRanking(db, groupId, 'day');

describe('leaderboard projection', () => {
  it('ranks a group’s members by points from rounds, practice sessions and classes attended, week by week', async () => {
    const [lena, omar, coach] = [await newUser(), await newUser(), await newUser('COACH')];
    const group = await groupOf([lena, omar, coach]);
    const classId = randomUUID();
    const lenaSeat = registered(classId, lena, '2030-03-04T08:00:00.000Z');
    await given(
      // Lena: 3 rounds (30) and a live class (100) on Monday; Omar: a completed practice (50 + its round-free steps) on Tuesday.
      roundsOfOneSession(lena, ['2030-03-04T09:00:00.000Z', '2030-03-04T09:01:00.000Z', '2030-03-04T09:02:00.000Z']),
      registrationAppend(classId, [lenaSeat, following(lenaSeat, 'AttendeeJoined', '2030-03-04T18:00:00.000Z')]),
      practiceOfOneSession(omar, ['2030-03-05T07:00:00.000Z', '2030-03-05T07:01:00.000Z', '2030-03-05T07:02:00.000Z']),
      // The coach plays too, and is never ranked.
      roundsOfOneSession(coach, ['2030-03-05T10:00:00.000Z']),
    ).then(weekly(group), [
      { week: '2030-03-04', user_id: lena, total_points: 130, rank: 1 },
      { week: '2030-03-04', user_id: omar, total_points: 50, rank: 2 },
    ]);
  });

  it('keeps a daily ranking per day, and gives equal points the same rank', async () => {
    const [a, b] = [await newUser(), await newUser()].sort();
    const group = await groupOf([a!, b!]);
    await given(
      roundsOfOneSession(a!, ['2030-03-06T09:00:00.000Z']),
      roundsOfOneSession(b!, ['2030-03-06T10:00:00.000Z', '2030-03-07T10:00:00.000Z']),
    ).then(daily(group), [
      { day: '2030-03-06', user_id: a, total_points: 10, rank: 1 },
      { day: '2030-03-06', user_id: b, total_points: 10, rank: 1 },
      { day: '2030-03-07', user_id: b, total_points: 10, rank: 1 },
    ]);
  });

  it('ranks by the members as they are now: a learner who becomes a coach leaves the ranking, live and rebuilt alike', async () => {
    const [lena, omar, nia] = [await newUser(), await newUser(), await newUser()];
    const group = await groupOf([lena, omar]);
    await given(
      roundsOfOneSession(omar, ['2030-03-11T09:00:00.000Z', '2030-03-11T09:01:00.000Z']),
      roundsOfOneSession(lena, ['2030-03-11T10:00:00.000Z']),
      roundsOfOneSession(nia, ['2030-03-11T11:00:00.000Z']),
      {
        // Between the events: Omar becomes a coach and Nia joins the group.
        meanwhile: async (db) => {
          await db.updateTable('app_user').set({ type: 'COACH' }).where('id', '=', omar).execute();
          await db.insertInto('user_group').values({ user_id: nia, group_id: group }).execute();
        },
      },
      roundsOfOneSession(lena, ['2030-03-12T10:00:00.000Z', '2030-03-12T10:01:00.000Z']),
    ).then(weekly(group), [
      { week: '2030-03-11', user_id: lena, total_points: 30, rank: 1 },
      { week: '2030-03-11', user_id: nia, total_points: 10, rank: 2 },
    ]);
  });

  it('leaves a group out once it is no longer ACTIVE', async () => {
    const [ana, bo] = [await newUser(), await newUser()];
    const group = await groupOf([ana, bo]);
    await given(roundsOfOneSession(ana, ['2030-03-18T09:00:00.000Z']), {
      meanwhile: (db) => db.updateTable('learning_group').set({ status: 'INACTIVE' }).where('id', '=', group).execute(),
    }).then(weekly(group), []);
  });
});
