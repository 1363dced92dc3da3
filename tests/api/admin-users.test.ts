import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { EventStore, ProjectionRunner, positionOf, waitForCheckpoint } from '@impromptu/event-store';
import { dailyActivityProjection } from '@impromptu/play';
import { roundsOfOneSession } from '@impromptu/play/testing';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('orders every user of the database and appends rounds to its event store');

const DAY_MS = 24 * 3600 * 1000;

inProcess.describe('GET /admin/users (the Users table)', () => {
  let app: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  async function addUser(key: string, firstName: string, storedStreak = 0): Promise<void> {
    const user = await app.newUser({
      label: key,
      firstName,
      lastName: 'Tester',
      type: 'LEARNER',
      plan: 'free',
      timeZone: 'UTC',
      preferredGame: 'conductor',
      currentDailyStreak: storedStreak,
    });
    ids[key] = user.id;
  }

  /** One session per user with a round on each of the given days back from today (0 = today), in UTC. */
  async function playRounds(store: EventStore, userId: string, daysAgo: number[]) {
    const now = Date.now();
    const session = roundsOfOneSession(
      userId,
      daysAgo.map((ago) => new Date(now - ago * DAY_MS).toISOString()),
    );
    return store.append(session.streamId, session.events, { expectedVersion: 'no_stream' });
  }

  const users = (query = '') => app.http().get(`/admin/users${query}`).set('authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@example.com')).token;
    await addUser('three', 'Thea');
    await addUser('one', 'Oona');
    await addUser('lapsed', 'Lars');
    await addUser('stored', 'Stella', 7);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('shows name, type tag, preferred game and the stored streak while no round is projected', async () => {
    const response = await users();
    expect(response.status).toBe(200);
    expect(response.body.users[0]).toEqual({
      id: ids.stored,
      name: 'Stella Tester',
      email: expect.stringMatching(/^stored-/),
      type: 'LEARNER',
      preferredGame: 'conductor',
      preferredGameName: 'Conductor',
      currentDailyStreak: 7,
      invitationPending: false,
    });
    const adminRow = response.body.users.find((u: { name: string }) => u.name === 'Ada Admin');
    expect(adminRow).toMatchObject({ type: 'ADMIN', currentDailyStreak: 0 });
  });

  it('sorts by the streak projected from rounds, longest first', async () => {
    const store = new EventStore(app.db);
    const runner = new ProjectionRunner({
      db: app.db,
      databaseUrl: app.database.url,
      projections: [dailyActivityProjection],
      pollIntervalMs: 100,
      lockRetryMs: 200,
    });
    await runner.start();
    await runner.caughtUp();
    try {
      const results = [
        await playRounds(store, ids.three as string, [2, 1, 0]),
        await playRounds(store, ids.one as string, [0]),
        // Five days in a row that ended three days ago: no longer current.
        await playRounds(store, ids.lapsed as string, [7, 6, 5, 4, 3]),
      ];
      for (const result of results) {
        expect(await waitForCheckpoint(app.db, dailyActivityProjection.name, positionOf(result), 30_000)).toBe(true);
      }
    } finally {
      await runner.stop();
    }

    const response = await users();
    expect(response.status).toBe(200);
    const streaks: number[] = response.body.users.map((u: { currentDailyStreak: number }) => u.currentDailyStreak);
    expect(streaks).toEqual([...streaks].sort((a, b) => b - a));
    // Seeded users with streaks of their own (the development cohort's rounds) sit among them: keep this test's users.
    const own = new Set(Object.values(ids));
    const order = response.body.users.map((u: { id: string }) => u.id).filter((id: string) => own.has(id));
    expect(order.slice(0, 3)).toEqual([ids.stored, ids.three, ids.one]);
    const byId = new Map(
      response.body.users.map((u: { id: string; currentDailyStreak: number }) => [u.id, u.currentDailyStreak]),
    );
    expect(byId.get(ids.three as string)).toBe(3);
    expect(byId.get(ids.one as string)).toBe(1);
    expect(byId.get(ids.lapsed as string)).toBe(0);
  });

  it('finds users by part of a name or e-mail, in any case, and pages the table', async () => {
    const byName = await users('?q=STELLA');
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ total: 1, page: 1, pageSize: 25, pageCount: 1 });
    expect(byName.body.users.map((u: { id: string }) => u.id)).toEqual([ids.stored]);
    expect((await users('?q=lapsed-')).body.users.map((u: { id: string }) => u.id)).toEqual([ids.lapsed]);
    // A % or _ is searched for as itself, not as a pattern.
    expect((await users('?q=%25')).body.total).toBe(0);

    for (let index = 0; index < 30; index += 1)
      await addUser(`paged-${index}`, `Pagina${String(index).padStart(2, '0')}`);
    const first = await users('?q=pagina');
    expect(first.body).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.body.users).toHaveLength(25);
    const second = await users('?q=pagina&page=2');
    expect(second.body.users).toHaveLength(5);
    const seen = new Set([...first.body.users, ...second.body.users].map((u: { id: string }) => u.id));
    expect(seen.size).toBe(30);
    // Past the last page: the last page.
    expect((await users('?q=pagina&page=9')).body).toMatchObject({ page: 2 });
    expect((await users('?page=0')).status).toBe(400);
  });
});
