import { column, defineRowProjection, table, type HeldRow } from '@impromptu/event-store';
import { gameSessionEvents } from '../../game-session/game-session.events.js';

const statsTable = table(
  {
    user_id: column.uuid(),
    short_code: column.text(),
    play_count: column.integer(),
    total_rounds: column.integer(),
    total_duration: column.double(),
    pause_duration: column.double(),
    round_duration: column.double(),
    speech_duration: column.double(),
    total_players: column.integer(),
    is_title_suggested: column.boolean().nullable(),
    total_cards: column.integer(),
    survived_rounds: column.integer(),
    last_played_at: column.timestamptz(),
  },
  { primaryKey: ['user_id', 'short_code'] },
);

/** A row as the fold changes it in place. */
type StatsRow = { -readonly [K in keyof HeldRow<typeof statsTable>]: HeldRow<typeof statsTable>[K] };

/**
 * Per user and game (spec 1 §3 game_users): play_count counts sessions started; total_rounds and
 * the round, speech and pause durations add up the rounds completed; total_duration adds up the
 * finished sessions' durations; total_players the players of each session started; total_cards the
 * cards shown in rounds; is_title_suggested is the setting of the last session started.
 */
export const gameUserStatsProjection = defineRowProjection({
  name: 'game_user_stats',
  version: 1,
  events: gameSessionEvents,
  table: { game_user_stats: statsTable },
  key: ({ data }) => ({ user_id: data.userId, short_code: data.shortCode }),
  evolve(stored, event): StatsRow {
    const at =
      event.type === 'GameSessionStarted'
        ? event.data.startedAt
        : event.type === 'RoundCompleted'
          ? event.data.completedAt
          : event.data.finishedAt;
    const row: StatsRow = stored
      ? { ...stored }
      : {
          user_id: event.data.userId,
          short_code: event.data.shortCode,
          play_count: 0,
          total_rounds: 0,
          total_duration: 0,
          pause_duration: 0,
          round_duration: 0,
          speech_duration: 0,
          total_players: 0,
          is_title_suggested: null,
          total_cards: 0,
          survived_rounds: 0,
          last_played_at: at,
        };
    if (Date.parse(at) > Date.parse(row.last_played_at)) row.last_played_at = at;
    switch (event.type) {
      case 'GameSessionStarted': {
        const { data } = event;
        row.play_count += 1;
        row.total_players += Math.max(1, data.players.length);
        const suggested = data.settings.isTitleSuggested;
        if (typeof suggested === 'boolean') row.is_title_suggested = suggested;
        return row;
      }
      case 'RoundCompleted': {
        const { data } = event;
        row.total_rounds += 1;
        row.round_duration += data.roundDuration;
        row.speech_duration += data.speechDuration;
        row.pause_duration += data.pauseDuration;
        row.total_cards += data.cards?.length ?? 0;
        if (data.survived === true) row.survived_rounds += 1;
        return row;
      }
      case 'GameSessionFinished':
        row.total_duration += event.data.totalDuration;
        return row;
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
      }
    }
  },
});
