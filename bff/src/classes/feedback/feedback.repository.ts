import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import type { ClassesViews } from '@impromptu/classes';
import { readProjection } from '@impromptu/event-store';
import { DATABASE } from '../../infrastructure/tokens.js';
import type { FeedbackSessionRow } from './feedback.dto.js';

const columns = [
  'feedback_session.id',
  'feedback_session.form_url as formUrl',
  'feedback_session.scheduled_event_id as scheduledEventId',
] as const;

@Injectable()
export class FeedbackRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  getSession(id: string): Promise<FeedbackSessionRow | undefined> {
    return this.db
      .selectFrom('feedback_session')
      .select(columns)
      .where('feedback_session.id', '=', id)
      .executeTakeFirst();
  }

  async isRegistered(userId: string, scheduledEventId: string): Promise<boolean> {
    const row = await readProjection(
      () =>
        this.views
          .selectFrom('user_scheduled_event')
          .select('id')
          .where('user_id', '=', userId)
          .where('scheduled_event_id', '=', scheduledEventId)
          .where('status', '=', 'REGISTERED')
          .executeTakeFirst(),
      undefined,
    );
    return row !== undefined;
  }

  /** The open feedback session (window contains now) of a class the user is registered for, latest opened first. */
  getCurrentSession(userId: string, now: Date): Promise<FeedbackSessionRow | undefined> {
    return readProjection(
      () =>
        this.views
          .selectFrom('feedback_session')
          .innerJoin(
            'user_scheduled_event',
            'user_scheduled_event.scheduled_event_id',
            'feedback_session.scheduled_event_id',
          )
          .select(columns)
          .where('user_scheduled_event.user_id', '=', userId)
          .where('user_scheduled_event.status', '=', 'REGISTERED')
          .where('feedback_session.starts_at', '<=', now)
          .where('feedback_session.ends_at', '>', now)
          .orderBy('feedback_session.starts_at', 'desc')
          .orderBy('feedback_session.id')
          .limit(1)
          .executeTakeFirst(),
      undefined,
    );
  }

  /** Registrations are the classes context's projection. */
  private get views() {
    return this.db.withTables<ClassesViews>();
  }
}
