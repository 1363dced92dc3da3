import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
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
}
