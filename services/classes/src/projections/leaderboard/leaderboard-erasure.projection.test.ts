import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { forgetSubject, rebuildProjection } from '@impromptu/event-store';
import { ProjectionSpecification } from '@impromptu/event-store/testing';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { roundsOfOneSession } from '@impromptu/play/testing';
import { following, insertGroup, insertUser, registered, registrationAppend } from '../../testing/index.js';
import { registrationEvents, SCHEDULED_EVENT_STREAM_TYPE } from '../../registration/registration.events.js';
import { leaderboardProjection } from './leaderboard.projection.js';
import { readGroupRanking } from './leaderboard.ranking.js';
import { registrationsProjection } from '../registrations/registrations.projection.js';

/**
 * The leaderboard and the class registrations after a member is forgotten (ADR 0029): the person's own streams
 * are deleted, their class attendance stays under a pseudonym, and a rebuild ranks the others as if the person
 * had never played, with no gap and no one's id left behind.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const newUser = () => insertUser(database.db);
const groupOf = (userIds: string[]) => insertGroup(database.db, userIds);

const weekly = (groupId: string) => async (db: Kysely<any>) =>
  (await readGroupRanking(db, groupId, 'week')).map(({ user_id, total_points, rank }) => ({
    user_id,
    total_points,
    rank,
  }));

describe('leaderboard and registrations after a member is forgotten', () => {
  it('ranks the others again without a gap, and keeps the class’s attendance under an id that is no one’s', async () => {
    const [ana, forgottenOne, bo] = [await newUser(), await newUser(), await newUser()];
    const group = await groupOf([ana, forgottenOne, bo]);
    const classId = randomUUID();
    const seat = registered(classId, forgottenOne, '2030-04-01T08:00:00.000Z', { zoomJoinUrl: 'https://meet/j/1' });
    await ProjectionSpecification.for(leaderboardProjection, database)(
      roundsOfOneSession(ana, ['2030-04-01T09:00:00.000Z', '2030-04-01T09:01:00.000Z']),
      roundsOfOneSession(forgottenOne, [
        '2030-04-01T10:00:00.000Z',
        '2030-04-01T10:01:00.000Z',
        '2030-04-01T10:02:00.000Z',
      ]),
      registrationAppend(classId, [seat, following(seat, 'AttendeeJoined', '2030-04-01T18:00:00.000Z')]),
      roundsOfOneSession(bo, ['2030-04-01T11:00:00.000Z']),
    ).then(weekly(group), [
      { user_id: forgottenOne, total_points: 130, rank: 1 },
      { user_id: ana, total_points: 20, rank: 2 },
      { user_id: bo, total_points: 10, rank: 3 },
    ]);

    // The deletion: the event store forgets, the reference rows go (memberships cascade from app_user).
    const pseudonym = randomUUID();
    await database.db.transaction().execute(async (trx) => {
      await forgetSubject(trx, {
        subjectId: forgottenOne,
        shared: { streamTypes: [SCHEDULED_EVENT_STREAM_TYPE], events: registrationEvents },
        pseudonym,
      });
      await trx.deleteFrom('app_user').where('id', '=', forgottenOne).execute();
    });
    await rebuildProjection({ db: database.db, projection: leaderboardProjection });
    await rebuildProjection({ db: database.db, projection: registrationsProjection });

    expect(await weekly(group)(database.db)).toEqual([
      { user_id: ana, total_points: 20, rank: 1 },
      { user_id: bo, total_points: 10, rank: 2 },
    ]);
    const { rows: points } = await sql`
      SELECT user_id FROM user_daily_points WHERE user_id IN (${forgottenOne}, ${pseudonym})`.execute(database.db);
    // The attendance points stay with the pseudonym, which belongs to no group and is ranked nowhere.
    expect(points).toEqual([{ user_id: pseudonym }]);
    const { rows: seats } = await sql`
      SELECT user_id, status, metadata FROM event_registration WHERE scheduled_event_id = ${classId}`.execute(
      database.db,
    );
    expect(seats).toEqual([{ user_id: pseudonym, status: 'REGISTERED', metadata: {} }]);
  });
});
