import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { EventStore, positionOf, waitForCheckpoint } from '@impromptu/event-store';
import {
  handleUserGameCommand,
  isProjectionNotBuilt,
  userGameProjection,
  type ProgressViews,
  type SetTutorialCompletion,
} from '@impromptu/progress';
import { DATABASE } from '../infrastructure/tokens.js';

@Injectable()
export class UserGamesRepository {
  private readonly store: EventStore;
  private readonly views: Kysely<DB & ProgressViews>;

  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {
    this.store = new EventStore(db);
    this.views = db.withTables<ProgressViews>();
  }

  findGame(shortCode: string) {
    return this.db
      .selectFrom('game')
      .select(['short_code', 'tutorial_video_url', 'instruction_video_url'])
      .where('short_code', '=', shortCode)
      .executeTakeFirst();
  }

  /** The projected user game; undefined before the first event or while the projection is not built. */
  async getUserGame(userId: string, shortCode: string) {
    return orUndefined(
      this.views
        .selectFrom('user_game')
        .select(['is_tutorial_completed', 'last_settings'])
        .where('user_id', '=', userId)
        .where('short_code', '=', shortCode)
        .executeTakeFirst(),
    );
  }

  async getPreferredGame(userId: string): Promise<string | undefined> {
    const row = await orUndefined(
      this.views.selectFrom('user_preferred_game').select('short_code').where('user_id', '=', userId).executeTakeFirst(),
    );
    return row?.short_code;
  }

  /** Appends the change (if any) and waits, bounded, until the user_game view shows it. */
  async setTutorialCompletion(command: SetTutorialCompletion, waitMs: number): Promise<void> {
    const result = await handleUserGameCommand(this.store, command);
    if (result) await waitForCheckpoint(this.db, userGameProjection.name, positionOf(result), waitMs);
  }
}

async function orUndefined<T>(query: Promise<T>): Promise<T | undefined> {
  try {
    return await query;
  } catch (error) {
    if (isProjectionNotBuilt(error)) return undefined;
    throw error;
  }
}
