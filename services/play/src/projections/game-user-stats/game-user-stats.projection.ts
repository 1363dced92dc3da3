import { sql } from 'kysely';
import { column, defineProjection, table } from '@impromptu/event-store';
import { gameSessionEvents } from '../../game-session/game-session.events.js';

interface Totals {
  userId: string;
  shortCode: string;
  playCount: number;
  totalRounds: number;
  totalDuration: number;
  pauseDuration: number;
  roundDuration: number;
  speechDuration: number;
  totalPlayers: number;
  /** The last started session's setting in this batch; null when none started or it did not say. */
  isTitleSuggested: boolean | null;
  totalCards: number;
  survivedRounds: number;
  lastPlayedAt: string;
}

/**
 * Per user and game (spec 1 §3 game_users): play_count counts sessions started; total_rounds and
 * the round, speech and pause durations add up the rounds completed; total_duration adds up the
 * finished sessions' durations; total_players the players of each session started; total_cards the
 * cards shown in rounds; is_title_suggested is the setting of the last session started.
 */
export const gameUserStatsProjection = defineProjection({
  name: 'game_user_stats',
  version: 1,
  events: gameSessionEvents,
  tables: {
    game_user_stats: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const totals = new Map<string, Totals>();
    const totalsFor = (userId: string, shortCode: string, at: string): Totals => {
      const key = `${userId} ${shortCode}`;
      let row = totals.get(key);
      if (!row) {
        row = {
          userId,
          shortCode,
          playCount: 0,
          totalRounds: 0,
          totalDuration: 0,
          pauseDuration: 0,
          roundDuration: 0,
          speechDuration: 0,
          totalPlayers: 0,
          isTitleSuggested: null,
          totalCards: 0,
          survivedRounds: 0,
          lastPlayedAt: at,
        };
        totals.set(key, row);
      }
      if (at > row.lastPlayedAt) row.lastPlayedAt = at;
      return row;
    };
    for (const event of events) {
      switch (event.type) {
        case 'GameSessionStarted': {
          const { data } = event;
          const row = totalsFor(data.userId, data.shortCode, data.startedAt);
          row.playCount += 1;
          row.totalPlayers += Math.max(1, data.players.length);
          const suggested = data.settings.isTitleSuggested;
          if (typeof suggested === 'boolean') row.isTitleSuggested = suggested;
          break;
        }
        case 'RoundCompleted': {
          const { data } = event;
          const row = totalsFor(data.userId, data.shortCode, data.completedAt);
          row.totalRounds += 1;
          row.roundDuration += data.roundDuration;
          row.speechDuration += data.speechDuration;
          row.pauseDuration += data.pauseDuration;
          row.totalCards += data.cards?.length ?? 0;
          if (data.survived === true) row.survivedRounds += 1;
          break;
        }
        case 'GameSessionFinished': {
          const { data } = event;
          totalsFor(data.userId, data.shortCode, data.finishedAt).totalDuration += data.totalDuration;
          break;
        }
        default: {
          const unreachable: never = event;
          throw new Error(`Unhandled event ${(unreachable as { type: string }).type}`);
        }
      }
    }
    if (totals.size === 0) return;
    const rows = [...totals.values()];
    // ISO instants sort as strings only in one format: every event writes toISOString().
    await sql`
      INSERT INTO ${sql.table(tables.game_user_stats)} AS s
        (user_id, short_code, play_count, total_rounds, total_duration, pause_duration, round_duration, speech_duration,
         total_players, is_title_suggested, total_cards, survived_rounds, last_played_at)
      SELECT * FROM unnest(
        ${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.shortCode)}::text[],
        ${rows.map((r) => r.playCount)}::int[], ${rows.map((r) => r.totalRounds)}::int[],
        ${rows.map((r) => r.totalDuration)}::float8[], ${rows.map((r) => r.pauseDuration)}::float8[],
        ${rows.map((r) => r.roundDuration)}::float8[], ${rows.map((r) => r.speechDuration)}::float8[],
        ${rows.map((r) => r.totalPlayers)}::int[], ${rows.map((r) => r.isTitleSuggested)}::boolean[],
        ${rows.map((r) => r.totalCards)}::int[], ${rows.map((r) => r.survivedRounds)}::int[],
        ${rows.map((r) => r.lastPlayedAt)}::timestamptz[]
      )
      ON CONFLICT (user_id, short_code) DO UPDATE SET
        play_count = s.play_count + excluded.play_count,
        total_rounds = s.total_rounds + excluded.total_rounds,
        total_duration = s.total_duration + excluded.total_duration,
        pause_duration = s.pause_duration + excluded.pause_duration,
        round_duration = s.round_duration + excluded.round_duration,
        speech_duration = s.speech_duration + excluded.speech_duration,
        total_players = s.total_players + excluded.total_players,
        is_title_suggested = coalesce(excluded.is_title_suggested, s.is_title_suggested),
        total_cards = s.total_cards + excluded.total_cards,
        survived_rounds = s.survived_rounds + excluded.survived_rounds,
        last_played_at = greatest(s.last_played_at, excluded.last_played_at)
    `.execute(trx);
  },
});
