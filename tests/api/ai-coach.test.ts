import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { pino } from 'pino';
import {
  coachBotStreamId,
  createCoachJobHandlers,
  seedDemoCoachBot,
  DEMO_COACH_RECALL_BOT_ID,
  type RecordingJobPayload,
} from '@impromptu/coach';
import { DEMO_PASSWORD } from '@impromptu/db';
import { EventStore, type JobContext } from '@impromptu/event-store';
import {
  AUTOMATIC_FEEDBACK_LABEL,
  EmailTableAdapter,
  EmbeddedAiFeedbackAdapter,
  EmbeddedCoachBotsAdapter,
  OpenAiFeedbackAdapter,
  encodeWav,
  synthesiseSpeech,
  type AiFeedbackPort,
} from '@impromptu/integrations';
import { createJobHandlers, startWorker, type RunningWorker } from '@impromptu/jobs';
import { createTestApp, type Session, type TestApp } from '../support/app.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { openSocket } from '../support/socket.js';
import { inProcessOnly } from '../support/target.js';
import { eventually } from '../support/poll.js';
import { newClass } from '../support/factories.js';

const inProcess = inProcessOnly('runs its own worker with a switchable AI endpoint and listens on the BFF’s socket');

const ELIGIBLE = { course: 'FUNDAMENTALS_L1', day: 1, exercise: 1, practiceSessionSlug: 'guided-fundamentals-class-1' };

/** An AI feedback port the test points at the embedded adapter or at a local OpenAI-compatible server. */
class SwitchableFeedback implements AiFeedbackPort {
  current: AiFeedbackPort = new EmbeddedAiFeedbackAdapter();
  get adapter() {
    return this.current.adapter;
  }
  generate(request: Parameters<AiFeedbackPort['generate']>[0]) {
    return this.current.generate(request);
  }
}

interface Message {
  type: string;
  botId?: string;
  isRecording?: boolean;
  isConnected?: boolean;
  status?: string;
}

const open = (url: string) => openSocket<Message>(url);

inProcess.describe('the AI coach', () => {
  let app: TestApp;
  let worker: RunningWorker;
  let publisher: Redis;
  let aiServer: Server;
  let aiUrl: string;
  let aiAnswer: { status: number; content: string } = { status: 200, content: 'Nice energy.' };
  let wsUrl: string;
  const feedback = new SwitchableFeedback();
  let coachHandlers: ReturnType<typeof createCoachJobHandlers>;
  let admin: Session;

  beforeAll(async () => {
    app = await createTestApp({ env: { EMBEDDED_BOT_DELAY_MS: '30', AI_COACH_WAIT_MS: '20000' } });
    await app.app.listen(0, '127.0.0.1');
    wsUrl = `ws://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}/coach/ws`;
    // A stand-in for an OpenAI-compatible endpoint: answers what the test sets.
    aiServer = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.statusCode = aiAnswer.status;
        response.setHeader('content-type', 'application/json');
        response.end(
          aiAnswer.status === 200
            ? JSON.stringify({ choices: [{ message: { role: 'assistant', content: aiAnswer.content } }] })
            : JSON.stringify({ error: { message: 'model crashed' } }),
        );
      });
    });
    await new Promise<void>((resolve) => aiServer.listen(0, '127.0.0.1', resolve));
    aiUrl = `http://127.0.0.1:${(aiServer.address() as AddressInfo).port}/v1`;
    publisher = new Redis(redisUrl);
    const store = new EventStore(app.db);
    const publish = async (channel: string, message: string) => void (await publisher.publish(channel, message));
    coachHandlers = createCoachJobHandlers({
      store,
      coachBots: new EmbeddedCoachBotsAdapter(app.db, { delayMs: 30 }),
      aiFeedback: feedback,
      now: () => new Date(),
      publish,
    });
    const handlers = {
      ...createJobHandlers({ db: app.db, store, email: new EmailTableAdapter(app.db), publish }),
      ...coachHandlers,
    };
    worker = await startWorker(
      {
        databaseUrl: app.database.url,
        redisUrl,
        prefix: uniquePrefix('ai-coach'),
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        concurrency: 4,
        logLevel: 'silent',
      },
      { logger: pino({ level: 'silent' }), handlers },
    );
    admin = await app.newSession({ type: 'ADMIN' });
  });

  afterAll(async () => {
    await worker?.stop();
    publisher?.disconnect();
    await new Promise((resolve) => aiServer?.close(resolve));
    await app?.close();
  });

  const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

  /** A class held in a meeting of its own, with these learners registered. */
  async function classMeeting(...learners: Session[]): Promise<string> {
    const meetingId = String(80_000_000_000 + Math.floor(Math.random() * 9_000_000_000));
    const event = await app.db
      .selectFrom('event')
      .select('id')
      .where('slug', '=', 'open-mic-warm-up')
      .executeTakeFirstOrThrow();
    const scheduled = await newClass(app, {
      eventId: event.id,
      startTime: new Date(Date.now() + 3600_000),
      zoomMeetingId: meetingId,
    });
    for (const learner of learners) {
      await app
        .http()
        .post('/events/register')
        .set(auth(learner))
        .send({ idempotencyKey: randomUUID(), scheduled_event_id: scheduled, user_timezone: 'UTC' })
        .expect(201);
    }
    await eventually(
      async () =>
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM event_registration WHERE scheduled_event_id = ${scheduled} AND status = 'REGISTERED'`.execute(
            app.db,
          )
        ).rows[0]?.n ?? 0,
      (n) => n === learners.length,
    );
    return meetingId;
  }

  /** One bot for a new class of these learners, as an admin creates it. */
  async function botFor(...learners: Session[]): Promise<{ recallBotId: string; meetingId: string }> {
    const meetingId = await classMeeting(...learners);
    const created = await app
      .http()
      .post('/create-bot')
      .set(auth(admin))
      .send({ meetingUrl: `https://us02web.zoom.us/j/${meetingId}?pwd=abc`, numberOfBots: 1 });
    expect(created.status).toBe(200);
    return { recallBotId: created.body.botRecords[0].recall_bot_id as string, meetingId };
  }

  const learner = () => app.newLearner();
  const start = (
    session: Session,
    recallBotId: string,
    gameContext: object = ELIGIBLE,
    idempotencyKey = randomUUID(),
  ) =>
    app
      .http()
      .post('/recordings/start-recording')
      .set(auth(session))
      .send({ idempotencyKey, recallBotId, gameContext });
  const stop = (session: Session, recallBotId: string, idempotencyKey = randomUUID()) =>
    app
      .http()
      .post('/recordings/stop-recording')
      .set(auth(session))
      .send({ idempotencyKey, recallBotId, gameContext: ELIGIBLE });
  const cancel = (session: Session, recallBotId: string) =>
    app.http().delete(`/recordings/bots/${recallBotId}/cancel-recording`).set(auth(session));
  const upload = (session: Session, recordingId: string, wav: Buffer) =>
    app.http().put(`/recordings/${recordingId}/audio`).set(auth(session)).set('content-type', 'audio/wav').send(wav);
  const feedbackOf = (session: Session, recordingId: string) =>
    app.http().get(`/recordings/ai-feedback/${recordingId}`).set(auth(session));
  const settledFeedback = (session: Session, recordingId: string) =>
    eventually(
      async () => (await feedbackOf(session, recordingId)).body as { status: string; ai_feedback: string | null },
      (body) => body.status !== 'PENDING',
    );
  /** Four seconds of speech, a one-second pause, two seconds louder. */
  const speech = () =>
    Buffer.from(
      encodeWav(
        synthesiseSpeech([
          { seconds: 4, level: 0.2 },
          { seconds: 1, level: 0 },
          { seconds: 2, level: 0.6 },
        ]),
        16_000,
      ),
    );
  const streamEvents = async (recallBotId: string) =>
    (await new EventStore(app.db).readStream(coachBotStreamId(recallBotId))).map((event) => event.type);

  describe('bots admin', () => {
    it('refuses a malformed meeting URL and a bot count that is not digits or is over the cap', async () => {
      const post = (body: object) => app.http().post('/create-bot').set(auth(admin)).send(body);
      for (const meetingUrl of ['not a url', 'ftp://zoom.us/j/123456789', 'javascript:alert(1)', '']) {
        const response = await post({ meetingUrl, numberOfBots: 1 });
        expect(response.status).toBe(400);
        expect(response.body.issues[0].path).toBe('body.meetingUrl');
      }
      for (const numberOfBots of ['abc', '-5', 10_000, '10000', 1.5]) {
        const response = await post({ meetingUrl: 'https://zoom.us/j/123456789', numberOfBots });
        expect(response.status).toBe(400);
        expect(response.body.issues[0].path).toBe('body.numberOfBots');
      }
    });

    it('creates one bot for a count below 1, and refuses a learner', async () => {
      for (const numberOfBots of [0, -5, '0']) {
        const response = await app
          .http()
          .post('/create-bot')
          .set(auth(admin))
          .send({ meetingUrl: `https://zoom.us/j/${randomUUID()}`, numberOfBots });
        expect(response.status).toBe(200);
        expect(response.body.botRecords).toHaveLength(1);
      }
      const someone = await learner();
      expect(
        (
          await app
            .http()
            .post('/create-bot')
            .set(auth(someone))
            .send({ meetingUrl: 'https://zoom.us/j/123456789', numberOfBots: 1 })
        ).status,
      ).toBe(403);
    });

    it('shares the class’s registered learners among the bots, and lists them with their recordings', async () => {
      const [a, b, c] = [await learner(), await learner(), await learner()];
      const meetingId = await classMeeting(a, b, c);
      const created = await app
        .http()
        .post('/create-bot')
        .set(auth(admin))
        .send({ meetingUrl: `https://zoom.us/j/${meetingId}`, numberOfBots: '2' });
      expect(created.status).toBe(200);
      const records = created.body.botRecords as {
        bot_name: string;
        meeting_id: string;
        user_breakout_room: { user: { email: string } }[];
      }[];
      expect(records.map((r) => r.bot_name)).toEqual(['Impromptu Coach 1', 'Impromptu Coach 2']);
      expect(records.flatMap((r) => r.user_breakout_room.map((m) => m.user.email)).sort()).toEqual(
        [a.email, b.email, c.email].sort(),
      );
      const listed = await app.http().get(`/audio_recordings/${meetingId}`).set(auth(admin));
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(2);
      expect((await app.http().get(`/audio_recordings/${meetingId}`).set(auth(a))).status).toBe(403);
    });
  });

  describe('a learner’s recording', () => {
    it('fetches the learner’s own bot only', async () => {
      const mine = await learner();
      const { recallBotId } = await botFor(mine);
      const fetched = await app.http().get(`/recordings/user/${mine.userId}/fetch-recall-bot`).set(auth(mine));
      expect(fetched.body).toEqual({
        recall_bot_id: recallBotId,
        bot_name: 'Impromptu Coach',
        recording_status: 'STOPPED',
        is_connected: true,
      });
      const other = await learner();
      expect((await app.http().get(`/recordings/user/${mine.userId}/fetch-recall-bot`).set(auth(other))).status).toBe(
        403,
      );
      expect((await app.http().get(`/recordings/user/${other.userId}/fetch-recall-bot`).set(auth(other))).status).toBe(
        404,
      );
      expect((await app.http().get(`/recordings/user/${mine.userId}/fetch-recall-bot`).set(auth(admin))).status).toBe(
        200,
      );
    });

    it('refuses a start outside the recording-eligible list, or with a day its session does not have', async () => {
      const mine = await learner();
      const { recallBotId } = await botFor(mine);
      const notEligible = await start(mine, recallBotId, { ...ELIGIBLE, exercise: 3 });
      expect(notEligible.status).toBe(409);
      expect(notEligible.body.message).toBe('This exercise is not one the AI coach records.');
      const wrongDay = await start(mine, recallBotId, { ...ELIGIBLE, day: 4 });
      expect(wrongDay.status).toBe(400);
      expect(wrongDay.body.issues[0].path).toBe('body.gameContext.day');
      expect(await streamEvents(recallBotId)).toEqual(['BotCreated']);
      // Another learner's bot is not theirs to start.
      expect((await start(await learner(), recallBotId)).status).toBe(404);
    });

    it('records, uploads the microphone, stops, and the feedback measured from it is ready once', async () => {
      const mine = await learner();
      const { recallBotId, meetingId } = await botFor(mine);
      const key = randomUUID();
      const started = await start(mine, recallBotId, ELIGIBLE, key);
      expect(started.status).toBe(200);
      expect(started.body).toEqual({ recordingId: expect.any(String), capture: 'browser' });
      const { recordingId } = started.body as { recordingId: string };
      // A retried start answers the same recording; another start while RECORDING is refused.
      expect((await start(mine, recallBotId, ELIGIBLE, key)).body.recordingId).toBe(recordingId);
      expect((await start(mine, recallBotId)).status).toBe(409);

      const someone = await learner();
      expect((await upload(someone, recordingId, speech())).status).toBe(404);
      expect((await upload(mine, recordingId, Buffer.from('not a wav file at all, clearly not one'))).status).toBe(400);
      expect(
        (
          await app
            .http()
            .put(`/recordings/${recordingId}/audio`)
            .set(auth(mine))
            .set('content-type', 'text/plain')
            .send('x')
        ).status,
      ).toBe(415);
      expect((await upload(mine, recordingId, speech())).status).toBe(204);

      const stopKey = randomUUID();
      const stopped = await stop(mine, recallBotId, stopKey);
      expect(stopped.status).toBe(200);
      expect(stopped.body).toEqual({ recordingData: { id: recordingId } });
      expect((await stop(mine, recallBotId, stopKey)).body).toEqual({ recordingData: { id: recordingId } });
      const again = await stop(mine, recallBotId);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('The AI coach is not recording.');

      const result = await settledFeedback(mine, recordingId);
      expect(result.status).toBe('READY');
      // Composed from the measures by the embedded adapter: its source says so, and the web heads it 'Automatic feedback'.
      expect((await feedbackOf(mine, recordingId)).body.source).toBe('embedded');
      expect(result.ai_feedback).toContain(AUTOMATIC_FEEDBACK_LABEL);
      expect(result.ai_feedback).toMatch(/You spoke for 6\.\d s of 7\.0 s/);
      expect(result.ai_feedback).toContain('1 pause of half a second or more');
      expect((await feedbackOf(someone, recordingId)).status).toBe(404);
      const audio = await app.http().get(`/recordings/${recordingId}/audio`).set(auth(mine));
      expect(audio.status).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');

      const listed = await app.http().get(`/audio_recordings/${meetingId}`).set(auth(admin));
      expect(listed.body[0].audio_recordings).toEqual([
        {
          id: recordingId,
          duration: 7,
          created_at: expect.any(String),
          ai_feedback: result.ai_feedback,
          audio_url: `/recordings/${recordingId}/audio`,
        },
      ]);
      expect(await streamEvents(recallBotId)).toEqual([
        'BotCreated',
        'RecordingStartRequested',
        'RecordingStarted',
        'RecordingStopRequested',
        'RecordingStopped',
        'AiFeedbackReady',
      ]);

      // Every job of this recording run again (a duplicate delivery): nothing more happens.
      const payload: RecordingJobPayload = { recallBotId, recordingId };
      const ctx: JobContext = { jobId: 'again', attempt: 1, logger: pino({ level: 'silent' }) };
      for (const name of [
        'coach.start-recording',
        'coach.stop-recording',
        'coach.cancel-recording',
        'coach.generate-feedback',
      ] as const)
        await coachHandlers[name](payload, ctx);
      expect(await streamEvents(recallBotId)).toHaveLength(6);
    });

    it('cancels once: a second cancel and a stop after it are 409, and its feedback is the error', async () => {
      const mine = await learner();
      const { recallBotId } = await botFor(mine);
      const { recordingId } = (await start(mine, recallBotId)).body as { recordingId: string };
      const cancelled = await cancel(mine, recallBotId);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ recordingId, recording_status: 'CANCELLED' });
      expect((await cancel(mine, recallBotId)).status).toBe(409);
      expect((await stop(mine, recallBotId)).status).toBe(409);
      expect((await feedbackOf(mine, recordingId)).body).toEqual({
        ai_feedback: 'Error getting insights',
        status: 'FAILED',
        source: null,
      });
      const bot = await app.http().get(`/recordings/user/${mine.userId}/fetch-recall-bot`).set(auth(mine));
      expect(bot.body.recording_status).toBe('CANCELLED');
      // CANCELLED is idle: the next exercise records.
      expect((await start(mine, recallBotId)).status).toBe(200);
      expect((await cancel(mine, recallBotId)).status).toBe(200);
    });
  });

  describe('an AI endpoint that fails', () => {
    async function recordedAndStopped(): Promise<{ session: Session; recordingId: string }> {
      const session = await learner();
      const { recallBotId } = await botFor(session);
      const { recordingId } = (await start(session, recallBotId)).body as { recordingId: string };
      await upload(session, recordingId, speech()).expect(204);
      await stop(session, recallBotId).expect(200);
      return { session, recordingId };
    }

    it('gives FAILED when it answers 500 on every try, and when it answers Error getting insights', async () => {
      feedback.current = new OpenAiFeedbackAdapter({ baseUrl: aiUrl, model: 'test-model' });
      try {
        aiAnswer = { status: 500, content: '' };
        const crashed = await recordedAndStopped();
        expect(await settledFeedback(crashed.session, crashed.recordingId)).toEqual({
          ai_feedback: 'Error getting insights',
          status: 'FAILED',
          source: null,
        });

        aiAnswer = { status: 200, content: 'Error getting insights' };
        const erred = await recordedAndStopped();
        expect(await settledFeedback(erred.session, erred.recordingId)).toEqual({
          ai_feedback: 'Error getting insights',
          status: 'FAILED',
          source: null,
        });

        aiAnswer = { status: 200, content: 'Great pause before your point.' };
        const fine = await recordedAndStopped();
        // A model wrote it: 'AI feedback' is true here.
        expect(await settledFeedback(fine.session, fine.recordingId)).toEqual({
          ai_feedback: 'Great pause before your point.',
          status: 'READY',
          source: 'openai',
        });
      } finally {
        feedback.current = new EmbeddedAiFeedbackAdapter();
      }
    });
  });

  describe('the status WebSocket', () => {
    const ticket = async (session: Session) =>
      (await app.http().post('/coach/ws-ticket').set(auth(session)).expect(200)).body.ticket as string;

    it('refuses a socket without a coach ticket', async () => {
      const none = open(`${wsUrl}?ticket=nope`);
      expect(await none.closed).toBe(4401);
      const live = (await app.http().post('/live/tickets').set(auth(admin)).expect(201)).body.ticket as string;
      expect(await open(`${wsUrl}?ticket=${live}`).closed).toBe(4401);
    });

    it('delivers a bot’s status to its learner and an admin, never to another learner’s socket', async () => {
      const [alice, bob] = [await learner(), await learner()];
      const aliceBot = (await botFor(alice)).recallBotId;
      const bobBot = (await botFor(bob)).recallBotId;
      const aliceSocket = open(`${wsUrl}?ticket=${await ticket(alice)}`);
      const bobSocket = open(`${wsUrl}?ticket=${await ticket(bob)}`);
      const adminSocket = open(`${wsUrl}?ticket=${await ticket(admin)}`);
      await Promise.all([aliceSocket.opened, bobSocket.opened, adminSocket.opened]);

      const heartbeat = aliceSocket.next((m) => m.type === 'heartbeat');
      aliceSocket.send({ type: 'heartbeat' });
      await heartbeat;

      const aliceInitial = aliceSocket.next((m) => m.type === 'connection_update' && m.botId === aliceBot);
      aliceSocket.send({ type: 'monitor_status', botIds: [aliceBot] });
      expect(await aliceInitial).toEqual({ type: 'connection_update', botId: aliceBot, isConnected: true });
      // Bob may not watch Alice's bot: he is told so, and is not subscribed.
      const refused = bobSocket.next((m) => m.type === 'error');
      const bobInitial = bobSocket.next((m) => m.type === 'connection_update' && m.botId === bobBot);
      bobSocket.send({ type: 'monitor_status', botIds: [aliceBot, bobBot] });
      expect(await refused).toEqual({ type: 'error', botId: aliceBot, message: 'Bot not found.' });
      await bobInitial;
      const adminInitial = adminSocket.next((m) => m.type === 'connection_update' && m.botId === aliceBot);
      adminSocket.send({ type: 'monitor_status', botIds: [aliceBot, bobBot] });
      await adminInitial;

      const aliceRecording = aliceSocket.next(
        (m) => m.type === 'status_update' && m.botId === aliceBot && m.isRecording === true,
      );
      const adminRecording = adminSocket.next(
        (m) => m.type === 'status_update' && m.botId === aliceBot && m.isRecording === true,
      );
      expect((await start(alice, aliceBot)).status).toBe(200);
      expect(await aliceRecording).toEqual({
        type: 'status_update',
        botId: aliceBot,
        isRecording: true,
        status: 'RECORDING',
      });
      await adminRecording;
      const aliceStopped = aliceSocket.next(
        (m) => m.type === 'status_update' && m.botId === aliceBot && m.isRecording === false,
      );
      expect((await cancel(alice, aliceBot)).status).toBe(200);
      expect((await aliceStopped).status).toBe('CANCELLED');

      // get_status answers the current state, and only for a bot the socket may see.
      const status = bobSocket.next((m) => m.type === 'status_update' && m.botId === bobBot);
      bobSocket.send({ type: 'get_status', botId: bobBot });
      expect((await status).isRecording).toBe(false);
      const denied = bobSocket.next((m) => m.type === 'error' && m.botId === aliceBot);
      bobSocket.send({ type: 'get_status', botId: aliceBot });
      await denied;
      expect(bobSocket.received.filter((m) => m.botId === aliceBot && m.type !== 'error')).toEqual([]);

      for (const s of [aliceSocket, bobSocket, adminSocket]) s.socket.close();
    });

    it('lists every bot on the dashboard for admins only', async () => {
      const mine = await learner();
      const { recallBotId } = await botFor(mine);
      const dashboard = await app.http().get('/bots/dashboard').set(auth(admin));
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.bots.find((b: { recall_bot_id: string }) => b.recall_bot_id === recallBotId)).toMatchObject(
        { status: 'STOPPED', is_connected: true, adapter: 'embedded', last_recording: null },
      );
      expect((await app.http().get('/bots/dashboard').set(auth(mine))).status).toBe(403);
    });
  });

  describe('the demo seed', () => {
    it('gives the demo learner the class bot and the admin one past recording with its feedback, once', async () => {
      expect(await seedDemoCoachBot(app.db, { publicWebUrl: 'http://127.0.0.1:3000' })).toBe(true);
      expect(await seedDemoCoachBot(app.db, { publicWebUrl: 'http://127.0.0.1:3000' })).toBe(false);
      const lena = await app.login('learner@example.com', DEMO_PASSWORD);
      const bot = await eventually(
        async () => app.http().get(`/recordings/user/${lena.userId}/fetch-recall-bot`).set(auth(lena)),
        (response) => response.status === 200,
      );
      expect(bot.body).toEqual({
        recall_bot_id: DEMO_COACH_RECALL_BOT_ID,
        bot_name: 'Impromptu Coach',
        recording_status: 'STOPPED',
        is_connected: true,
      });
      const listed = await eventually(
        async () =>
          (await app.http().get('/audio_recordings/123').set(auth(admin))).body as {
            user_breakout_room: { user: { email: string } }[];
            audio_recordings: { duration: number; ai_feedback: string }[];
          }[],
        (bots) => bots.length === 1 && bots[0]!.audio_recordings.length === 1,
      );
      expect(listed[0]!.user_breakout_room.map((member) => member.user.email)).toEqual(['learner@example.com']);
      expect(listed[0]!.audio_recordings[0]!.duration).toBeCloseTo(48.3, 1);
      expect(listed[0]!.audio_recordings[0]!.ai_feedback).toContain(AUTOMATIC_FEEDBACK_LABEL);
    });
  });
});
