import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB, GameContentType, NounForm } from '@impromptu/db';
import { readProjection } from '@impromptu/event-store';
import type { PlayViews } from '@impromptu/play';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { DATABASE } from '../../infrastructure/tokens.js';

export interface CollectionRow {
  id: string;
  name: string;
  is_default: boolean;
}

@Injectable()
export class ContentRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {}

  /** The word sets: part of the games catalogue's reference data (ADR 0043). */
  listCollections(): Promise<readonly CollectionRow[]> {
    return this.reference.read('games', 'collections', () =>
      this.db
        .selectFrom('content_collection')
        .select(['id', 'name', 'is_default'])
        .orderBy('sort_order')
        .orderBy('name')
        .execute(),
    );
  }

  /**
   * Each entry once, however many of the word sets hold it; oldest first so the order is stable. Reference data:
   * the admin's content screen says when it changes (ReferenceDataCache.changed).
   */
  contentIn(
    collectionIds: string[],
  ): Promise<readonly { type: GameContentType; text: string; noun_form: NounForm | null }[]> {
    if (collectionIds.length === 0) return Promise.resolve([]);
    const key = `content:${[...collectionIds].sort().join(',')}`;
    return this.reference.read('games', key, () => this.readContentIn(collectionIds));
  }

  private readContentIn(collectionIds: string[]) {
    return this.db
      .selectFrom('game_content as gc')
      .select(['gc.type', 'gc.text', 'gc.noun_form'])
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
    const row = await readProjection(
      () =>
        this.db
          .withTables<PlayViews>()
          .selectFrom('game_user_stats')
          .select('play_count')
          .where('user_id', '=', userId)
          .where('short_code', '=', shortCode)
          .executeTakeFirst(),
      undefined,
    );
    return row?.play_count ?? null;
  }
}
