import { expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
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
import { inProcessOnly } from '../support/target.js';
import { killedWorkerWorld } from '../support/worker-process.js';

const inProcess = inProcessOnly('starts and kills worker processes of its own');

inProcess.describe('a worker killed in the middle of an AI feedback job', () => {
  const world = killedWorkerWorld({ queue: 'coach', label: 'coach-kill', env: { EMBEDDED_BOT_DELAY_MS: '0' } });

  it('runs the job again on another worker and the recording gets exactly one feedback', async () => {
    const learner = await world.database.db
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
    const store = new EventStore(world.database.db);
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
    await world.database.db
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

    const [outboxId] = await writeOutbox(world.database.db, [
      coachOutboxJob('coach.generate-feedback', { recallBotId, recordingId }),
    ]);
    const jobId = `outbox-${outboxId}`;

    // The stream's append lock held by an open transaction: the job measures and writes its feedback, then its append waits here.
    let activity = '';
    const { second } = await world.killMidJob({
      jobId,
      hold: (blocker) => blocker.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]),
      caught: {
        what: 'the feedback job to be active with its append waiting on the lock',
        probe: async () => {
          const jobState = await world.queue.getJobState(jobId);
          // Read outside the blocker's transaction: pg_stat_activity is a snapshot taken once per transaction.
          const { rows } = await sql<{ application_name: string; wait_event_type: string | null; query: string }>`
            SELECT application_name, wait_event_type, left(query, 80) AS query FROM pg_stat_activity WHERE datname = current_database()`.execute(
            world.database.db,
          );
          activity = `job ${jobState}; ${JSON.stringify(rows)}`;
          return (
            jobState === 'active' &&
            rows.some(
              (row) =>
                row.application_name === 'impromptu-worker' &&
                row.wait_event_type === 'Lock' &&
                /es_append/i.test(row.query),
            )
          );
        },
      },
      explain: (worker) => () =>
        `${activity}\n${worker
          .output()
          .split('\n')
          .filter((line) => !line.includes('projection'))
          .join('\n')}`,
    });

    const feedbackEvents = (await store.readStream(streamId)).filter((event) => event.type.startsWith('AiFeedback'));
    expect(feedbackEvents.map((event) => event.type)).toEqual(['AiFeedbackReady']);
    expect((feedbackEvents[0]?.data as { feedback: string }).feedback).toContain('Automatic feedback');

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
