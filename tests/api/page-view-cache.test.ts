import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { pino } from 'pino';
import { createCourseJobHandlers, LessonUnlockPayloadSchema } from '@impromptu/courses';
import { EventStore, ProjectionRunner } from '@impromptu/event-store';
import { projections } from '@impromptu/jobs';
import { sql } from 'kysely';
import { createTestApp, runningApp, type TestApp } from '../support/app.js';
import { PROCESS_HEADER, startBffProcesses, type BffProcesses } from '../support/bff-processes.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';
import { roundBody } from '../support/factories.js';

const twoProcesses = inProcessOnly(
  'runs two BFF apps on one database, moves their clocks and counts the SQL statements the app sends',
);
const clustered = inProcessOnly('starts a BFF of its own with BFF_PROCESSES=2 on a database of its own');

// Longer than any test here: a page read anew was made stale by an event or the clock, never by an entry's age.
const CACHES = { PAGE_CACHE_TTL_MS: '3600000', REFERENCE_CACHE_TTL_MS: '3600000', SESSION_CACHE_TTL_MS: '60000' };
/** Bounds the waits for what a projection commits in the background; far below the entries' hour. */
const PROJECTION_WAIT_MS = 20_000;

/** The statements the BFF's own pool sends (its connections are named impromptu-bff), counted in this process. */
let bffStatements = 0;
const originalQuery = pg.Client.prototype.query;

/** Two BFF processes on one database and one Redis, the projection runner on that database, and an admin. */
interface Pair {
  first: TestApp;
  second: TestApp;
  runner: ProjectionRunner;
  admin: string;
}

async function withRunner(first: TestApp, second: TestApp): Promise<Pair> {
  const runner = new ProjectionRunner({
    db: first.db,
    databaseUrl: first.database.url,
    projections,
    pollIntervalMs: 50,
    lockRetryMs: 200,
  });
  await runner.start();
  await runner.caughtUp();
  const admin = (await first.newSession({ type: 'ADMIN' })).token;
  return { first, second, runner, admin };
}

/**
 * How the tests read a pair's pages. `served`: when one port stands for both (BFF_PROCESSES=2), the process each app's
 * reads must come from: a read is sent on a new connection each time, which the processes are handed in turn, until
 * that process answers it.
 */
function pageReads(pair: () => Pair, served?: Map<TestApp, string>) {
  const read = async (app: TestApp, path: string, token: string) => {
    const wanted = served?.get(app);
    for (let sent = 1; ; sent += 1) {
      const request = app.http().get(path).set(app.auth(token));
      const response = await (wanted === undefined ? request : request.set('connection', 'close'));
      expect(response.status).toBe(200);
      if (wanted === undefined || response.headers[PROCESS_HEADER] === wanted) return response.body;
      if (sent === 20) throw new Error(`BFF process ${wanted} answered none of 20 reads of ${path}`);
    }
  };
  type Shell = { profile: { user: { firstName: string } } };
  /** The first name a page's shell shows (/pages/shell is the shell itself). */
  const firstName = async (app: TestApp, path: string, token: string) => {
    const body = (await read(app, path, token)) as Shell & { shell?: Shell };
    return (body.shell ?? body).profile.user.firstName;
  };
  /** A change no event announces (an operator's SQL): a page that shows it was read anew. */
  const renameBehindTheBff = (userId: string, name: string) =>
    pair().first.db.updateTable('app_user').set({ first_name: name }).where('id', '=', userId).execute();
  /**
   * Proves each process holds the learner's page at `path`: renamed behind the BFF, the page still shows the old
   * name. Answers the new name, which the page shows once something forgot it. A projection batch of the set-up's
   * own events (a new learner's, the seeded schedule's) may still forget a shared page between the reads: the
   * proof is taken again, with a new name, until both processes held the page across one rename.
   */
  const expectHeld = async (path: string, token: string, userId: string): Promise<string> => {
    const { first, second } = pair();
    let renamed = '';
    const held = await eventually(
      async () => {
        const shown = await firstName(first, path, token);
        if ((await firstName(second, path, token)) !== shown) return false;
        renamed = `Renamed ${randomUUID().slice(0, 8)}`;
        await renameBehindTheBff(userId, renamed);
        return (await firstName(first, path, token)) === shown && (await firstName(second, path, token)) === shown;
      },
      (wasHeld) => wasHeld,
      PROJECTION_WAIT_MS,
    );
    expect(held).toBe(true);
    return renamed;
  };
  return { read, firstName, renameBehindTheBff, expectHeld };
}

/** Each event type that changes a page makes the next read of it fresh in both processes. */
function eventTests(pair: () => Pair, { read, firstName, expectHeld }: ReturnType<typeof pageReads>) {
  it('shows a plan change made through one app on the very next read of the other', async () => {
    const { first, second } = pair();
    const session = await first.signup({ label: 'page-plan' });
    expect((await read(first, '/pages/home', session.token)).courses).toBeNull();
    expect((await read(second, '/pages/home', session.token)).courses).toBeNull();
    const renamed = await expectHeld('/pages/home', session.token, session.userId);
    await first
      .http()
      .put(`/user/${session.userId}/subscription`)
      .set(first.auth(session.token))
      .send({ plan: 'free' })
      .expect(200);
    expect((await read(second, '/pages/home', session.token)).courses).not.toBeNull();
    expect(await firstName(first, '/pages/home', session.token)).toBe(renamed);
    expect((await read(first, '/pages/course', session.token)).courses).not.toBeNull();
  });

  it('shows a banner an admin publishes to everyone on the very next read, in both apps', async () => {
    const { first, second, admin } = pair();
    const { token, userId } = await first.newSession({ plan: 'trainings' });
    const names = async (app: TestApp) =>
      ((await read(app, '/pages/shell', token)).notifications as { name: string }[]).map((n) => n.name);
    const name = `page-cache-${randomUUID()}`;
    expect(await names(first)).not.toContain(name);
    expect(await names(second)).not.toContain(name);
    const renamed = await expectHeld('/pages/shell', token, userId);
    await first
      .http()
      .post('/admin/notifications')
      .set(first.auth(admin))
      .send({
        name,
        type: 'BANNER',
        smallBody: 'Warm up before class.',
        largeBody: 'Two minutes of Triple Step first.',
        ctaUrl: '/games/dashboard',
        ctaButtonText: 'Warm up',
        groupId: null,
      })
      .expect(201);
    expect(await names(second)).toContain(name);
    expect(await names(first)).toContain(name);
    expect(await firstName(second, '/pages/shell', token)).toBe(renamed);
  });

  it("shows a registration on the registrant's pages at once, and the seat it takes on another learner's", async () => {
    const { first, second } = pair();
    const registrant = await first.newSession({ plan: 'trainings' });
    const other = await first.newSession({ plan: 'trainings' });
    type Listed = { id: string; attendeeCount: number; ownRegistration: unknown; isFull?: boolean };
    const classesOn = async (app: TestApp, token: string) =>
      ((await read(app, '/pages/class', token)).classes.classes as Listed[]) ?? [];
    const open = (await classesOn(first, registrant.token)).find((row) => row.ownRegistration === null);
    if (!open) throw new Error('the seeded schedule lists no class to register for');
    const seatsSeen = async (app: TestApp) =>
      (await classesOn(app, other.token)).find((row) => row.id === open.id)?.attendeeCount;
    const before = await seatsSeen(second);
    expect(await seatsSeen(first)).toBe(before);
    expect((await classesOn(second, registrant.token)).find((row) => row.id === open.id)?.ownRegistration).toBeNull();
    const renamed = await expectHeld('/pages/class', registrant.token, registrant.userId);

    await first
      .http()
      .post('/events/register')
      .set(first.auth(registrant.token))
      .send({ idempotencyKey: randomUUID(), scheduled_event_id: open.id, user_timezone: 'UTC' })
      .expect(201);
    // The registrant's own pages, on the other app: the very next read.
    expect(
      (await classesOn(second, registrant.token)).find((row) => row.id === open.id)?.ownRegistration,
    ).toMatchObject({ status: 'REGISTERED' });
    expect(await firstName(second, '/pages/class', registrant.token)).toBe(renamed);
    // The seat count shows on everyone's list: forgotten when the registrations' projection commits.
    for (const app of [first, second])
      expect(
        await eventually(
          () => seatsSeen(app),
          (seen) => seen === (before ?? 0) + 1,
          PROJECTION_WAIT_MS,
        ),
      ).toBe((before ?? 0) + 1);
  });

  it('shows a round on the progress page once its projection commits, in both apps', async () => {
    const { first, second } = pair();
    const { token, userId } = await first.newSession({ plan: 'trainings' });
    const rounds = async (app: TestApp) =>
      (((await read(app, '/pages/progress/view', token)).progress?.games ?? []) as { totalRounds: number }[]).reduce(
        (sum, game) => sum + game.totalRounds,
        0,
      );
    expect(await rounds(first)).toBe(0);
    expect(await rounds(second)).toBe(0);
    await expectHeld('/pages/progress/view', token, userId);
    const sessionId = await first.newGameSession(token);
    await second
      .http()
      .post(`/game-sessions/${sessionId}/rounds`)
      .set(second.auth(token))
      .send(roundBody(1, { settings: { totalRounds: 2, roundDuration: 60 } }))
      .expect(201);
    for (const app of [first, second])
      expect(
        await eventually(
          () => rounds(app),
          (total) => total === 1,
          PROJECTION_WAIT_MS,
        ),
      ).toBe(1);
  });

  it("forgets a learner's pages when the worker unlocks their lesson (an event no request made)", async () => {
    const { first, second, runner } = pair();
    const learner = await first.newSession({ plan: 'free' });
    await first
      .http()
      .post('/courses/the-basics/start')
      .set(first.auth(learner.token))
      .send({ idempotencyKey: randomUUID() })
      .expect(201);
    const lessons = (await read(first, '/courses/the-basics', learner.token)).lessons as { slug: string }[];
    await first
      .http()
      .post(`/courses/the-basics/lessons/${lessons[0]!.slug}/lecture/completion`)
      .set(first.auth(learner.token))
      .send({ idempotencyKey: randomUUID(), videoProgress: 0.95 })
      .expect(200);
    await runner.caughtUp();
    // Both apps hold the learner's home; a rename behind the BFF goes unseen.
    const renamed = await expectHeld('/pages/home', learner.token, learner.userId);

    const { rows } = await sql<{ id: string; payload: unknown }>`
        SELECT id, payload FROM es_outbox WHERE job_name = 'courses.lesson-unlock' AND payload->>'userId' = ${learner.userId}`.execute(
      first.db,
    );
    const payload = LessonUnlockPayloadSchema.parse(rows[0]!.payload);
    const handlers = createCourseJobHandlers({
      store: new EventStore(first.db),
      now: () => new Date(Date.parse(payload.scheduledDate) + 1000),
    });
    await handlers['courses.lesson-unlock'](payload, {
      jobId: `outbox-${rows[0]!.id}`,
      attempt: 1,
      logger: pino({ level: 'silent' }),
    });
    for (const app of [first, second])
      expect(
        await eventually(
          () => firstName(app, '/pages/home', learner.token),
          (name) => name === renamed,
          PROJECTION_WAIT_MS,
        ),
      ).toBe(renamed);
  });
}

/**
 * Two BFF apps on one database and one Redis, as two processes behind a load balancer, each holding its learners'
 * page reads (ADR 0063): every event that changes a page makes the next read of it fresh in both.
 */
twoProcesses.describe('page reads held per learner, forgotten by the events that change them', () => {
  let pair: Pair;
  let now = Date.now();
  const reads = pageReads(() => pair);
  const { read, firstName, renameBehindTheBff } = reads;

  beforeAll(async () => {
    pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
      const name = (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters
        ?.application_name;
      if (name === 'impromptu-bff') bffStatements += 1;
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
    const first = await createTestApp({ env: CACHES, now: () => new Date(now) });
    const second = await createTestApp({ env: CACHES, database: first.database, now: () => new Date(now) });
    pair = await withRunner(first, second);
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await pair?.runner.stop();
    await pair?.second.close();
    await pair?.first.close();
  });

  it('answers an unchanged learner’s page from memory, sending no SQL statement', async () => {
    const { token, userId } = await pair.first.newSession({ plan: 'trainings' });
    for (const path of ['/pages/home', '/pages/class', '/pages/course', '/pages/progress/view', '/pages/cohort']) {
      bffStatements = 0;
      await read(pair.first, path, token);
      // The first read reads the database (the hook counts)…
      expect({ path, statements: bffStatements > 0 }).toEqual({ path, statements: true });
      bffStatements = 0;
      await read(pair.first, path, token);
      // …the second is one lookup.
      expect({ path, statements: bffStatements }).toEqual({ path, statements: 0 });
    }
    // What it answers is what was read: a change behind the BFF goes unseen while nothing announces it.
    await renameBehindTheBff(userId, 'Unannounced');
    expect(await firstName(pair.first, '/pages/home', token)).toBe('Sam');
  });

  eventTests(() => pair, reads);

  it('reads a page anew once the clock passes a quarter hour (a new day somewhere), or moves back', async () => {
    const { token, userId } = await pair.first.newSession({ plan: 'trainings' });
    const quarter = 15 * 60_000;
    // Just after a quarter hour: the entry lives until the next.
    now = (Math.floor(Date.now() / quarter) + 1) * quarter + 1_000;
    expect(await firstName(pair.first, '/pages/progress/view', token)).toBe('Sam');
    await renameBehindTheBff(userId, 'Later');
    now += quarter - 2_000;
    expect(await firstName(pair.first, '/pages/progress/view', token)).toBe('Sam');
    now += 2_000;
    expect(await firstName(pair.first, '/pages/progress/view', token)).toBe('Later');
    await renameBehindTheBff(userId, 'Earlier');
    now -= 60_000;
    expect(await firstName(pair.first, '/pages/progress/view', token)).toBe('Earlier');
  });
});

/**
 * The BFF as `npm start` runs it with BFF_PROCESSES=2 (ADR 0071): two processes sharing one port, each answer naming
 * the process that gave it, so every read below is checked in each of them.
 */
clustered.describe('BFF_PROCESSES=2: both processes answer fresh pages after every event', () => {
  let database: TestDatabase;
  let bff: BffProcesses;
  let pair: Pair;
  const served = new Map<TestApp, string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    bff = await startBffProcesses({ processes: 2, databaseUrl: database.url, env: CACHES });
    const first = runningApp(bff.url, database);
    const second = runningApp(bff.url, database);
    pair = await withRunner(first, second);
    served.set(first, '1').set(second, '2');
  });

  afterAll(async () => {
    await pair?.runner.stop();
    await bff?.stop();
    await database?.drop();
  });

  eventTests(
    () => pair,
    pageReads(() => pair, served),
  );
});
