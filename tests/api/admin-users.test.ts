import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DEMO_PASSWORD } from '@impromptu/db';
import { createApp, loadConfig } from '@impromptu/bff';
import { EventStore, ProjectionRunner, positionOf, waitForCheckpoint } from '@impromptu/event-store';
import { dailyActivityProjection, gameSessionStreamId, type RoundCompleted } from '@impromptu/progress';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl } from '../support/redis.js';

const DAY_MS = 24 * 3600 * 1000;

describe('GET /admin/users (the Users table)', () => {
  let database: TestDatabase;
  let app: INestApplication;
  let admin: string;
  const ids: Record<string, string> = {};

  async function addUser(key: string, firstName: string, storedStreak = 0): Promise<void> {
    const row = await database.db
      .insertInto('app_user')
      .values({
        email: `${key}-${randomUUID().slice(0, 8)}@example.com`,
        first_name: firstName,
        last_name: 'Tester',
        type: 'LEARNER',
        plan: 'free',
        iana_time_zone: 'UTC',
        preferred_game: 'conductor',
        current_daily_streak: storedStreak,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }

  /** One session per user with a round on each of the given days back from today (0 = today), in UTC. */
  async function playRounds(store: EventStore, userId: string, daysAgo: number[]) {
    const sessionId = randomUUID();
    const now = Date.now();
    const events = daysAgo.map((ago, index) => {
      const data: RoundCompleted = {
        sessionId,
        userId,
        shortCode: 'triple-step',
        round: index + 1,
        playerIndex: 0,
        playerName: 'Player 1',
        settings: {},
        roundDuration: 60,
        speechDuration: 52,
        pauseDuration: 0,
        survived: null,
        completedAt: new Date(now - ago * DAY_MS).toISOString(),
        timeZone: 'UTC',
      };
      return { type: 'RoundCompleted', data: data as unknown as Record<string, unknown> };
    });
    return store.append(gameSessionStreamId(sessionId), events, { expectedVersion: 'no_stream' });
  }

  const users = () => request(app.getHttpServer()).get('/admin/users').set('authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, REDIS_URL: redisUrl }));
    const response = await request(app.getHttpServer()).post('/auth/login').send({ email: 'admin@example.com', password: DEMO_PASSWORD });
    admin = response.body.token;
    await addUser('three', 'Thea');
    await addUser('one', 'Oona');
    await addUser('lapsed', 'Lars');
    await addUser('stored', 'Stella', 7);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('shows name, type tag, preferred game and the stored streak while no round is projected', async () => {
    const response = await users();
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      id: ids.stored,
      name: 'Stella Tester',
      email: expect.stringMatching(/^stored-/),
      type: 'LEARNER',
      preferredGame: 'conductor',
      preferredGameName: 'Conductor',
      currentDailyStreak: 7,
    });
    const adminRow = response.body.find((u: { name: string }) => u.name === 'Ada Admin');
    expect(adminRow).toMatchObject({ type: 'ADMIN', currentDailyStreak: 0 });
  });

  it('sorts by the streak projected from rounds, longest first', async () => {
    const store = new EventStore(database.db);
    const runner = new ProjectionRunner({
      db: database.db,
      databaseUrl: database.url,
      projections: [dailyActivityProjection],
      pollIntervalMs: 100,
      lockRetryMs: 200,
    });
    await runner.start();
    try {
      const results = [
        await playRounds(store, ids.three as string, [2, 1, 0]),
        await playRounds(store, ids.one as string, [0]),
        // Five days in a row that ended three days ago: no longer current.
        await playRounds(store, ids.lapsed as string, [7, 6, 5, 4, 3]),
      ];
      for (const result of results) {
        expect(await waitForCheckpoint(database.db, dailyActivityProjection.name, positionOf(result), 30_000)).toBe(true);
      }
    } finally {
      await runner.stop();
    }

    const response = await users();
    expect(response.status).toBe(200);
    const streaks: number[] = response.body.map((u: { currentDailyStreak: number }) => u.currentDailyStreak);
    expect(streaks).toEqual([...streaks].sort((a, b) => b - a));
    const order = response.body.map((u: { id: string }) => u.id);
    expect(order.slice(0, 3)).toEqual([ids.stored, ids.three, ids.one]);
    const byId = new Map(response.body.map((u: { id: string; currentDailyStreak: number }) => [u.id, u.currentDailyStreak]));
    expect(byId.get(ids.three as string)).toBe(3);
    expect(byId.get(ids.one as string)).toBe(1);
    expect(byId.get(ids.lapsed as string)).toBe(0);
  });
});
