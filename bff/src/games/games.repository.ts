import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { DATABASE } from '../infrastructure/tokens.js';
import type { GameRow } from './games.dto.js';

const columns = ['id', 'short_code', 'name', 'subtitle', 'description', 'colour', 'tutorial_video_url'] as const;

@Injectable()
export class GamesRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  getAll(): Promise<GameRow[]> {
    return this.db.selectFrom('game').select(columns).orderBy('sort_order').orderBy('name').execute();
  }

  getByShortCode(shortCode: string): Promise<GameRow | undefined> {
    return this.db.selectFrom('game').select(columns).where('short_code', '=', shortCode).executeTakeFirst();
  }
}
