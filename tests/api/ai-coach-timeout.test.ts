import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { coachBotEvents, coachBotStreamId, COACH_BOT_STREAM_TYPE } from '@impromptu/coach';
import { EventStore } from '@impromptu/event-store';
import { createTestApp, type Session, type TestApp } from '../support/app.js';
import { inProcessOnly } from '../support/target.js';

const inProcess = inProcessOnly('runs a BFF with a short wait and no worker, so no bot ever answers');

let app: TestApp;
let learner: Session;
let recallBotId: string;

beforeAll(async () => {
  app = await createTestApp({ env: { AI_COACH_WAIT_MS: '400' } });
  learner = await app.newLearner();
  recallBotId = randomUUID();
  await new EventStore(app.db).append(
    coachBotStreamId(recallBotId),
    [
      coachBotEvents.toAppend({
        type: 'BotCreated',
        data: {
          botId: randomUUID(),
          recallBotId,
          botName: 'Impromptu Coach',
          meetingUrl: 'https://zoom.us/j/81234567890',
          meetingId: '81234567890',
          adapter: 'embedded',
          capture: 'browser',
          isConnected: true,
          breakoutRoom: [{ id: randomUUID(), userId: learner.userId }],
          createdBy: null,
          createdAt: new Date().toISOString(),
        },
      }),
    ],
    { expectedVersion: 'no_stream', streamType: COACH_BOT_STREAM_TYPE },
  );
});

afterAll(async () => {
  await app?.close();
});

inProcess.it(
  'answers 504 when the bot does not start in time, and asks for the start to be cancelled so it never records unseen',
  async () => {
    const gameContext = {
      course: 'FUNDAMENTALS_L1',
      day: 1,
      exercise: 2,
      practiceSessionSlug: 'guided-fundamentals-class-1',
    };
    const started = await app
      .http()
      .post('/recordings/start-recording')
      .set(app.auth(learner.token))
      .send({ idempotencyKey: randomUUID(), recallBotId, gameContext });
    expect(started.status).toBe(504);
    expect(started.body.message).toMatch(/^The AI coach did not answer in time\./);
    const events = await new EventStore(app.db).readStream(coachBotStreamId(recallBotId));
    expect(events.map((event) => event.type)).toEqual([
      'BotCreated',
      'RecordingStartRequested',
      'RecordingCancelRequested',
    ]);
    const jobs = await app.db.selectFrom('es_outbox').select('job_name').orderBy('id').execute();
    expect(jobs.map((job) => job.job_name)).toEqual(['coach.start-recording', 'coach.cancel-recording']);
    // Until the bot answers, nothing else is asked of it.
    const again = await app
      .http()
      .post('/recordings/start-recording')
      .set(app.auth(learner.token))
      .send({ idempotencyKey: randomUUID(), recallBotId, gameContext });
    expect(again.status).toBe(409);
    expect(
      (await app.http().delete(`/recordings/bots/${recallBotId}/cancel-recording`).set(app.auth(learner.token))).status,
    ).toBe(409);
  },
);
