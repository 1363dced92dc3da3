import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { type ProjectionRunner, rebuildProjection } from '@impromptu/event-store';
import { dailyActivityProjection } from '@impromptu/play';
import { createTestApp, type TestApp } from '../support/app.js';
import { eventually } from '../support/poll.js';
import { inProcessOnly } from '../support/target.js';
import { startProjections } from '../support/projection-runner.js';

const inProcess = inProcessOnly('moves the BFF’s clock and rebuilds projections on the database');

// The same two instants for both players: 23:30 and 00:30 the next day in Tokyo, 06:30 and 07:30 in Los Angeles.
const FIRST = new Date('2026-03-01T14:30:00.000Z');
const SECOND = new Date('2026-03-01T15:30:00.000Z');

let app: TestApp;
let runner: ProjectionRunner;
let now = FIRST;

const http = () => app.http();

interface Player {
  id: string;
  token: string;
}

async function signUp(timeZone: string): Promise<Player> {
  const session = await app.signup({ label: 'streak' });
  const player = { id: session.userId, token: session.token };
  await http()
    .put(`/user/${player.id}/tz`)
    .set('authorization', `Bearer ${player.token}`)
    .send({ iana_time_zone: timeZone })
    .expect(200);
  return player;
}

async function playRound(player: Player, sessionId: string, round: number): Promise<void> {
  const response = await http()
    .post(`/game-sessions/${sessionId}/rounds?consistent=1`)
    .set('authorization', `Bearer ${player.token}`)
    .send({
      idempotencyKey: randomUUID(),
      round,
      playerIndex: 0,
      playerName: 'Player 1',
      settings: {},
      roundDuration: 60,
      speechDuration: 60,
      pauseDuration: 0,
      survived: null,
    });
  expect(response.status).toBe(201);
}

const startSession = (player: Player): Promise<string> =>
  app.newGameSession(player.token, {
    shortCode: 'timer',
    settings: { totalDuration: 60 },
    isMultiplayer: false,
    players: ['Player 1'],
  });

async function projected(userId: string) {
  const days = await sql<{ day: string; rounds: number }>`
    SELECT day::text AS day, rounds FROM daily_activity WHERE user_id = ${userId} ORDER BY day`.execute(app.db);
  const streak = await sql<{ current_daily_streak: number; last_active_day: string }>`
    SELECT current_daily_streak, last_active_day FROM user_streak WHERE user_id = ${userId}`.execute(app.db);
  return { days: days.rows, streak: streak.rows[0] };
}

async function shownStreak(player: Player): Promise<number> {
  const me = await http().get('/user/me').set('authorization', `Bearer ${player.token}`);
  expect(me.status).toBe(200);
  return me.body.user.currentDailyStreak as number;
}

beforeAll(async () => {
  app = await createTestApp({ now: () => now });
  runner = await startProjections(app);
});

afterAll(async () => {
  await runner?.stop();
  await app?.close();
});

/** Waits for the daily_activity projection to hold `rounds` rounds for the user. */
async function settled(userId: string, rounds: number) {
  return eventually(
    () => projected(userId),
    (state) => state.days.reduce((sum, day) => sum + day.rounds, 0) >= rounds,
    15_000,
    25,
  );
}

inProcess.describe('current_daily_streak counted in the user’s own IANA time zone', () => {
  it('crosses midnight in Asia/Tokyo but not in America/Los_Angeles for rounds at the same instants', async () => {
    const tokyo = await signUp('Asia/Tokyo');
    const losAngeles = await signUp('America/Los_Angeles');

    now = FIRST;
    const tokyoSession = await startSession(tokyo);
    const laSession = await startSession(losAngeles);
    await playRound(tokyo, tokyoSession, 1);
    await playRound(losAngeles, laSession, 1);
    now = SECOND;
    await playRound(tokyo, tokyoSession, 2);
    await playRound(losAngeles, laSession, 2);

    const tokyoState = await settled(tokyo.id, 2);
    expect(tokyoState.days).toEqual([
      { day: '2026-03-01', rounds: 1 },
      { day: '2026-03-02', rounds: 1 },
    ]);
    expect(tokyoState.streak).toEqual({ current_daily_streak: 2, last_active_day: '2026-03-02' });

    const laState = await settled(losAngeles.id, 2);
    expect(laState.days).toEqual([{ day: '2026-03-01', rounds: 2 }]);
    expect(laState.streak).toEqual({ current_daily_streak: 1, last_active_day: '2026-03-01' });

    expect(await shownStreak(tokyo)).toBe(2);
    expect(await shownStreak(losAngeles)).toBe(1);

    // A day without a round ends the streak shown: two days later in each zone.
    now = new Date('2026-03-04T03:00:00.000Z');
    expect(await shownStreak(tokyo)).toBe(0);
    expect(await shownStreak(losAngeles)).toBe(0);
  });

  it('counts the days in the zone the rounds carry, so moving zones and rebuilding changes nothing', async () => {
    const traveller = await signUp('Asia/Tokyo');
    now = FIRST;
    const sessionId = await startSession(traveller);
    await playRound(traveller, sessionId, 1);
    now = SECOND;
    await playRound(traveller, sessionId, 2);
    const before = await settled(traveller.id, 2);
    expect(before.streak?.current_daily_streak).toBe(2);

    await http()
      .put(`/user/${traveller.id}/tz`)
      .set('authorization', `Bearer ${traveller.token}`)
      .send({ iana_time_zone: 'America/Los_Angeles' })
      .expect(200);
    await runner.stop();
    await rebuildProjection({ db: app.db, projection: dailyActivityProjection });
    await runner.start();
    await runner.caughtUp();
    expect(await projected(traveller.id)).toEqual(before);
  });
});
