import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly(
  'writes the shared word sets every learner draws from, and reads them back from the database',
);

const NO_ACCESS = "Oops! You don't have access to this page";

inProcess.describe('admin Game Content API (ADMIN_ONLY)', () => {
  let app: TestApp;
  let admin: string;
  let learner: string;

  const list = (token: string, type: string) =>
    app.http().get(`/admin/game-content?type=${type}`).set('authorization', `Bearer ${token}`);
  const save = (token: string, body: Record<string, unknown>) =>
    app.http().post('/admin/game-content').set('authorization', `Bearer ${token}`).send(body);
  const content = (token: string, collections: string) =>
    app.http().get(`/games/triple-step/content?collections=${collections}`).set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    app = await createTestApp();
    const [adminSession, learnerSession] = await Promise.all([
      app.login('admin@example.com'),
      app.login('learner@example.com'),
    ]);
    [admin, learner] = [adminSession.token, learnerSession.token];
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the seeded entries of a type with their date added', async () => {
    const response = await list(admin, 'TITLE');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(250);
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      text: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it('splits on commas, trims, lower-cases, drops empties and keeps each entry once (spec 2 §5)', async () => {
    const first = await save(admin, { type: 'TOPIC', text: '  Pizza, ,ROCKETS ,pizza' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ inserted: 2, skipped: 0 });

    const topics: { text: string }[] = (await list(admin, 'TOPIC')).body;
    expect(topics.filter((t) => t.text === 'pizza')).toHaveLength(1);
    expect(topics.filter((t) => t.text === 'rockets')).toHaveLength(1);
    expect(topics.some((t) => /pizza|rockets/i.test(t.text) && t.text !== t.text.trim().toLowerCase())).toBe(false);
    // Newest first: the two just added head the table.
    expect(
      topics
        .slice(0, 2)
        .map((t) => t.text)
        .sort(),
    ).toEqual(['pizza', 'rockets']);
    // Saved into the default Clean word set, so the games draw them.
    expect((await content(learner, 'Clean')).body.content.TOPIC).toEqual(expect.arrayContaining(['pizza', 'rockets']));

    const again = await save(admin, { type: 'TOPIC', text: 'PIZZA, rockets, umbrella' });
    expect(again.body).toEqual({ inserted: 0, skipped: 3 });
    const rows = await app.db
      .selectFrom('game_content')
      .select('text')
      .where('type', '=', 'TOPIC')
      .where('text', 'in', ['pizza', 'rockets'])
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('adds entries to a named word set, and existing entries join it too', async () => {
    const response = await save(admin, {
      type: 'TITLE',
      text: 'Quarterly Planning Stories, the secret of happy mornings',
      collection: 'business',
    });
    expect(response.body).toEqual({ inserted: 1, skipped: 1 });
    const business = (await content(learner, 'Business')).body.content.TITLE;
    expect(business).toEqual(expect.arrayContaining(['quarterly planning stories', 'the secret of happy mornings']));
    expect((await content(learner, 'Clean')).body.content.TITLE).not.toContain('quarterly planning stories');
  });

  it('answers 400 with a field error when nothing remains, and writes nothing', async () => {
    const response = await save(admin, { type: 'INTRODUCTION', text: ' , ,,  ' });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'body.text', message: 'Enter at least one entry; separate entries with commas.' },
    ]);
  });

  it('writes nothing when the word set does not exist (one transaction)', async () => {
    const response = await save(admin, { type: 'TOPIC', text: 'orphaned topic', collection: 'Nowhere' });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'body.collection', message: 'There is no word set with this name.' },
    ]);
    const row = await app.db
      .selectFrom('game_content')
      .select('id')
      .where('text', '=', 'orphaned topic')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a type the page does not edit', async () => {
    const response = await save(admin, { type: 'NOUN', text: 'a kettle' });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toBe('body.type');
  });

  it("refuses a learner with 403 and the spec's message on every admin route", async () => {
    const responses = await Promise.all([
      list(learner, 'TOPIC'),
      save(learner, { type: 'TOPIC', text: 'sneaky topic' }),
      app.http().get('/admin/users').set('authorization', `Bearer ${learner}`),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: NO_ACCESS, issues: [] });
    }
    const row = await app.db
      .selectFrom('game_content')
      .select('id')
      .where('text', '=', 'sneaky topic')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
