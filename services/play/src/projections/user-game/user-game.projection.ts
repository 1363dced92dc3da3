import { sql } from 'kysely';
import { column, combineEvents, defineProjection, table } from '@impromptu/event-store';
import { gameSessionEvents } from '../../game-session/game-session.events.js';
import { userGameEvents } from '../../user-game/user-game.events.js';

/**
 * Per user and game: tutorial completion (spec 2 §4 'Tutorial completion is stored per user game')
 * and the settings of the last session started; per user: the preferred game, the game of the last
 * session started. Batches arrive in global order, so within one the last event wins and a later
 * batch overwrites an earlier one.
 */
export const userGameProjection = defineProjection({
  name: 'user_game',
  version: 1,
  events: combineEvents(gameSessionEvents.select('GameSessionStarted'), userGameEvents),
  tables: {
    user_game: table(
      {
        user_id: column.uuid(),
        short_code: column.text(),
        is_tutorial_completed: column.boolean().default('false'),
        tutorial_changed_at: column.timestamptz().nullable(),
        last_settings: column.jsonb<Record<string, unknown>>().nullable(),
        last_started_at: column.timestamptz().nullable(),
      },
      { primaryKey: ['user_id', 'short_code'] },
    ),
    user_preferred_game: table(
      { user_id: column.uuid(), short_code: column.text(), started_at: column.timestamptz() },
      { primaryKey: ['user_id'] },
    ),
  },
  async apply(trx, events, tables) {
    const tutorials = new Map<string, { userId: string; shortCode: string; completed: boolean; at: string }>();
    const settings = new Map<string, { userId: string; shortCode: string; settings: string; at: string }>();
    const preferred = new Map<string, { shortCode: string; at: string }>();
    for (const event of events) {
      switch (event.type) {
        case 'GameSessionStarted': {
          const { data } = event;
          settings.set(`${data.userId} ${data.shortCode}`, {
            userId: data.userId,
            shortCode: data.shortCode,
            settings: JSON.stringify(data.settings),
            at: data.startedAt,
          });
          preferred.set(data.userId, { shortCode: data.shortCode, at: data.startedAt });
          break;
        }
        case 'UserGameTutorialCompleted':
        case 'UserGameTutorialReopened': {
          const { data } = event;
          tutorials.set(`${data.userId} ${data.shortCode}`, {
            userId: data.userId,
            shortCode: data.shortCode,
            completed: event.type === 'UserGameTutorialCompleted',
            at: data.at,
          });
          break;
        }
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
    }
    const userGame = sql.table(tables.user_game);
    if (tutorials.size > 0) {
      const rows = [...tutorials.values()];
      await sql`
        INSERT INTO ${userGame} AS g (user_id, short_code, is_tutorial_completed, tutorial_changed_at)
        SELECT * FROM unnest(${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.shortCode)}::text[],
                             ${rows.map((r) => r.completed)}::boolean[], ${rows.map((r) => r.at)}::timestamptz[])
        ON CONFLICT (user_id, short_code) DO UPDATE SET
          is_tutorial_completed = excluded.is_tutorial_completed, tutorial_changed_at = excluded.tutorial_changed_at
      `.execute(trx);
    }
    if (settings.size > 0) {
      const rows = [...settings.values()];
      await sql`
        INSERT INTO ${userGame} AS g (user_id, short_code, last_settings, last_started_at)
        SELECT * FROM unnest(${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.shortCode)}::text[],
                             ${rows.map((r) => r.settings)}::jsonb[], ${rows.map((r) => r.at)}::timestamptz[])
        ON CONFLICT (user_id, short_code) DO UPDATE SET
          last_settings = excluded.last_settings, last_started_at = excluded.last_started_at
      `.execute(trx);
    }
    if (preferred.size > 0) {
      const users = [...preferred.keys()];
      const rows = [...preferred.values()];
      await sql`
        INSERT INTO ${sql.table(tables.user_preferred_game)} AS p (user_id, short_code, started_at)
        SELECT * FROM unnest(${users}::uuid[], ${rows.map((r) => r.shortCode)}::text[], ${rows.map((r) => r.at)}::timestamptz[])
        ON CONFLICT (user_id) DO UPDATE SET short_code = excluded.short_code, started_at = excluded.started_at
      `.execute(trx);
    }
  },
});
