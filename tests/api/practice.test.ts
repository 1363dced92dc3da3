import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { practiceSessionCatalogue } from '@impromptu/db';
import { cyclicSessionIndex } from '@impromptu/practice/rules';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

// three-words-one-story: 0 introduction, 1 instruction, 2 game (1 retry), 3 decision, 4 input (Arrow), 5 discussion, 6 untimed, 7 conclusion.
const SLUG = 'three-words-one-story';
const readsTheStore = inProcessOnly('reads or writes the event store and the reference tables directly');
const movesTheClock = inProcessOnly('sets the app’s clock');

let app: TestApp;
let learner: string;
let other: string;

const http = () => app.http();
const as = (token: string) => app.auth(token);
const noOutcome = { goals: [], inputs: [] };
const goTo = (elementIndex: number, gameIndex: number) => ({ type: 'GO_TO', elementIndex, gameIndex });
const progress = (move: unknown, outcome: unknown = noOutcome, idempotencyKey: string = randomUUID()) => ({
  idempotencyKey,
  move,
  outcome,
});
const arrow = (text: string) => ({ goals: [], inputs: [{ key: 'arrow', type: 'ARROW', label: 'Arrow', text }] });

async function start(token: string, slug = SLUG, daily = false): Promise<string> {
  const response = await http().post(`/practice/sessions/${slug}/user-sessions`).set(as(token)).send({ daily });
  expect(response.status).toBe(201);
  return (response.body as { userPracticeSessionId: string }).userPracticeSessionId;
}

const postProgress = (token: string, id: string, body: object) =>
  http().post(`/practice/user-sessions/${id}/progress`).set(as(token)).send(body);
const postRetry = (token: string, id: string, elementIndex: number, idempotencyKey: string = randomUUID()) =>
  http().post(`/practice/user-sessions/${id}/retries`).set(as(token)).send({ idempotencyKey, elementIndex });

async function eventTypes(id: string): Promise<string[]> {
  const { rows } = await sql<{
    event_type: string;
  }>`SELECT event_type FROM es_events WHERE stream_id = ${`practice-${id}`} ORDER BY stream_version`.execute(app.db);
  return rows.map((row) => row.event_type);
}

beforeAll(async () => {
  app = await createTestApp();
  learner = (await app.newLearner()).token;
  other = (await app.newLearner()).token;
});

afterAll(async () => {
  await app?.close();
});

describe('practice sessions', () => {
  it('answers a session with its elements, in order, each of exactly one kind', async () => {
    const response = await http().get(`/practice/sessions/${SLUG}`).set(as(learner));
    expect(response.status).toBe(200);
    const session = response.body as {
      elements: { index: number; goal: unknown; content: unknown; input: unknown }[];
      estimatedDuration: string;
      scheduledDate: null;
    };
    expect(session.estimatedDuration).toBe('3 - 5 min');
    expect(session.scheduledDate).toBeNull();
    expect(session.elements.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const element of session.elements)
      expect([element.goal, element.content, element.input].filter(Boolean)).toHaveLength(1);
  });

  it('answers 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
    expect((await http().get('/practice/sessions/no-such-session').set(as(learner))).status).toBe(404);
    expect(
      (await http().post('/practice/sessions/no-such-session/user-sessions').set(as(learner)).send({ daily: false }))
        .status,
    ).toBe(404);
    expect(
      (
        await http()
          .post('/practice/no-such-session/gather')
          .set(as(learner))
          .send({ percentageCompleted: 0, wasCompleted: false, scheduledDate: null })
      ).status,
    ).toBe(404);
    const bad = await http().get('/practice/sessions/Not_A_Slug').set(as(learner));
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('params.practiceSessionSlug');
  });

  it('is behind the DAILY_PRACTICE feature: a free plan gets 403', async () => {
    const free = (await app.newSession({ plan: 'free' })).token;
    expect((await http().get('/practice/daily').set(as(free))).status).toBe(403);
    expect((await http().get(`/practice/sessions/${SLUG}`).set(as(free))).status).toBe(403);
  });

  it("answers Today's Practice for the user's own day", async () => {
    const response = await http().get('/practice/daily').set(as(learner));
    expect(response.status).toBe(200);
    const session = response.body as { scheduledDate: string; type: string; estimatedDuration: string };
    expect(session.scheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(session.type).toBe('DAILY_PRACTICE');
    expect(session.estimatedDuration).toBe('3 - 5 min');
  });

  it('records progress, completes on the last element, then takes no more progress (409) and keeps what it stored', async () => {
    const id = await start(learner);
    const first = await postProgress(learner, id, progress(goTo(1, 0)));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      userPracticeSessionId: id,
      elementIndex: 1,
      gameIndex: 0,
      status: 'STARTED',
      retriesUsed: {},
    });
    const last = await postProgress(learner, id, progress(goTo(7, 1)));
    expect(last.body).toMatchObject({ elementIndex: 7, gameIndex: 1, status: 'COMPLETED' });
    const after = await postProgress(learner, id, progress(goTo(1, 0)));
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('This practice session is completed: it takes no more progress.');
    expect((await postRetry(learner, id, 2)).status).toBe(409);
  });

  it('moves by decisions within the session’s ends', async () => {
    const id = await start(learner);
    await postProgress(learner, id, progress(goTo(3, 1))).expect(200);
    const back = await postProgress(
      learner,
      id,
      progress({ type: 'DECISION', action: 'DECREMENT_INDEX_BY', elementIndexCount: 9, gameIndexCount: 9 }),
    );
    expect(back.body).toMatchObject({ elementIndex: 0, gameIndex: 0 });
    const restart = await postProgress(
      learner,
      id,
      progress({ type: 'DECISION', action: 'RESTART_SESSION', elementIndexCount: 0, gameIndexCount: 0 }),
    );
    expect(restart.body).toMatchObject({ elementIndex: 1, gameIndex: 0 });
  });

  it('refuses a position outside the session with 400 naming the field', async () => {
    const id = await start(learner);
    const response = await postProgress(learner, id, progress(goTo(8, 0)));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'body.move.elementIndex', message: 'elementIndex must be between 0 and 7' },
    ]);
  });

  it('uses retries up to the allowance and refuses one more with 409, changing nothing', async () => {
    const id = await start(learner);
    await postProgress(learner, id, progress(goTo(2, 0))).expect(200);
    expect((await postRetry(learner, id, 2)).body).toMatchObject({ retriesUsed: { '2': 1 } });
    const beyond = await postRetry(learner, id, 2);
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toBe('No tries remaining: all 1 retry of element 2 are used.');
    const notAGame = await postRetry(learner, id, 4);
    expect(notAGame.status).toBe(409);
    // What was stored is as before the refusals.
    expect((await postProgress(learner, id, progress(goTo(3, 1)))).body).toMatchObject({
      elementIndex: 3,
      retriesUsed: { '2': 1 },
    });
  });

  it('answers 404 to progress or retries on another user’s practice session, and for one that does not exist', async () => {
    const id = await start(learner);
    expect((await postProgress(other, id, progress(goTo(1, 0)))).status).toBe(404);
    expect((await postRetry(other, id, 2)).status).toBe(404);
    expect((await postProgress(learner, randomUUID(), progress(goTo(1, 0)))).status).toBe(404);
  });

  it('answers the user’s own session as it stands, for a reload to resume it; 404 to anyone else, 400 for an id that is no UUID', async () => {
    const id = await start(learner);
    const fresh = await http().get(`/practice/user-sessions/${id}`).set(as(learner));
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      userPracticeSessionId: id,
      elementIndex: 0,
      gameIndex: 0,
      status: 'STARTED',
      retriesUsed: {},
      outcome: noOutcome,
    });

    await postProgress(learner, id, progress(goTo(2, 0))).expect(200);
    await postRetry(learner, id, 2).expect(200);
    const played = {
      goals: [{ index: 0, name: 'Three words', gameShortCode: 'triple-step', type: 'ROUNDS', progress: 40 }],
      inputs: [],
    };
    await postProgress(learner, id, progress(goTo(3, 1), played)).expect(200);
    const resumed = await http().get(`/practice/user-sessions/${id}`).set(as(learner));
    expect(resumed.body).toEqual({
      userPracticeSessionId: id,
      elementIndex: 3,
      gameIndex: 1,
      status: 'STARTED',
      retriesUsed: { '2': 1 },
      outcome: played,
    });

    expect((await http().get(`/practice/user-sessions/${id}`).set(as(other))).status).toBe(404);
    expect((await http().get(`/practice/user-sessions/${randomUUID()}`).set(as(learner))).status).toBe(404);
    const bad = await http().get('/practice/user-sessions/not-a-session').set(as(learner));
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('params.userPracticeSessionId');
  });

  it('refuses input text outside its word bounds with 400 naming the field, and saves valid input as the user’s content', async () => {
    const id = await start(learner);
    const short = await postProgress(learner, id, progress(goTo(5, 1), arrow('Try it')));
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([
      { path: 'body.outcome.inputs.0.text', message: 'Arrow must be over 4 words long.' },
    ]);
    const empty = await postProgress(learner, id, progress(goTo(5, 1), arrow('   ')));
    expect(empty.body.issues).toEqual([{ path: 'body.outcome.inputs.0.text', message: 'Field cannot be empty.' }]);
    const long = await postProgress(
      learner,
      id,
      progress(goTo(5, 1), arrow(Array.from({ length: 31 }, () => 'word').join(' '))),
    );
    expect(long.body.issues[0].message).toBe('Arrow must be under 30 words long.');
    await postProgress(learner, id, progress(goTo(5, 1), arrow('Decide to practise every single morning'))).expect(200);
    const shown = await http().get('/practice/sessions/one-minute-one-point').set(as(learner));
    expect(shown.body.userContents).toContainEqual(
      expect.objectContaining({
        key: 'arrow',
        type: 'ARROW',
        label: 'Arrow',
        text: 'Decide to practise every single morning',
      }),
    );
  });

  it('records the practice gather (202)', async () => {
    const response = await http()
      .post(`/practice/${SLUG}/gather`)
      .set(as(learner))
      .send({ percentageCompleted: 25, wasCompleted: false, scheduledDate: '2026-03-01' });
    expect(response.status).toBe(202);
    const bad = await http()
      .post(`/practice/${SLUG}/gather`)
      .set(as(learner))
      .send({ percentageCompleted: 250, wasCompleted: 'no', scheduledDate: 'today' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.percentageCompleted',
      'body.scheduledDate',
      'body.wasCompleted',
    ]);
  });

  it('answers a retried progress request with the first answer, and another request under the same key with 422', async () => {
    const id = await start(learner);
    const key = randomUUID();
    const first = await postProgress(learner, id, progress(goTo(7, 1), noOutcome, key));
    const again = await postProgress(learner, id, progress(goTo(7, 1), noOutcome, key));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await postProgress(learner, id, progress(goTo(6, 1), noOutcome, key))).status).toBe(422);
  });

  readsTheStore.it('writes a retried request once, and nothing on any refusal', async () => {
    const id = await start(learner);
    const key = randomUUID();
    await postProgress(learner, id, progress(goTo(2, 0), noOutcome, key)).expect(200);
    await postProgress(learner, id, progress(goTo(2, 0), noOutcome, key)).expect(200);
    const retryKey = randomUUID();
    await postRetry(learner, id, 2, retryKey).expect(200);
    await postRetry(learner, id, 2, retryKey).expect(200);
    await postRetry(learner, id, 2).expect(409);
    await postProgress(learner, id, progress(goTo(5, 1), arrow('no'))).expect(400);
    await postProgress(other, id, progress(goTo(3, 1))).expect(404);
    expect(await eventTypes(id)).toEqual(['PracticeSessionStarted', 'PracticeProgressRecorded', 'PracticeRetryUsed']);
  });
});

movesTheClock.describe("Today's Practice in each user's own time zone", () => {
  // 12:00 UTC on 1 March 2026 is 01:00 on 2 March in Auckland and 04:00 on 1 March in Los Angeles.
  const NOW = new Date('2026-03-01T12:00:00.000Z');
  let zoned: TestApp;

  beforeAll(async () => {
    zoned = await createTestApp({ now: () => NOW });
  });

  afterAll(async () => {
    await zoned?.close();
  });

  async function todayFor(timeZone: string): Promise<{ slug: string; scheduledDate: string }> {
    const { token } = await zoned.newSession({ plan: 'trainings', timeZone });
    const response = await zoned.http().get('/practice/daily').set(zoned.auth(token));
    expect(response.status).toBe(200);
    return response.body as { slug: string; scheduledDate: string };
  }

  const daily = practiceSessionCatalogue.filter((s) => s.type === 'DAILY_PRACTICE').map((s) => s.slug);

  it('gives a user in Pacific/Auckland and one in America/Los_Angeles their own dates at the same instant, cycling on days no one scheduled', async () => {
    const auckland = await todayFor('Pacific/Auckland');
    const losAngeles = await todayFor('America/Los_Angeles');
    expect(auckland).toMatchObject({
      scheduledDate: '2026-03-02',
      slug: daily[cyclicSessionIndex('2026-03-02', daily.length)],
    });
    expect(losAngeles).toMatchObject({
      scheduledDate: '2026-03-01',
      slug: daily[cyclicSessionIndex('2026-03-01', daily.length)],
    });
    expect(auckland.slug).not.toBe(losAngeles.slug);
  });

  it('plays the session an operator scheduled for the user’s date', async () => {
    const pin = async (day: string, slug: string) =>
      sql`INSERT INTO practice_session_schedule (scheduled_date, practice_session_id) SELECT ${day}::date, id FROM practice_session WHERE slug = ${slug}`.execute(
        zoned.db,
      );
    await pin('2026-03-02', 'podcast-hour');
    await pin('2026-03-01', 'build-your-talk-outline');
    expect(await todayFor('Pacific/Auckland')).toMatchObject({ slug: 'podcast-hour', scheduledDate: '2026-03-02' });
    expect(await todayFor('America/Los_Angeles')).toMatchObject({
      slug: 'build-your-talk-outline',
      scheduledDate: '2026-03-01',
    });
  });

  it("records a session started from Today's Practice for the user's day", async () => {
    const { token } = await zoned.newSession({ plan: 'trainings', timeZone: 'Pacific/Auckland' });
    const today = (await zoned.http().get('/practice/daily').set(zoned.auth(token))).body as { slug: string };
    const started = await zoned
      .http()
      .post(`/practice/sessions/${today.slug}/user-sessions`)
      .set(zoned.auth(token))
      .send({ daily: true });
    const id = (started.body as { userPracticeSessionId: string }).userPracticeSessionId;
    const { rows } = await sql<{
      data: { scheduledDate: string };
    }>`SELECT data FROM es_events WHERE stream_id = ${`practice-${id}`}`.execute(zoned.db);
    expect(rows[0]?.data.scheduledDate).toBe('2026-03-02');
  });
});
