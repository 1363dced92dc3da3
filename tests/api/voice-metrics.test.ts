import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { ProjectionRunner } from '@impromptu/event-store';
import { localDay } from '@impromptu/kernel';
import { seedDemoVoiceMetrics } from '@impromptu/play';
import { createTestApp, type TestApp } from '../support/app.js';
import { inProcessOnly, isTargetMode } from '../support/target.js';
import { eventually as poll } from '../support/poll.js';
import { startProjections } from '../support/projection-runner.js';
import { roundBody, SAMPLE_VOICE_METRICS } from '../support/factories.js';

// Issue 18: a round carries its voice figures; impossible figures are 400 and stored nowhere; the
// voice_metrics projection and GET /pages/progress show them.

/** The projections catch up in the background; a loaded machine (other suites in parallel) may take long. */
const eventually = <T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> =>
  poll(read, accept, 60_000, 100);
const readsTheStore = inProcessOnly('reads the event store or the projection tables');

let app: TestApp;
let runner: ProjectionRunner | undefined;

beforeAll(async () => {
  app = await createTestApp();
  if (!isTargetMode) {
    runner = await startProjections(app);
  }
});

afterAll(async () => {
  await runner?.stop();
  await app?.close();
});

const figures = (overrides: Record<string, unknown> = {}) => ({ ...SAMPLE_VOICE_METRICS, ...overrides });

async function streamEvents(sessionId: string) {
  const { rows } = await sql<{ event_type: string; data: Record<string, unknown> }>`
    SELECT event_type, data FROM es_events WHERE stream_id = ${`game-session-${sessionId}`} ORDER BY stream_version`.execute(
    app.db,
  );
  return rows;
}

/** The session's projected rows (the runner has caught up with the seed before any test). */
async function voiceRows(sessionId: string) {
  const { rows } = await sql<{
    round: number;
    speaking_ratio: number;
    pauses_asked: number | null;
    pauses_taken: number | null;
  }>`
    SELECT round, speaking_ratio, pauses_asked, pauses_taken FROM voice_metrics WHERE session_id = ${sessionId} ORDER BY round`.execute(
    app.db,
  );
  return rows;
}

describe('a round recorded with its voice metrics', () => {
  readsTheStore.it(
    'stores the figures on RoundCompleted and projects one voice_metrics row per measured round',
    async () => {
      const { token } = await app.newLearner();
      const sessionId = await app.newGameSession(token, { shortCode: 'snow-globe' });
      const measured = figures({ pausesOnCue: { asked: 4, taken: 3 } });
      await app
        .http()
        .post(`/game-sessions/${sessionId}/rounds`)
        .set(app.auth(token))
        .send(roundBody(1, { voiceMetrics: measured }))
        .expect(201);
      await app.http().post(`/game-sessions/${sessionId}/rounds`).set(app.auth(token)).send(roundBody(2)).expect(201);
      const events = await streamEvents(sessionId);
      expect(events.map((event) => event.event_type)).toEqual([
        'GameSessionStarted',
        'RoundCompleted',
        'RoundCompleted',
      ]);
      expect(events[1]!.data.voiceMetrics).toEqual(measured);
      expect(events[2]!.data).not.toHaveProperty('voiceMetrics');
      const rows = await eventually(
        () => voiceRows(sessionId),
        (r) => r.length > 0,
      );
      expect(rows).toEqual([{ round: 1, speaking_ratio: 0.7, pauses_asked: 4, pauses_taken: 3 }]);
    },
  );
});

describe('impossible voice metrics: 400 naming the field, nothing stored', () => {
  const impossible: Array<[string, Record<string, unknown>, string]> = [
    ['a negative duration', figures({ longestSilenceMs: -1 }), 'body.voiceMetrics.longestSilenceMs'],
    ['a negative pause length', figures({ meanPauseMs: -250 }), 'body.voiceMetrics.meanPauseMs'],
    ['a speaking ratio above 1', figures({ speakingRatio: 1.2 }), 'body.voiceMetrics.speakingRatio'],
    ["'NaN' where a number is required", figures({ speakingRatio: 'NaN' }), 'body.voiceMetrics.speakingRatio'],
    ['null where a number is required', figures({ speakingMs: null }), 'body.voiceMetrics.speakingMs'],
    [
      'more pauses taken than the pie asked for',
      figures({ pausesOnCue: { asked: 2, taken: 3 } }),
      'body.voiceMetrics.pausesOnCue.taken',
    ],
    [
      'more speaking than audio analysed',
      figures({ speakingMs: 61_000, speakingRatio: 1 }),
      'body.voiceMetrics.speakingMs',
    ],
    [
      'more hesitations than pauses',
      figures({ pauseCount: 1, hesitationCount: 2 }),
      'body.voiceMetrics.hesitationCount',
    ],
    ['a fractional pause count', figures({ pauseCount: 2.5 }), 'body.voiceMetrics.pauseCount'],
  ];

  it.each(impossible)('refuses %s', async (_case, voiceMetrics, path) => {
    const { token } = await app.newLearner();
    const sessionId = await app.newGameSession(token);
    const body = roundBody(1, { voiceMetrics });
    const response = await app.http().post(`/game-sessions/${sessionId}/rounds`).set(app.auth(token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Validation failed');
    expect(response.body.issues).toEqual([{ path, message: expect.any(String) }]);
    // The idempotency key was not consumed: the same key with possible figures records the round.
    const retried = await app
      .http()
      .post(`/game-sessions/${sessionId}/rounds`)
      .set(app.auth(token))
      .send({ ...body, voiceMetrics: figures() });
    expect(retried.status).toBe(201);
  });

  it('says why in words a client can show', async () => {
    const { token } = await app.newLearner();
    const sessionId = await app.newGameSession(token);
    const send = (voiceMetrics: Record<string, unknown>) =>
      app.http().post(`/game-sessions/${sessionId}/rounds`).set(app.auth(token)).send(roundBody(1, { voiceMetrics }));
    expect((await send(figures({ speakingMs: 61_000, speakingRatio: 1 }))).body.issues).toEqual([
      { path: 'body.voiceMetrics.speakingMs', message: 'cannot speak longer than the audio analysed' },
    ]);
    expect((await send(figures({ pausesOnCue: { asked: 1, taken: 2 } }))).body.issues).toEqual([
      { path: 'body.voiceMetrics.pausesOnCue.taken', message: 'cannot take more pauses than were asked for' },
    ]);
    const ratio = (await send(figures({ speakingRatio: 1.5 }))).body.issues;
    expect(ratio).toHaveLength(1);
    expect(ratio[0].message).toMatch(/<=\s*1/);
  });

  it('refuses Infinity, which a JSON number too large to hold parses to', async () => {
    const { token } = await app.newLearner();
    const sessionId = await app.newGameSession(token);
    const json = JSON.stringify(roundBody(1, { voiceMetrics: figures({ energyRangeDb: 123456789 }) })).replace(
      '123456789',
      '1e999',
    );
    expect(JSON.parse(json).voiceMetrics.energyRangeDb).toBe(Infinity);
    const response = await app
      .http()
      .post(`/game-sessions/${sessionId}/rounds`)
      .set(app.auth(token))
      .set('Content-Type', 'application/json')
      .send(json);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'body.voiceMetrics.energyRangeDb', message: expect.any(String) }]);
  });

  readsTheStore.it('appends no event and writes no projection row for a refused round', async () => {
    const { token } = await app.newLearner();
    const sessionId = await app.newGameSession(token);
    const refused = roundBody(1, { voiceMetrics: figures({ speakingRatio: 3, meanPauseMs: -5 }) });
    const response = await app.http().post(`/game-sessions/${sessionId}/rounds`).set(app.auth(token)).send(refused);
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.voiceMetrics.meanPauseMs',
      'body.voiceMetrics.speakingRatio',
    ]);
    expect((await streamEvents(sessionId)).map((event) => event.event_type)).toEqual(['GameSessionStarted']);
    const keyRows = async () =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM es_idempotency WHERE key LIKE ${`%${refused.idempotencyKey}%`}`.execute(
          app.db,
        )
      ).rows[0]?.n;
    expect(await keyRows()).toBe(0);
    // The same key with possible figures records the round, once; the refused figures are never projected.
    await app
      .http()
      .post(`/game-sessions/${sessionId}/rounds`)
      .set(app.auth(token))
      .send({ ...refused, voiceMetrics: figures({ speakingRatio: 0.5, speakingMs: 30_000 }) })
      .expect(201);
    expect(await keyRows()).toBe(1);
    const rows = await eventually(
      () => voiceRows(sessionId),
      (r) => r.length > 0,
    );
    expect(rows).toEqual([{ round: 1, speaking_ratio: 0.5, pauses_asked: null, pauses_taken: null }]);
  });
});

describe('GET /pages/progress', () => {
  it('answers no games and a zero streak to a learner without data', async () => {
    const { token } = await app.newSession({ plan: 'free', timeZone: 'Asia/Tokyo' });
    const response = await app.http().get('/pages/progress').set(app.auth(token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      games: [],
      streak: { current: 0, today: localDay(new Date(), 'Asia/Tokyo'), activeDays: [] },
    });
  });

  it('shows per-game stats, the measured rounds oldest first, the baseline and the streak calendar', async () => {
    const { token } = await app.newSession({ plan: 'trainings', timeZone: 'Europe/Paris' });
    const triple = await app.newGameSession(token, { shortCode: 'triple-step' });
    // Pace and filled pauses a minute (issue 31) are the figures the projection keeps of the new ones.
    const rounds = [
      figures({
        speakingRatio: 0.6,
        speakingMs: 36_000,
        meanPauseMs: 900,
        hesitationCount: 2,
        pauseCount: 8,
        energyRangeDb: 14,
        pitchRangeSemitones: 5,
        articulationRate: 4.4,
        filledPausesPerMinute: 3,
      }),
      undefined,
      figures({
        speakingRatio: 0.8,
        speakingMs: 24_000,
        analysedMs: 30_000,
        meanPauseMs: 700,
        hesitationCount: 0,
        pauseCount: 4,
        energyRangeDb: 20,
        pitchRangeSemitones: null,
        articulationRate: 5.2,
        filledPausesPerMinute: 0,
      }),
    ];
    for (const [index, voiceMetrics] of rounds.entries()) {
      await app
        .http()
        .post(`/game-sessions/${triple}/rounds`)
        .set(app.auth(token))
        .send(roundBody(index + 1, voiceMetrics ? { voiceMetrics } : {}))
        .expect(201);
    }
    await app
      .http()
      .post(`/game-sessions/${triple}/finish`)
      .set(app.auth(token))
      .send({ idempotencyKey: randomUUID(), totalRounds: 3, totalDuration: 185 })
      .expect(200);
    // A second game, played without metrics: its stats show, with no voice points and an empty baseline.
    const timer = await app.newGameSession(token, { shortCode: 'timer' });
    await app.http().post(`/game-sessions/${timer}/rounds`).set(app.auth(token)).send(roundBody(1)).expect(201);

    const page = await eventually(
      async () => (await app.http().get('/pages/progress').set(app.auth(token))).body,
      (body) =>
        body.games?.length === 2 &&
        body.games.every((game: { totalRounds: number }) => game.totalRounds > 0) &&
        body.games.some(
          (game: { voice: unknown[]; totalDuration: number }) => game.voice.length === 2 && game.totalDuration > 0,
        ) &&
        body.streak.activeDays.length > 0 &&
        body.streak.activeDays[0].rounds === 4,
    );
    const today = localDay(new Date(), 'Europe/Paris');
    expect(page.streak).toEqual({ current: 1, today, activeDays: [{ day: today, rounds: 4, practiceSteps: 0 }] });
    const [latest, earlier] = page.games;
    expect(latest).toMatchObject({
      shortCode: 'timer',
      name: 'Timer',
      playCount: 1,
      totalRounds: 1,
      totalDuration: 0,
      voice: [],
    });
    expect(latest.baseline).toEqual({
      sessions: 0,
      speakingRatio: null,
      meanPauseMs: null,
      hesitationsPerMinute: null,
      energyRangeDb: null,
      pitchRangeSemitones: null,
      articulationRate: null,
      filledPausesPerMinute: null,
    });
    expect(earlier).toMatchObject({
      shortCode: 'triple-step',
      name: 'Triple Step',
      colour: '#e2a248',
      playCount: 1,
      totalRounds: 3,
      totalDuration: 185,
      survivedRounds: 0,
    });
    expect(earlier.voice).toEqual([
      { sessionId: triple, round: 1, playerIndex: 0, completedAt: expect.any(String), metrics: rounds[0] },
      { sessionId: triple, round: 3, playerIndex: 0, completedAt: expect.any(String), metrics: rounds[2] },
    ]);
    expect(Date.parse(earlier.voice[0].completedAt)).toBeLessThanOrEqual(Date.parse(earlier.voice[1].completedAt));
    // Medians of two rounds are their means; hesitations per analysed minute are 2 and 0; a figure
    // measured in one round only (pitch) is that round's. Pace and filled pauses are in it too (issue 31), so the
    // debrief's and the progress page's 'your usual' read them from the server.
    expect(earlier.baseline).toEqual({
      sessions: 1,
      speakingRatio: 0.7,
      meanPauseMs: 800,
      hesitationsPerMinute: 1,
      energyRangeDb: 17,
      pitchRangeSemitones: 5,
      articulationRate: 4.8,
      filledPausesPerMinute: 1.5,
    });
  });

  it('refuses a visitor without a session', async () => {
    expect((await app.http().get('/pages/progress')).status).toBe(401);
  });
});

describe('the demo learner’s voice-measured rounds (npm start)', () => {
  readsTheStore.it(
    'are appended once, in four games over the last weeks, and show a slow improvement on the progress page',
    async () => {
      expect(await seedDemoVoiceMetrics(app.db)).toBe(20);
      expect(await seedDemoVoiceMetrics(app.db)).toBe(0);
      const { token } = await app.login('learner@example.com');
      type Point = {
        completedAt: string;
        metrics: { speakingRatio: number; hesitationCount: number; analysedMs: number; meanPauseMs: number | null };
      };
      type Game = { shortCode: string; playCount: number; voice: Point[]; baseline: { sessions: number } };
      const page = await eventually(
        async () =>
          (await app.http().get('/pages/progress').set(app.auth(token))).body as {
            games: Game[];
            streak: { activeDays: unknown[] };
          },
        (body) =>
          body.games?.length === 4 &&
          body.games.every((game) => game.voice.length > 0 && game.playCount > 0) &&
          body.streak.activeDays.length >= 15,
      );
      expect(page.games.map((game) => game.shortCode).sort()).toEqual([
        'autocomplete',
        'conductor',
        'snow-globe',
        'triple-step',
      ]);
      const today = Date.now();
      for (const game of page.games) {
        const times = game.voice.map((point) => Date.parse(point.completedAt));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // Five weeks back at most, and nothing today: today is left for the learner to play.
        expect(today - times[0]!).toBeLessThan(36 * 86_400_000);
        expect(today - times.at(-1)!).toBeGreaterThan(20 * 3_600_000);
        expect(game.baseline.sessions).toBeGreaterThan(0);
      }
      // Triple Step, played throughout: she speaks more of the time and hesitates less, over the weeks.
      const triple = page.games.find((game) => game.shortCode === 'triple-step')!.voice;
      const mean = (points: Point[], figure: (point: Point) => number) =>
        points.reduce((sum, point) => sum + figure(point), 0) / points.length;
      const third = Math.ceil(triple.length / 3);
      const [early, late] = [triple.slice(0, third), triple.slice(-third)];
      expect(mean(late, (p) => p.metrics.speakingRatio)).toBeGreaterThan(mean(early, (p) => p.metrics.speakingRatio));
      const perMinute = (p: Point) => p.metrics.hesitationCount / (p.metrics.analysedMs / 60_000);
      expect(mean(late, perMinute)).toBeLessThan(mean(early, perMinute));
      // Varied, not a straight line: the figures differ from round to round.
      expect(new Set(triple.map((p) => p.metrics.speakingRatio)).size).toBeGreaterThan(triple.length / 2);
    },
  );
});
