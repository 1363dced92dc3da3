import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@impromptu/event-store/testing/database';
import { coursePracticeCatalogue } from '../courses/catalogue.js';
import { practiceSessionCatalogue } from './catalogue.js';
import { seedPracticeSessions } from './seed-practice.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('seeded practice sessions', () => {
  it('stores every session of the catalogue and every lesson practice of the courses with its elements, once', async () => {
    const { rows } = await sql<{ slug: string; elements: number }>`
      SELECT s.slug, count(e.id)::int AS elements FROM practice_session s JOIN practice_session_element e ON e.practice_session_id = s.id
      GROUP BY s.slug`.execute(database.db);
    expect(new Map(rows.map((r) => [r.slug, r.elements]))).toEqual(
      new Map([...practiceSessionCatalogue, ...coursePracticeCatalogue].map((s) => [s.slug, s.elements.length])),
    );
    expect(await seedPracticeSessions(database.db)).toEqual({ sessions: 0 });
  });

  it('lets the database, not only the code, refuse an element with no kind or with two', async () => {
    const element = await database.db
      .selectFrom('practice_session_element')
      .select(['practice_session_id', 'goal_id', 'content_id'])
      .where('content_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const goal = await database.db.selectFrom('practice_goal').select('id').executeTakeFirstOrThrow();
    const insert = (values: { goal_id?: string | null; content_id?: string | null }) =>
      database.db
        .insertInto('practice_session_element')
        .values({ practice_session_id: element.practice_session_id, index: 900, ...values })
        .execute();
    await expect(insert({})).rejects.toThrow(/practice_session_element_one_kind_check/);
    await expect(insert({ goal_id: goal.id, content_id: element.content_id })).rejects.toThrow(
      /practice_session_element_one_kind_check/,
    );
  });

  it('keeps one user content per user, key, type and history, a missing history included', async () => {
    const user = await database.db.selectFrom('app_user').select('id').executeTakeFirstOrThrow();
    const row = { user_id: user.id, key: 'arrow', type: 'ARROW' as const, label: 'Arrow', text: 'Try the new rota' };
    await database.db.insertInto('user_content').values(row).execute();
    await expect(database.db.insertInto('user_content').values(row).execute()).rejects.toThrow(
      /user_content_user_key_type_history_key/,
    );
  });
});
