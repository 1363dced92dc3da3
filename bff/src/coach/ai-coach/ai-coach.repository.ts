import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ClassesViews } from '@impromptu/classes';
import {
  coachAudioRecordingsProjection,
  coachBotDecider,
  coachBotsProjection,
  coachBotStreamId,
  type CoachBotCommand,
  type CoachBotEvent,
  type CoachBotState,
  type CoachViews,
} from '@impromptu/coach';
import {
  positionOf,
  readAggregate,
  readProjection,
  type CommandResult,
  type OutboxJob,
  type Position,
} from '@impromptu/event-store';
import type { IdempotentRequest } from '../../common/idempotency.js';
import { ContextRepository } from '../../infrastructure/context-repository.js';

export interface FoldedBot {
  state: CoachBotState;
  /** Where the stream's last event sits, for read-your-writes waits on the projections. */
  position: Position | null;
}

/** The AI coach's bots: their streams, the coach_bot and coach_audio_recording views, and the uploaded audio. */
@Injectable()
export class AiCoachRepository extends ContextRepository<CoachViews & ClassesViews> {
  handle(
    recallBotId: string,
    command: CoachBotCommand,
    options: { idempotency?: IdempotentRequest | undefined; outbox?: (state: CoachBotState) => OutboxJob[] } = {},
  ): Promise<CommandResult<CoachBotEvent, CoachBotState>> {
    const { outbox } = options;
    return this.commands.run({
      streamId: coachBotStreamId(recallBotId),
      decider: coachBotDecider,
      command,
      idempotency: options.idempotency,
      ...(outbox ? { outbox: (_events: CoachBotEvent[], state: CoachBotState) => outbox(state) } : {}),
    });
  }

  async bot(recallBotId: string): Promise<FoldedBot> {
    const events = await this.commands.store.readStream(coachBotStreamId(recallBotId));
    let state = coachBotDecider.initialState();
    for (const event of events) state = coachBotDecider.evolve(state, coachBotDecider.events.fromStored(event));
    const last = events.at(-1);
    return { state, position: last ? positionOf(last) : null };
  }

  state(recallBotId: string): Promise<CoachBotState> {
    return readAggregate(this.commands.store, coachBotStreamId(recallBotId), coachBotDecider).then(
      (folded) => folded.state,
    );
  }

  /** Waits (bounded) until both views show the stream up to `position`. */
  async waitForViews(position: Position, waitMs: number): Promise<void> {
    await this.commands.waitFor(position, [coachBotsProjection, coachAudioRecordingsProjection], waitMs);
  }

  /** The user's bot: the newest one whose breakout room holds them. */
  botOfUser(userId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('coach_bot')
          .selectAll()
          .where(sql<boolean>`breakout_room @> ${JSON.stringify([{ userId }])}::jsonb`)
          .orderBy('created_at', 'desc')
          .orderBy('recall_bot_id')
          .limit(1)
          .executeTakeFirst(),
      undefined,
    );
  }

  botsOfMeeting(meetingId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('coach_bot')
          .selectAll()
          .where((eb) => eb.or([eb('meeting_id', '=', meetingId), eb('meeting_url', '=', meetingId)]))
          .orderBy('created_at')
          .orderBy('bot_name')
          .execute(),
      [],
    );
  }

  allBots() {
    return readProjection(
      () =>
        this.views
          .selectFrom('coach_bot')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('bot_name')
          .limit(500)
          .execute(),
      [],
    );
  }

  recording(recordingId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('coach_audio_recording')
          .selectAll()
          .where('recording_id', '=', recordingId)
          .executeTakeFirst(),
      undefined,
    );
  }

  recordingsOfBots(recallBotIds: string[]) {
    if (recallBotIds.length === 0) return Promise.resolve([]);
    return readProjection(
      () =>
        this.views
          .selectFrom('coach_audio_recording as r')
          .leftJoin('coach_recording_audio as a', 'a.recording_id', 'r.recording_id')
          .select([
            'r.recording_id',
            'r.recall_bot_id',
            'r.user_id',
            'r.status',
            'r.requested_at',
            'r.ended_at',
            'r.duration_seconds',
            'r.feedback_status',
            'r.ai_feedback',
            sql<boolean>`a.recording_id IS NOT NULL`.as('has_audio'),
          ])
          .where('r.recall_bot_id', 'in', recallBotIds)
          .orderBy('r.requested_at', 'desc')
          .execute(),
      [],
    );
  }

  /** Users registered to the class held in this meeting (the scheduled event whose meeting id, or id, it is): the soonest upcoming, else the latest. */
  async registeredUsersOfMeeting(meetingId: string, now: Date): Promise<string[]> {
    const events = await this.db
      .selectFrom('scheduled_event')
      .select(['id', 'start_time'])
      .where((eb) => eb.or([eb('zoom_meeting_id', '=', meetingId), eb(sql`id::text`, '=', meetingId)]))
      .execute();
    if (events.length === 0) return [];
    const upcoming = events
      .filter((e) => e.start_time.getTime() >= now.getTime() - 6 * 3600_000)
      .sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
    const chosen = upcoming[0] ?? events.sort((a, b) => b.start_time.getTime() - a.start_time.getTime())[0];
    if (!chosen) return [];
    const rows = await readProjection(
      () =>
        this.views
          .selectFrom('event_registration')
          .select(['user_id'])
          .where('scheduled_event_id', '=', chosen.id)
          .where('status', '=', 'REGISTERED')
          .where('type', '=', 'ATTENDEE')
          .orderBy('created_at')
          .orderBy('user_id')
          .execute(),
      [],
    );
    return rows.map((row) => row.user_id);
  }

  async saveAudio(row: {
    recordingId: string;
    recallBotId: string;
    userId: string;
    content: Buffer;
    durationSeconds: number;
  }): Promise<void> {
    await this.db
      .insertInto('coach_recording_audio')
      .values({
        recording_id: row.recordingId,
        recall_bot_id: row.recallBotId,
        user_id: row.userId,
        content: row.content,
        byte_size: row.content.length,
        duration_seconds: row.durationSeconds,
      })
      .onConflict((oc) =>
        oc.column('recording_id').doUpdateSet({
          content: row.content,
          byte_size: row.content.length,
          duration_seconds: row.durationSeconds,
          uploaded_at: new Date(),
        }),
      )
      .execute();
  }

  audio(recordingId: string) {
    return this.db
      .selectFrom('coach_recording_audio')
      .select(['content', 'content_type', 'user_id', 'recall_bot_id'])
      .where('recording_id', '=', recordingId)
      .executeTakeFirst();
  }
}
