import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { isProjectionNotBuilt, type ProgressViews } from '@impromptu/progress';
import { DATABASE } from '../infrastructure/tokens.js';

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

  async updatePlan(userId: string, plan: string): Promise<boolean> {
    const result = await this.db.updateTable('app_user').set({ plan }).where('id', '=', userId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  getScheduledEvents(userId: string) {
    return this.db
      .selectFrom('user_scheduled_event')
      .select(['id', 'status', 'type'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The streak and preferred game projected from game rounds; nulls while the projections are not built. */
  async getProgress(userId: string): Promise<{ streak: { streak: number; lastActiveDay: string } | null; preferredGame: string | null }> {
    const views = this.db.withTables<ProgressViews>();
    try {
      const [streak, preferred] = await Promise.all([
        views.selectFrom('user_streak').select(['current_daily_streak', 'last_active_day']).where('user_id', '=', userId).executeTakeFirst(),
        views.selectFrom('user_preferred_game').select('short_code').where('user_id', '=', userId).executeTakeFirst(),
      ]);
      return {
        streak: streak ? { streak: streak.current_daily_streak, lastActiveDay: streak.last_active_day } : null,
        preferredGame: preferred?.short_code ?? null,
      };
    } catch (error) {
      if (isProjectionNotBuilt(error)) return { streak: null, preferredGame: null };
      throw error;
    }
  }
}
