import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EventStore } from '@impromptu/event-store';
import {
  EmbeddedAiFeedbackAdapter,
  decodeWav,
  encodeWav,
  measureSpeech,
  synthesiseSpeech,
} from '@impromptu/integrations';
import { coachBotDecider, type CoachBotCommand } from '../coach-bot/coach-bot.decider.js';
import {
  COACH_BOT_STREAM_TYPE,
  coachBotEvents,
  coachBotStreamId,
  type CoachBotEvent,
  type RecordedGameContext,
} from '../coach-bot/coach-bot.events.js';
import { exerciseOf } from '../jobs/ai-coach.jobs.js';

/** The demo class's meeting (the seeded cohort class 'cohort-next', Zoom meeting id 123). */
export const DEMO_COACH_MEETING_ID = '123';
export const DEMO_COACH_BOT_NAME = 'Impromptu Coach';

function seedUuid(name: string): string {
  const hex = createHash('sha256').update(`impromptu-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const DEMO_COACH_RECALL_BOT_ID = seedUuid('coach-bot:demo');
const DEMO_RECORDING_ID = seedUuid('coach-recording:demo:1');

export interface DemoCoachBotOptions {
  /** Where the web app is served: the embedded meeting page of the demo class is the bot's meeting URL. */
  publicWebUrl: string;
  now?: Date;
}

/**
 * The demo's AI coach (issue 15): an embedded bot 'Impromptu Coach' in the demo class's meeting with the demo learner
 * in its breakout room, and one past recording of hers — a WAV made here, measured, with the embedded adapter's
 * feedback on it — so the admin's Audio Recordings tab has something to show. Once: a second run changes nothing.
 */
export async function seedDemoCoachBot(db: Kysely<any>, options: DemoCoachBotOptions): Promise<boolean> {
  const store = new EventStore(db);
  const streamId = coachBotStreamId(DEMO_COACH_RECALL_BOT_ID);
  if ((await store.readStream(streamId, { limit: 1 })).length > 0) return false;
  const { rows } = await sql<{ id: string }>`SELECT id FROM app_user WHERE email = 'learner@example.com'`.execute(db);
  const learner = rows[0];
  if (!learner) return false;

  const now = options.now ?? new Date();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const gameContext: RecordedGameContext = {
    course: 'FUNDAMENTALS_L1',
    day: 1,
    exercise: 1,
    practiceSessionSlug: 'guided-fundamentals-class-1',
  };
  // About fifty seconds of a talk: phrases at varying loudness with breaths and one longer pause.
  const wav = encodeWav(
    synthesiseSpeech([
      { seconds: 6, level: 0.25 },
      { seconds: 0.8, level: 0 },
      { seconds: 9, level: 0.4 },
      { seconds: 0.6, level: 0 },
      { seconds: 12, level: 0.2 },
      { seconds: 2.2, level: 0 },
      { seconds: 10, level: 0.55 },
      { seconds: 0.7, level: 0 },
      { seconds: 7, level: 0.3 },
    ]),
    16_000,
  );
  const decoded = decodeWav(wav);
  const feedback = await new EmbeddedAiFeedbackAdapter().generate({
    exercise: exerciseOf(gameContext),
    transcript: null,
    measures: measureSpeech(decoded),
  });
  const baseUrl = options.publicWebUrl.replace(/\/+$/, '');
  const commands: CoachBotCommand[] = [
    {
      type: 'CreateBot',
      data: {
        botId: seedUuid('coach-bot-record:demo'),
        recallBotId: DEMO_COACH_RECALL_BOT_ID,
        botName: DEMO_COACH_BOT_NAME,
        meetingUrl: `${baseUrl}/meetings/${DEMO_COACH_MEETING_ID}/join`,
        meetingId: DEMO_COACH_MEETING_ID,
        adapter: 'embedded',
        capture: 'browser',
        isConnected: true,
        breakoutRoom: [{ id: seedUuid('coach-breakout:demo:learner'), userId: learner.id }],
        createdBy: null,
        now: at(60 * 24),
      },
    },
    {
      type: 'RequestStart',
      data: { recordingId: DEMO_RECORDING_ID, userId: learner.id, gameContext, now: at(60 * 24 - 10) },
    },
    { type: 'ConfirmStart', data: { recordingId: DEMO_RECORDING_ID, now: at(60 * 24 - 10) } },
    { type: 'RequestStop', data: { userId: learner.id, now: at(60 * 24 - 11) } },
    {
      type: 'ConfirmStop',
      data: {
        recordingId: DEMO_RECORDING_ID,
        durationSeconds: Math.round(decoded.durationSeconds * 10) / 10,
        now: at(60 * 24 - 11),
      },
    },
    {
      type: 'RecordFeedback',
      data: { recordingId: DEMO_RECORDING_ID, feedback, source: 'embedded', now: at(60 * 24 - 11) },
    },
  ];
  let state = coachBotDecider.initialState();
  const events: CoachBotEvent[] = [];
  for (const command of commands) {
    const decided = coachBotDecider.decide(command, state);
    events.push(...decided);
    state = decided.reduce(coachBotDecider.evolve, state);
  }
  await db.transaction().execute(async (trx) => {
    await store.append(
      streamId,
      events.map((event) => coachBotEvents.toAppend(event)),
      { expectedVersion: 'no_stream', streamType: COACH_BOT_STREAM_TYPE },
      trx,
    );
    await trx
      .insertInto('coach_recording_audio')
      .values({
        recording_id: DEMO_RECORDING_ID,
        recall_bot_id: DEMO_COACH_RECALL_BOT_ID,
        user_id: learner.id,
        content: wav,
        byte_size: wav.length,
        duration_seconds: decoded.durationSeconds,
      })
      .onConflict((oc) => oc.column('recording_id').doNothing())
      .execute();
  });
  return true;
}
