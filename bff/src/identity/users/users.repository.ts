import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import type { ClassesViews } from '@impromptu/classes';
import { readProjection } from '@impromptu/event-store';
import type { PlayViews } from '@impromptu/play';
import { DATABASE } from '../../infrastructure/tokens.js';

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  async updateNames(userId: string, names: { first_name: string; last_name: string }): Promise<boolean> {
    const result = await this.db.updateTable('app_user').set(names).where('id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async updateTimeZone(userId: string, ianaTimeZone: string): Promise<boolean> {
    const result = await this.db
      .updateTable('app_user')
      .set({ iana_time_zone: ianaTimeZone })
      .where('id', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * What a profile shows besides the access read, in one statement (ADR 0043): the registrations, the projected
   * streak and the preferred game. While a projection is not built the reads one by one answer (empties).
   */
  async getProfileRows(userId: string): Promise<{
    scheduledEvents: { id: string; status: string; type: string }[];
    progress: { streak: { streak: number; lastActiveDay: string } | null; preferredGame: string | null };
  }> {
    try {
      const { rows } = await sql<{
        scheduled_events: { id: string; status: string; type: string }[];
        streak: { current_daily_streak: number; last_active_day: string } | null;
        preferred_game: string | null;
      }>`SELECT
          (SELECT coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'status', e.status, 'type', e.type)
             ORDER BY e.created_at, e.id), '[]'::jsonb) FROM user_scheduled_event e WHERE e.user_id = ${userId}) AS scheduled_events,
          (SELECT jsonb_build_object('current_daily_streak', s.current_daily_streak, 'last_active_day', s.last_active_day)
             FROM user_streak s WHERE s.user_id = ${userId}) AS streak,
          (SELECT p.short_code FROM user_preferred_game p WHERE p.user_id = ${userId}) AS preferred_game`.execute(
        this.db,
      );
      const row = rows[0];
      return {
        scheduledEvents: row?.scheduled_events ?? [],
        progress: {
          streak: row?.streak
            ? { streak: row.streak.current_daily_streak, lastActiveDay: row.streak.last_active_day }
            : null,
          preferredGame: row?.preferred_game ?? null,
        },
      };
    } catch (error) {
      if ((error as { code?: string }).code !== '42P01') throw error;
      const [scheduledEvents, progress] = await Promise.all([
        this.getScheduledEvents(userId),
        this.getProgress(userId),
      ]);
      return { scheduledEvents, progress };
    }
  }

  /** The user's registrations, from the classes context's projection (empty while it is being built). */
  getScheduledEvents(userId: string) {
    return readProjection(
      () =>
        this.db
          .withTables<ClassesViews>()
          .selectFrom('user_scheduled_event')
          .select(['id', 'status', 'type'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      [],
    );
  }

  /** The streak and preferred game projected from game rounds; nulls while the projections are not built. */
  async getProgress(
    userId: string,
  ): Promise<{ streak: { streak: number; lastActiveDay: string } | null; preferredGame: string | null }> {
    const views = this.db.withTables<PlayViews>();
    const [streak, preferred] = await Promise.all([
      readProjection(
        () =>
          views
            .selectFrom('user_streak')
            .select(['current_daily_streak', 'last_active_day'])
            .where('user_id', '=', userId)
            .executeTakeFirst(),
        undefined,
      ),
      readProjection(
        () =>
          views.selectFrom('user_preferred_game').select('short_code').where('user_id', '=', userId).executeTakeFirst(),
        undefined,
      ),
    ]);
    return {
      streak: streak ? { streak: streak.current_daily_streak, lastActiveDay: streak.last_active_day } : null,
      preferredGame: preferred?.short_code ?? null,
    };
  }
}
