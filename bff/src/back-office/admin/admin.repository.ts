import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB, GameContentType, UserType } from '@impromptu/db';
import { readProjection } from '@impromptu/event-store';
import type { PlayViews } from '@impromptu/play';
import { DATABASE } from '../../infrastructure/tokens.js';

export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: UserType;
  preferred_game: string | null;
  current_daily_streak: number;
  iana_time_zone: string;
  /** Invited and not accepted yet: no password and no identity-provider account (issue 25). */
  invitation_pending: boolean;
}

export interface UserProgressRow {
  streak: { streak: number; lastActiveDay: string } | null;
  preferredGame: string | null;
}

@Injectable()
export class AdminRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {}

  listContent(type: GameContentType) {
    return this.db
      .selectFrom('game_content')
      .select(['id', 'text', 'created_at'])
      .where('type', '=', type)
      .orderBy('created_at', 'desc')
      .orderBy('text')
      .execute();
  }

  /**
   * Adds the entries that are new and puts every given entry (new or not) into the word set, in one
   * transaction. Undefined when the word set does not exist; nothing is written then.
   */
  saveContent(type: GameContentType, entries: string[], collection: string): Promise<{ inserted: number } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('content_collection')
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${collection})`)
        .executeTakeFirst();
      if (!target) return undefined;
      const inserted = await trx
        .insertInto('game_content')
        .values(entries.map((text) => ({ type, text })))
        .onConflict((oc) => oc.columns(['type', 'text']).doNothing())
        .returning('id')
        .execute();
      await trx
        .insertInto('game_content_collection')
        .columns(['content_id', 'collection_id'])
        .expression((eb) =>
          eb
            .selectFrom('game_content')
            .select(['id as content_id', sql<string>`${target.id}::uuid`.as('collection_id')])
            .where('type', '=', type)
            .where('text', 'in', entries),
        )
        .onConflict((oc) => oc.columns(['content_id', 'collection_id']).doNothing())
        .execute();
      return { inserted: inserted.length };
    });
  }

  /** Users whose e-mail or full name contains `search` (any case), or every user. */
  listUsers(search?: string): Promise<AdminUserRow[]> {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return this.db
      .selectFrom('app_user')
      .select([
        'id',
        'email',
        'first_name',
        'last_name',
        'type',
        'preferred_game',
        'current_daily_streak',
        'iana_time_zone',
        sql<boolean>`password_hash IS NULL AND auth0_id IS NULL`.as('invitation_pending'),
      ])
      .$if(pattern !== null, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('email', 'ilike', pattern as string),
            eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern as string),
          ]),
        ),
      )
      .execute();
  }

  /** Streaks and preferred games projected from rounds, by user; empty while the projections are being built. */
  async listProgress(): Promise<Map<string, UserProgressRow>> {
    const views = this.db.withTables<PlayViews>();
    const progress = new Map<string, UserProgressRow>();
    const entry = (userId: string): UserProgressRow => {
      let row = progress.get(userId);
      if (!row) {
        row = { streak: null, preferredGame: null };
        progress.set(userId, row);
      }
      return row;
    };
    const [streaks, preferred] = await Promise.all([
      readProjection(
        () => views.selectFrom('user_streak').select(['user_id', 'current_daily_streak', 'last_active_day']).execute(),
        [],
      ),
      readProjection(() => views.selectFrom('user_preferred_game').select(['user_id', 'short_code']).execute(), []),
    ]);
    for (const s of streaks)
      entry(s.user_id).streak = { streak: s.current_daily_streak, lastActiveDay: s.last_active_day };
    for (const p of preferred) entry(p.user_id).preferredGame = p.short_code;
    return progress;
  }

  /** One page of the e-mails the embedded e-mail adapter kept, newest first, and how many there are. */
  async listEmails(limit: number, offset: number, to?: string) {
    const count = await this.db
      .selectFrom('email_message')
      .$if(to !== undefined, (qb) => qb.where('to_address', '=', to!))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const total = Number(count.total);
    const rows = await this.db
      .selectFrom('email_message')
      .$if(to !== undefined, (qb) => qb.where('to_address', '=', to!))
      .select(['id', 'to_address', 'subject', 'text_body', 'status', 'created_at', 'sent_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { total, rows };
  }

  async gameNames(): Promise<Map<string, string>> {
    const games = await this.db.selectFrom('game').select(['short_code', 'name']).execute();
    return new Map(games.map((g) => [g.short_code, g.name]));
  }
}
