/** The projection views of this package as Kysely sees them: `db.withTables<ProgressViews>()`. Read-only. */
export type ProgressViews = {
  game_user_stats: {
    user_id: string;
    short_code: string;
    play_count: number;
    total_rounds: number;
    total_duration: number;
    pause_duration: number;
    round_duration: number;
    speech_duration: number;
    total_players: number;
    is_title_suggested: boolean | null;
    total_cards: number;
    survived_rounds: number;
    last_played_at: Date;
  };
  /** day is a date column, which pg hands over as a Date at local midnight: select it `::text` for the day. */
  daily_activity: { user_id: string; day: Date; rounds: number };
  user_streak: { user_id: string; current_daily_streak: number; last_active_day: string };
  user_game: {
    user_id: string;
    short_code: string;
    is_tutorial_completed: boolean;
    tutorial_changed_at: Date | null;
    last_settings: Record<string, unknown> | null;
    last_started_at: Date | null;
  };
  user_preferred_game: { user_id: string; short_code: string; started_at: Date };
};

/** SQLSTATE of a missing relation: a projection's view exists only once its runner has built it. */
export const UNDEFINED_TABLE = '42P01';

/** True for the error of reading a projection whose view is not built yet. */
export function isProjectionNotBuilt(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNDEFINED_TABLE;
}
