import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { DATABASE } from '../../infrastructure/tokens.js';

export interface WatchedVideoRow {
  spans: Array<[number, number]>;
  position_seconds: number;
  duration_seconds: number;
}

const columns = ['spans', 'position_seconds', 'duration_seconds'] as const;

@Injectable()
export class WatchedVideosRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  find(userId: string, video: string): Promise<WatchedVideoRow | undefined> {
    return this.db
      .selectFrom('watched_video')
      .select(columns)
      .where('user_id', '=', userId)
      .where('video', '=', video)
      .executeTakeFirst();
  }

  /**
   * Writes what `next` makes of the row held, under the row's lock: two saves at once (two tabs, a beacon beside a
   * periodic save) queue rather than one overwriting the other's spans.
   */
  update(
    userId: string,
    video: string,
    next: (current: WatchedVideoRow | undefined) => WatchedVideoRow,
  ): Promise<WatchedVideoRow> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('watched_video')
        .select(columns)
        .where('user_id', '=', userId)
        .where('video', '=', video)
        .forUpdate()
        .executeTakeFirst();
      const row = next(current);
      const values = { ...row, spans: JSON.stringify(row.spans), updated_at: new Date() };
      return trx
        .insertInto('watched_video')
        .values({ user_id: userId, video, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'video']).doUpdateSet(values))
        .returning(columns)
        .executeTakeFirstOrThrow();
    });
  }
}
