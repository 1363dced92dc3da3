import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DB } from '@impromptu/db';
import { readProjection } from '@impromptu/event-store';
import type { PlayViews } from '@impromptu/play';
import { DATABASE } from '../../infrastructure/tokens.js';

/** A game_user_stats row with its game's name and colour. */
export interface GameStatsRow {
  short_code: string;
  name: string;
  colour: string;
  play_count: number;
  total_rounds: number;
  total_duration: number;
  survived_rounds: number;
  last_played_at: Date;
}

/** A voice_metrics row as the page charts it. */
export interface VoicePointRow {
  short_code: string;
  session_id: string;
  round: number;
  player_index: number;
  completed_at: Date;
  analysed_ms: number;
  speaking_ms: number;
  speaking_ratio: number;
  pause_count: number;
  mean_pause_ms: number | null;
  hesitation_count: number;
  longest_silence_ms: number;
  energy_range_db: number | null;
  pitch_range_semitones: number | null;
  follow_energy_score: number | null;
  pauses_asked: number | null;
  pauses_taken: number | null;
  articulation_rate: number | null;
  filled_pauses_per_minute: number | null;
}

/** A game's baseline: medians over the rounds of the learner's latest sessions with metrics. */
export interface BaselineRow {
  short_code: string;
  sessions: number;
  speaking_ratio: number | null;
  mean_pause_ms: number | null;
  hesitations_per_minute: number | null;
  energy_range_db: number | null;
  pitch_range_semitones: number | null;
  articulation_rate: number | null;
  filled_pauses_per_minute: number | null;
}

export interface ActiveDayRow {
  day: string;
  rounds: number;
  practice_steps: number;
}

/**
 * Reads of the progress page over play's projections (game_user_stats, voice_metrics, daily_activity,
 * user_streak) and the games table. A projection still being built reads as no data.
 */
@Injectable()
export class ProgressRepository {
  private readonly views: Kysely<DB & PlayViews>;

  constructor(@Inject(DATABASE) private readonly db: Kysely<DB>) {
    this.views = db.withTables<PlayViews>();
  }

  getGameStats(userId: string): Promise<GameStatsRow[]> {
    return readProjection(
      () =>
        this.views
          .selectFrom('game_user_stats as s')
          .innerJoin('game as g', 'g.short_code', 's.short_code')
          .select([
            's.short_code',
            'g.name',
            'g.colour',
            's.play_count',
            's.total_rounds',
            's.total_duration',
            's.survived_rounds',
            's.last_played_at',
          ])
          .where('s.user_id', '=', userId)
          .execute(),
      [],
    );
  }

  /** The games only measured so far (their stats not projected yet), with name and colour. */
  getGames(shortCodes: readonly string[]) {
    if (shortCodes.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('game')
      .select(['short_code', 'name', 'colour'])
      .where('short_code', 'in', shortCodes)
      .execute();
  }

  /** The latest `perGame` rounds with metrics of each game, oldest first. */
  getVoicePoints(userId: string, perGame: number): Promise<VoicePointRow[]> {
    return readProjection(async () => {
      const { rows } = await sql<VoicePointRow>`
        SELECT short_code, session_id, round, player_index, completed_at, analysed_ms, speaking_ms, speaking_ratio, pause_count,
               mean_pause_ms, hesitation_count, longest_silence_ms, energy_range_db, pitch_range_semitones, follow_energy_score,
               pauses_asked, pauses_taken, articulation_rate, filled_pauses_per_minute
        FROM (
          SELECT v.*, row_number() OVER (PARTITION BY short_code ORDER BY completed_at DESC, session_id DESC, round DESC) AS latest
          FROM voice_metrics v WHERE user_id = ${userId}
        ) ranked
        WHERE latest <= ${perGame}
        ORDER BY short_code, completed_at, session_id, round`.execute(this.db);
      return rows;
    }, []);
  }

  /**
   * Per game, the medians over every measured round of the user's latest `sessions` sessions with
   * metrics (a session's time is its last measured round). Hesitations per minute are per minute of
   * audio analysed in the round: a round with little speech still counts its silences fairly.
   * percentile_cont skips nulls, so a figure the analysis could not measure does not drag the median.
   */
  getBaselines(userId: string, sessions: number): Promise<BaselineRow[]> {
    return readProjection(async () => {
      const { rows } = await sql<BaselineRow>`
        WITH latest_sessions AS (
          SELECT short_code, session_id FROM (
            SELECT short_code, session_id, row_number() OVER (PARTITION BY short_code ORDER BY max(completed_at) DESC, session_id DESC) AS latest
            FROM voice_metrics WHERE user_id = ${userId} GROUP BY short_code, session_id
          ) ranked WHERE latest <= ${sessions}
        )
        SELECT v.short_code,
               count(DISTINCT v.session_id)::int AS sessions,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY v.speaking_ratio) AS speaking_ratio,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY v.mean_pause_ms) AS mean_pause_ms,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE WHEN v.analysed_ms > 0 THEN v.hesitation_count * 60000.0 / v.analysed_ms END)
                 AS hesitations_per_minute,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY v.energy_range_db) AS energy_range_db,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY v.pitch_range_semitones) AS pitch_range_semitones,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY v.articulation_rate) AS articulation_rate,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY v.filled_pauses_per_minute) AS filled_pauses_per_minute
        FROM voice_metrics v JOIN latest_sessions l USING (short_code, session_id)
        WHERE v.user_id = ${userId}
        GROUP BY v.short_code`.execute(this.db);
      return rows;
    }, []);
  }

  /** Active local days from `fromDay` (YYYY-MM-DD) on, ascending. */
  getActiveDays(userId: string, fromDay: string): Promise<ActiveDayRow[]> {
    return readProjection(
      () =>
        this.views
          .selectFrom('daily_activity')
          .select([sql<string>`day::text`.as('day'), 'rounds', 'practice_steps'])
          .where('user_id', '=', userId)
          .where('day', '>=', sql<Date>`${fromDay}::date`)
          .orderBy('day')
          .execute(),
      [],
    );
  }

  getStreak(userId: string) {
    return readProjection(
      () =>
        this.views
          .selectFrom('user_streak')
          .select(['current_daily_streak', 'last_active_day'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      undefined,
    );
  }
}
