import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { ProjectionRunner } from '@impromptu/event-store';
import { createTestApp, type GameSessionBody, type TestApp } from '../support/app.js';
import { inProcessOnly, isTargetMode } from '../support/target.js';
import { eventually as poll } from '../support/poll.js';
import { startProjections } from '../support/projection-runner.js';
import { roundBody } from '../support/factories.js';

const FREE = 'free';
const TRAINEE = 'trainee';
const WAIT_MS = 15_000;

/** Polls until the read returns something the check accepts; the projection runner works in the background. */
const eventually = <T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> =>
  poll(read, accept, WAIT_MS, 25);
// These cases check what was appended or projected by reading the event store and the projection tables.
const readsTheStore = inProcessOnly('reads the event store or the projection tables');

let app: TestApp;
let runner: ProjectionRunner | undefined;
const tokens: Record<string, string> = {};
const emails: Record<string, string> = {};

const http = () => app.http();
const as = (user: string) => app.auth(tokens[user] as string);

/** A solo Triple Step of 2 rounds unless the body says otherwise. */
const startSession = (user: string, body: GameSessionBody = {}): Promise<string> =>
  app.newGameSession(tokens[user] as string, body);

const round = (n: number, overrides: Record<string, unknown> = {}) =>
  roundBody(n, { settings: { totalRounds: 2, roundDuration: 60 }, ...overrides });

async function streamEvents(streamId: string): Promise<string[]> {
  const { rows } = await sql<{
    event_type: string;
  }>`SELECT event_type FROM es_events WHERE stream_id = ${streamId} ORDER BY stream_version`.execute(app.db);
  return rows.map((row) => row.event_type);
}

async function stats(user: string, shortCode: string) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT s.* FROM game_user_stats s JOIN app_user u ON u.id = s.user_id WHERE u.email = ${emails[user]} AND s.short_code = ${shortCode}`.execute(
    app.db,
  );
  return rows[0];
}

beforeAll(async () => {
  app = await createTestApp();
  // A running BFF has its worker project the rounds; in process the test runs the projections itself.
  if (!isTargetMode) {
    runner = await startProjections(app);
  }
  for (const [user, plan] of [
    [FREE, 'free'],
    [TRAINEE, 'trainings'],
  ] as const) {
    const session = await app.newSession({ plan });
    tokens[user] = session.token;
    emails[user] = session.email;
  }
});

afterAll(async () => {
  await runner?.stop();
  await app?.close();
});

describe('game sessions: plan access (spec 2 §6)', () => {
  it.each(['autocomplete-breath', 'analogies-breath', 'slideshow', 'snow-globe', 'podcast'])(
    'refuses a free-plan session of the locked game %s with 403 Upgrade to play',
    async (shortCode) => {
      const response = await http()
        .post('/game-sessions')
        .set(as(FREE))
        .send({ shortCode, settings: {}, isMultiplayer: false, players: [] });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: 'Upgrade to play', issues: [] });
    },
  );

  it('lets the free plan play an open game and the trainings plan a locked one', async () => {
    await startSession(FREE, { shortCode: 'timer' });
    await startSession(TRAINEE, { shortCode: 'podcast', isMultiplayer: true, players: ['Ada', 'Grace'] });
  });

  it('answers 404 for a game that does not exist and 400 for a malformed body', async () => {
    const missing = await http()
      .post('/game-sessions')
      .set(as(TRAINEE))
      .send({ shortCode: 'no-such-game', settings: {}, isMultiplayer: false, players: [] });
    expect(missing.status).toBe(404);
    const malformed = await http()
      .post('/game-sessions')
      .set(as(TRAINEE))
      .send({ shortCode: 'triple-step', isMultiplayer: 'yes' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['body.settings', 'body.isMultiplayer', 'body.players']),
    );
  });
});

describe('rounds as events, projected into game_user_stats', () => {
  readsTheStore.it(
    'records GameSessionStarted, RoundCompleted and GameSessionFinished and projects the per-game stats',
    async () => {
      const sessionId = await startSession(TRAINEE, {
        shortCode: 'conductor',
        isMultiplayer: true,
        players: [
          { id: 0, name: 'Ada' },
          { id: 1, name: 'Grace' },
        ],
      });
      const first = await http()
        .post(`/game-sessions/${sessionId}/rounds`)
        .set(as(TRAINEE))
        .send(round(1, { cards: ['a', 'b'], survived: true }));
      expect(first.status).toBe(201);
      const second = await http()
        .post(`/game-sessions/${sessionId}/rounds?consistent=1`)
        .set(as(TRAINEE))
        .send(
          round(2, {
            playerIndex: 1,
            playerName: 'Grace',
            roundDuration: 30,
            speechDuration: 25,
            pauseDuration: 5,
            cards: ['c'],
          }),
        );
      expect(second.status).toBe(201);
      expect(second.body.position).toBeGreaterThan(first.body.position);

      const finished = await http()
        .post(`/game-sessions/${sessionId}/finish`)
        .set(as(TRAINEE))
        .send({ idempotencyKey: randomUUID(), totalRounds: 2, totalDuration: 95 });
      expect(finished.status).toBe(200);
      expect(await streamEvents(`game-session-${sessionId}`)).toEqual([
        'GameSessionStarted',
        'RoundCompleted',
        'RoundCompleted',
        'GameSessionFinished',
      ]);

      const row = await eventually(
        () => stats(TRAINEE, 'conductor'),
        (r) => Number(r?.total_duration ?? 0) > 0,
      );
      expect(row).toMatchObject({
        play_count: 1,
        total_rounds: 2,
        round_duration: 90,
        speech_duration: 75,
        pause_duration: 15,
        total_duration: 95,
        total_players: 2,
        total_cards: 3,
        survived_rounds: 1,
      });
    },
  );

  readsTheStore.it('counts play_count per session started and keeps the last is_title_suggested', async () => {
    const a = await startSession(TRAINEE, { settings: { isTitleSuggested: true } });
    await startSession(TRAINEE, { settings: { isTitleSuggested: false } });
    await http().post(`/game-sessions/${a}/rounds?consistent=1`).set(as(TRAINEE)).send(round(1)).expect(201);
    const row = await eventually(
      () => stats(TRAINEE, 'triple-step'),
      (r) => r?.play_count === 2 && r?.total_rounds === 1,
    );
    expect(row).toMatchObject({ play_count: 2, total_rounds: 1, is_title_suggested: false });
  });

  readsTheStore.it('writes a retried round once and answers the same 201, even when the retries race', async () => {
    const sessionId = await startSession(TRAINEE);
    const body = round(1);
    const first = await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(body);
    const retry = await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);

    const racing = round(2);
    const answers = await Promise.all(
      [1, 2, 3].map(() => http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(racing)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.position)).size).toBe(1);

    expect(await streamEvents(`game-session-${sessionId}`)).toEqual([
      'GameSessionStarted',
      'RoundCompleted',
      'RoundCompleted',
    ]);
  });

  readsTheStore.it(
    'refuses a round recorded twice under another key, a round out of order, and anything after the finish',
    async () => {
      const sessionId = await startSession(TRAINEE);
      await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(round(1)).expect(201);
      const early = await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(round(3));
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Rounds are recorded in order: round 3 cannot come after round 1');
      await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(round(2)).expect(201);
      const twice = await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(round(1));
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('Round 1 is already recorded');

      const finish = { idempotencyKey: randomUUID(), totalRounds: 2, totalDuration: 120, survivalRounds: 0 };
      await http().post(`/game-sessions/${sessionId}/finish`).set(as(TRAINEE)).send(finish).expect(200);
      const finishRetry = await http().post(`/game-sessions/${sessionId}/finish`).set(as(TRAINEE)).send(finish);
      expect(finishRetry.status).toBe(200);
      const after = await http().post(`/game-sessions/${sessionId}/rounds`).set(as(TRAINEE)).send(round(3));
      expect(after.status).toBe(409);
      expect(after.body.message).toBe('The game session is finished');
      expect(await streamEvents(`game-session-${sessionId}`)).toEqual([
        'GameSessionStarted',
        'RoundCompleted',
        'RoundCompleted',
        'GameSessionFinished',
      ]);
    },
  );

  readsTheStore.it("answers 404 for a round of someone else's session or of no session", async () => {
    const sessionId = await startSession(TRAINEE);
    const stranger = await http().post(`/game-sessions/${sessionId}/rounds`).set(as(FREE)).send(round(1));
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Game session not found');
    const none = await http().post(`/game-sessions/${randomUUID()}/rounds`).set(as(TRAINEE)).send(round(1));
    expect(none.status).toBe(404);
    expect(await streamEvents(`game-session-${sessionId}`)).toEqual(['GameSessionStarted']);
  });

  it('needs a session', async () => {
    const response = await http()
      .post('/game-sessions')
      .send({ shortCode: 'timer', settings: {}, isMultiplayer: false, players: [] });
    expect(response.status).toBe(401);
  });
});

describe('gather and Game Viewed', () => {
  readsTheStore.it("records both as events on the user's activity stream", async () => {
    const gather = await http()
      .post('/games/conductor/gather')
      .set(as(TRAINEE))
      .send({ settings: { totalDuration: 60 } });
    expect(gather.status).toBe(202);
    const viewed = await http().post('/games/conductor/viewed').set(as(TRAINEE));
    expect(viewed.status).toBe(202);
    const { rows } = await sql<{ event_type: string; data: Record<string, unknown> }>`
      SELECT e.event_type, e.data FROM es_events e JOIN app_user u ON e.stream_id = 'user-activity-' || u.id
      WHERE u.email = ${emails[TRAINEE]} ORDER BY e.stream_version`.execute(app.db);
    expect(rows).toEqual([
      {
        event_type: 'GameSettingsGathered',
        data: expect.objectContaining({ shortCode: 'conductor', settings: { totalDuration: 60 } }),
      },
      { event_type: 'GameViewed', data: expect.objectContaining({ gameShortCode: 'conductor' }) },
    ]);
    const unknown = await http().post('/games/no-such-game/viewed').set(as(TRAINEE));
    expect(unknown.status).toBe(404);
  });
});

describe('user games: tutorial completion, last settings, preferred game', () => {
  readsTheStore.it('stores tutorial completion per user game: PUT then GET shows it', async () => {
    const before = await http().get('/user-games/snow-globe').set(as(FREE));
    expect(before.status).toBe(200);
    expect(before.body.isTutorialCompleted).toBe(false);

    const put = await http().put('/user-games/snow-globe').set(as(FREE)).send({ isTutorialCompleted: true });
    expect(put.status).toBe(200);
    expect(put.body.isTutorialCompleted).toBe(true);
    const after = await http().get('/user-games/snow-globe').set(as(FREE));
    expect(after.body.isTutorialCompleted).toBe(true);
    const otherUser = await http().get('/user-games/snow-globe').set(as(TRAINEE));
    expect(otherUser.body.isTutorialCompleted).toBe(false);

    await http().put('/user-games/snow-globe').set(as(FREE)).send({ isTutorialCompleted: true }).expect(200);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'UserGameTutorialCompleted'`.execute(app.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('remembers the last settings per game and the preferred game, also on /user/me', async () => {
    await startSession(FREE, { shortCode: 'autocomplete', settings: { totalRounds: 7 } });
    const sessionId = await startSession(FREE, { shortCode: 'analogies', settings: { totalRounds: 4 } });
    await http().post(`/game-sessions/${sessionId}/rounds?consistent=1`).set(as(FREE)).send(round(1)).expect(201);
    // The preferred game and the last settings come from two projections: against a running product each catches up on its own.
    const analogies = await eventually(
      async () => (await http().get('/user-games/analogies').set(as(FREE))).body,
      (body) => body.preferred === true && body.lastSettings !== null,
    );
    expect(analogies).toMatchObject({ lastSettings: { totalRounds: 4 }, preferred: true });
    const autocomplete = await eventually(
      async () => (await http().get('/user-games/autocomplete').set(as(FREE))).body,
      (body) => body.lastSettings !== null,
    );
    expect(autocomplete).toMatchObject({ lastSettings: { totalRounds: 7 }, preferred: false });
    const me = await http().get('/user/me').set(as(FREE));
    expect(me.body.user.preferredGame).toBe('analogies');
  });
});
