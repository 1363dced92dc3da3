import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB, Game } from '@impromptu/db';
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
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  getAll(): Promise<GameRecord[]> {
    return this.db.selectFrom('game').select(columns).orderBy('sort_order').orderBy('name').execute();
  }

  getByShortCode(shortCode: string): Promise<GameRecord | undefined> {
    return this.db.selectFrom('game').select(columns).where('short_code', '=', shortCode).executeTakeFirst();
  }
}
