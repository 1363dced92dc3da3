import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB, EventType } from '@impromptu/db';
import type { ClassesViews } from '@impromptu/classes';
import { readProjection } from '@impromptu/event-store';
import { DATABASE } from '../../infrastructure/tokens.js';
import type { RegisteredMeetingRow } from './meetings.dto.js';

export interface CurrentClassWindow {
  now: Date;
  /** A class starting later than this after now is not current yet. */
  startsWithinMs: number;
  /** A class that finished longer ago than this is not current any more. */
  finishedWithinMs: number;
}

/** When a scheduled event finishes: its end_time, else start_time plus its duration. */
const finishTime = sql<Date>`coalesce(scheduled_event.end_time, scheduled_event.start_time + scheduled_event.duration_seconds * interval '1 second')`;

@Injectable()
export class MeetingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  /** The user's REGISTERED registration for the scheduled event with this Zoom meeting id. */
  getRegisteredMeeting(userId: string, zoomMeetingId: string): Promise<RegisteredMeetingRow | undefined> {
    return readProjection(
      () =>
        this.registeredMeetings(userId).where('scheduled_event.zoom_meeting_id', '=', zoomMeetingId).executeTakeFirst(),
      undefined,
    );
  }

  /**
   * The user's current class among the given event types: classes not finished yet come first,
   * soonest start first; then the most recently finished.
   */
  getCurrentClass(
    userId: string,
    eventTypes: EventType[],
    window: CurrentClassWindow,
  ): Promise<RegisteredMeetingRow | undefined> {
    const latestStart = new Date(window.now.getTime() + window.startsWithinMs);
    const earliestFinish = new Date(window.now.getTime() - window.finishedWithinMs);
    return readProjection(
      () =>
        this.registeredMeetings(userId)
          .innerJoin('event', 'event.id', 'scheduled_event.event_id')
          .where('event.type', 'in', eventTypes)
          .where('scheduled_event.start_time', '<=', latestStart)
          .where(finishTime, '>=', earliestFinish)
          .orderBy(sql`${finishTime} < ${window.now}`)
          .orderBy(sql`CASE WHEN ${finishTime} >= ${window.now} THEN scheduled_event.start_time END`)
          .orderBy(finishTime, 'desc')
          .limit(1)
          .executeTakeFirst(),
      undefined,
    );
  }

  private registeredMeetings(userId: string) {
    // Registrations are the classes context's projection (stream scheduled-event-{id}).
    return this.db
      .withTables<ClassesViews>()
      .selectFrom('user_scheduled_event')
      .innerJoin('scheduled_event', 'scheduled_event.id', 'user_scheduled_event.scheduled_event_id')
      .innerJoin('app_user', 'app_user.id', 'user_scheduled_event.user_id')
      .where('user_scheduled_event.user_id', '=', userId)
      .where('user_scheduled_event.status', '=', 'REGISTERED')
      .where('scheduled_event.zoom_meeting_id', 'is not', null)
      .select((eb) => [
        'scheduled_event.id as scheduledEventId',
        // Never null here (filtered above); coalesce only narrows the type.
        eb.fn.coalesce('scheduled_event.zoom_meeting_id', sql.lit('')).as('zoomMeetingId'),
        'scheduled_event.zoom_host_id as zoomHostId',
        'scheduled_event.start_time as startTime',
        'scheduled_event.duration_seconds as durationSeconds',
        'user_scheduled_event.type as registrationType',
        'user_scheduled_event.status as registrationStatus',
        'user_scheduled_event.metadata as registrationMetadata',
        'app_user.id as userId',
        'app_user.email',
        'app_user.first_name as firstName',
        'app_user.last_name as lastName',
      ]);
  }
}
