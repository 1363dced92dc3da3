import { column, combineEvents, defineProjection, evolveRows, table } from '@impromptu/event-store';
import { gameSessionEvents } from '../../game-session/game-session.events.js';
import { userGameEvents } from '../../user-game/user-game.events.js';

const userGameTable = table(
  {
    user_id: column.uuid(),
    short_code: column.text(),
    is_tutorial_completed: column.boolean().default('false'),
    tutorial_changed_at: column.timestamptz().nullable(),
    last_settings: column.jsonb<Record<string, unknown>>().nullable(),
    last_started_at: column.timestamptz().nullable(),
  },
  { primaryKey: ['user_id', 'short_code'] },
);

const preferredGameTable = table(
  { user_id: column.uuid(), short_code: column.text(), started_at: column.timestamptz() },
  { primaryKey: ['user_id'] },
);

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
    user_game: userGameTable,
    user_preferred_game: preferredGameTable,
  },
  async apply(trx, events, tables) {
    await evolveRows(trx, {
      table: userGameTable,
      into: tables.user_game,
      events,
      key: (event) => ({ user_id: event.data.userId, short_code: event.data.shortCode }),
      evolve(row, event) {
        const before = row ?? {
          user_id: event.data.userId,
          short_code: event.data.shortCode,
          is_tutorial_completed: false,
          tutorial_changed_at: null,
          last_settings: null,
          last_started_at: null,
        };
        switch (event.type) {
          case 'GameSessionStarted':
            return { ...before, last_settings: event.data.settings, last_started_at: event.data.startedAt };
          case 'UserGameTutorialCompleted':
          case 'UserGameTutorialReopened':
            return {
              ...before,
              is_tutorial_completed: event.type === 'UserGameTutorialCompleted',
              tutorial_changed_at: event.data.at,
            };
          default: {
            const unreachable: never = event;
            throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
          }
        }
      },
    });
    await evolveRows(trx, {
      table: preferredGameTable,
      into: tables.user_preferred_game,
      events,
      key: (event) => (event.type === 'GameSessionStarted' ? { user_id: event.data.userId } : null),
      evolve: (_row, event) =>
        event.type === 'GameSessionStarted'
          ? { user_id: event.data.userId, short_code: event.data.shortCode, started_at: event.data.startedAt }
          : undefined,
    });
  },
});
