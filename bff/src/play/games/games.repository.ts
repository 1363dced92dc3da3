import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB, Game } from '@impromptu/db';
import { ReferenceDataCache } from '../../infrastructure/reference-data-cache.js';
import { DATABASE } from '../../infrastructure/tokens.js';

const columns = [
  'id',
  'short_code',
  'name',
  'subtitle',
  'description',
  'colour',
  'tutorial_video_url',
  'instruction_video_url',
] as const;

export type GameRecord = Pick<Game, (typeof columns)[number]>;

@Injectable()
export class GamesRepository {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DB>,
    @Inject(ReferenceDataCache) private readonly reference: ReferenceDataCache,
  ) {}

  /** The games catalogue, from this process's reference data (ADR 0043). */
  getAll(): Promise<readonly GameRecord[]> {
    return this.reference.read('games', 'all', () =>
      this.db.selectFrom('game').select(columns).orderBy('sort_order').orderBy('name').execute(),
    );
  }

  async getByShortCode(shortCode: string): Promise<GameRecord | undefined> {
    return (await this.getAll()).find((game) => game.short_code === shortCode);
  }
}
