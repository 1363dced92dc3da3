import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import {
  coachBotDecider,
  coachBotEvents,
  coachBotStreamId,
  coachOutboxJob,
  type CoachBotCommand,
  type CoachBotEvent,
} from '@impromptu/coach';
import { EventStore, writeOutbox } from '@impromptu/event-store';
import { encodeWav, synthesiseSpeech } from '@impromptu/integrations';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { redisUrl, uniquePrefix } from '../support/redis.js';
import { inProcessOnly } from '../support/target.js';
import { waitFor } from '../support/poll.js';
import { workerProcesses } from '../support/worker-process.js';

const inProcess = inProcessOnly('starts and kills worker processes of its own');

inProcess.describe('a worker killed in the middle of an AI feedback job', () => {
  let database: TestDatabase;
  let blocker: pg.Client | undefined;
  let queue: Queue | undefined;
  const prefix = uniquePrefix('coach-kill');

  const workers = workerProcesses({ databaseUrl: () => database.url, prefix, env: { EMBEDDED_BOT_DELAY_MS: '0' } });

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new Queue('coach', { connection: { url: redisUrl }, prefix });
  });

  afterAll(async () => {
    await workers.stopAll();
    await blocker?.query('ROLLBACK').catch(() => undefined);
    await blocker?.end().catch(() => undefined);
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close().catch(() => undefined);
    await database?.drop();
  });

  it('runs the job again on another worker and the recording gets exactly one feedback', async () => {
    const learner = await database.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'learner@example.com')
      .executeTakeFirstOrThrow();
    const recallBotId = randomUUID();
    const recordingId = randomUUID();
    const now = new Date();
    const commands: CoachBotCommand[] = [
      {
        type: 'CreateBot',
        data: {
          botId: randomUUID(),
          recallBotId,
          botName: 'Impromptu Coach',
          meetingUrl: 'https://zoom.us/j/81234567890',
          meetingId: '81234567890',
          adapter: 'embedded',
          capture: 'browser',
          isConnected: true,
          breakoutRoom: [{ id: randomUUID(), userId: learner.id }],
          createdBy: null,
          now,
        },
      },
      {
        type: 'RequestStart',
        data: {
          recordingId,
          userId: learner.id,
          gameContext: {
            course: 'FUNDAMENTALS_L1',
            day: 1,
            exercise: 1,
            practiceSessionSlug: 'guided-fundamentals-class-1',
          },
          now,
        },
      },
      { type: 'ConfirmStart', data: { recordingId, now } },
      { type: 'RequestStop', data: { userId: learner.id, now } },
      { type: 'ConfirmStop', data: { recordingId, durationSeconds: 5, now } },
    ];
    let state = coachBotDecider.initialState();
    const events: CoachBotEvent[] = [];
    for (const command of commands) {
      const decided = coachBotDecider.decide(command, state);
      events.push(...decided);
      state = decided.reduce(coachBotDecider.evolve, state);
    }
    const store = new EventStore(database.db);
    const streamId = coachBotStreamId(recallBotId);
    await store.append(
      streamId,
      events.map((event) => coachBotEvents.toAppend(event)),
      { expectedVersion: 'no_stream', streamType: 'coach-bot' },
    );
    const wav = Buffer.from(
      encodeWav(
        synthesiseSpeech([
          { seconds: 3, level: 0.3 },
          { seconds: 1, level: 0 },
          { seconds: 1, level: 0.3 },
        ]),
        16_000,
      ),
    );
    await database.db
      .insertInto('coach_recording_audio')
      .values({
        recording_id: recordingId,
        recall_bot_id: recallBotId,
        user_id: learner.id,
        content: wav,
        byte_size: wav.length,
        duration_seconds: 5,
      })
      .execute();

    // The stream's append lock held by an open transaction: the job measures and writes its feedback, then its append waits here.
    blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
    const [outboxId] = await writeOutbox(database.db, [
      coachOutboxJob('coach.generate-feedback', { recallBotId, recordingId }),
    ]);
    const jobId = `outbox-${outboxId}`;

    const first = workers.spawn();
    let activity = '';
    await waitFor(
      'the feedback job to be active with its append waiting on the lock',
      async () => {
        const jobState = await queue!.getJobState(jobId);
        // Read outside the blocker's transaction: pg_stat_activity is a snapshot taken once per transaction.
        const { rows } = await sql<{ application_name: string; wait_event_type: string | null; query: string }>`
          SELECT application_name, wait_event_type, left(query, 80) AS query FROM pg_stat_activity WHERE datname = current_database()`.execute(
          database.db,
        );
        activity = `job ${jobState}; ${JSON.stringify(rows)}`;
        if (jobState !== 'active') return undefined;
        return rows.some(
          (row) =>
            row.application_name === 'impromptu-worker' &&
            row.wait_event_type === 'Lock' &&
            /es_append/i.test(row.query),
        )
          ? true
          : undefined;
      },
      () =>
        `${activity}\n${first
          .output()
          .split('\n')
          .filter((line) => !line.includes('projection'))
          .join('\n')}`,
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await blocker.query('ROLLBACK');
    await blocker.end();
    blocker = undefined;

    const second = workers.spawn();
    await waitFor(
      'the stalled job to complete on the second worker',
      async () => ((await queue!.getJobState(jobId)) === 'completed' ? true : undefined),
      second.output,
      60_000,
    );
    const job = await queue!.getJob(jobId);
    expect(job?.stalledCounter).toBe(1);

    const feedbackEvents = (await store.readStream(streamId)).filter((event) => event.type.startsWith('AiFeedback'));
    expect(feedbackEvents.map((event) => event.type)).toEqual(['AiFeedbackReady']);
    expect((feedbackEvents[0]?.data as { feedback: string }).feedback).toContain('Automatic feedback');

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
