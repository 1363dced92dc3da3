import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
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
