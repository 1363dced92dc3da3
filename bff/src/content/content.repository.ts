import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB, GameContentType } from '@impromptu/db';
import { isProjectionNotBuilt, type ProgressViews } from '@impromptu/progress';
import { DATABASE } from '../infrastructure/tokens.js';

export interface CollectionRow {
  id: string;
  name: string;
  is_default: boolean;
}

@Injectable()
export class ContentRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  async gameExists(shortCode: string): Promise<boolean> {
    const row = await this.db.selectFrom('game').select('id').where('short_code', '=', shortCode).executeTakeFirst();
    return row !== undefined;
  }

  listCollections(): Promise<CollectionRow[]> {
    return this.db
      .selectFrom('content_collection')
      .select(['id', 'name', 'is_default'])
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
  }

  /** Each entry once, however many of the word sets hold it; oldest first so the order is stable. */
  contentIn(collectionIds: string[]): Promise<{ type: GameContentType; text: string }[]> {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('game_content as gc')
      .select(['gc.type', 'gc.text'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('game_content_collection as link')
            .select('link.content_id')
            .whereRef('link.content_id', '=', 'gc.id')
            .where('link.collection_id', 'in', collectionIds),
        ),
      )
      .orderBy('gc.created_at')
      .orderBy('gc.text')
      .execute();
  }

  /** The user's play count for the game; null before the first session or while the stats view is being built. */
  async playCount(userId: string, shortCode: string): Promise<number | null> {
    try {
      const row = await this.db
        .withTables<ProgressViews>()
        .selectFrom('game_user_stats')
        .select('play_count')
        .where('user_id', '=', userId)
        .where('short_code', '=', shortCode)
        .executeTakeFirst();
      return row?.play_count ?? null;
    } catch (error) {
      if (isProjectionNotBuilt(error)) return null;
      throw error;
    }
  }
}
