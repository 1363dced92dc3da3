import { Inject, Injectable } from '@nestjs/common';
import { localDay, previousDay } from '@impromptu/kernel';
import { streakShownNow } from '@impromptu/play';
import { VOICE_BANDS } from '@impromptu/voice/bands';
import type { VoiceMetrics } from '@impromptu/voice/metrics';
import { AccessService } from '../../identity/access/access.service.js';
import type { AuthenticatedUser } from '../../identity/auth/current-user.decorator.js';
import { CLOCK, type Clock } from '../../identity/auth/clock.js';
import { PROGRESS_POINTS_PER_GAME, type GameProgressDto, type ProgressPageDto } from './progress.dto.js';
import { ProgressRepository, type BaselineRow, type VoicePointRow } from './progress.repository.js';

/** The streak calendar covers the last 12 weeks, today included. */
export const CALENDAR_DAYS = 12 * 7;

/**
 * GET /pages/progress (issue 18): per game the learner played or measured, the projected stats, the
 * latest voice points and the learner's own baseline; and the daily streak with its calendar.
 */
@Injectable()
export class ProgressService {
  constructor(
    @Inject(ProgressRepository) private readonly repository: ProgressRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(user: AuthenticatedUser): Promise<ProgressPageDto> {
    const now = this.clock.now();
    const account = await this.access.requireAccount(user.id);
    const today = localDay(now, account.iana_time_zone);
    let firstDay = today;
    for (let i = 1; i < CALENDAR_DAYS; i += 1) firstDay = previousDay(firstDay);
    const [stats, points, baselines, activeDays, streak] = await Promise.all([
      this.repository.getGameStats(user.id),
      this.repository.getVoicePoints(user.id, PROGRESS_POINTS_PER_GAME),
      this.repository.getBaselines(user.id, VOICE_BANDS.baselineSessions),
      this.repository.getActiveDays(user.id, firstDay),
      this.repository.getStreak(user.id),
    ]);

    const pointsByGame = groupBy(points, (point) => point.short_code);
    const baselineByGame = new Map(baselines.map((row) => [row.short_code, row]));
    // A game measured whose stats the worker has not projected yet still shows, from the games table.
    const statsCodes = new Set(stats.map((row) => row.short_code));
    const measuredOnly = await this.repository.getGames(
      [...pointsByGame.keys()].filter((code) => !statsCodes.has(code)),
    );
    const games: Array<GameProgressDto & { lastActivity: number }> = [
      ...stats.map((row) => ({
        shortCode: row.short_code,
        name: row.name,
        colour: row.colour,
        playCount: row.play_count,
        totalRounds: row.total_rounds,
        totalDuration: row.total_duration,
        survivedRounds: row.survived_rounds,
        lastPlayedAt: new Date(row.last_played_at).toISOString(),
      })),
      ...measuredOnly.map((game) => ({
        shortCode: game.short_code,
        name: game.name,
        colour: game.colour,
        playCount: 0,
        totalRounds: 0,
        totalDuration: 0,
        survivedRounds: 0,
        lastPlayedAt: null,
      })),
    ].map((game) => {
      const voice = (pointsByGame.get(game.shortCode) ?? []).map(toPoint);
      const lastMeasured = voice.at(-1)?.completedAt;
      return {
        ...game,
        voice,
        baseline: toBaseline(baselineByGame.get(game.shortCode)),
        lastActivity: Math.max(
          game.lastPlayedAt ? Date.parse(game.lastPlayedAt) : 0,
          lastMeasured ? Date.parse(lastMeasured) : 0,
        ),
      };
    });
    games.sort((a, b) => b.lastActivity - a.lastActivity || a.name.localeCompare(b.name));

    return {
      games: games.map(({ lastActivity: _lastActivity, ...game }) => game),
      streak: {
        current: streakShownNow(
          streak ? { streak: streak.current_daily_streak, lastActiveDay: streak.last_active_day } : null,
          account.current_daily_streak,
          now,
          account.iana_time_zone,
        ),
        today,
        activeDays: activeDays.map((row) => ({ day: row.day, rounds: row.rounds, practiceSteps: row.practice_steps })),
      },
    };
  }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function toPoint(row: VoicePointRow): GameProgressDto['voice'][number] {
  const metrics: VoiceMetrics = {
    analysedMs: row.analysed_ms,
    speakingMs: row.speaking_ms,
    speakingRatio: row.speaking_ratio,
    pauseCount: row.pause_count,
    meanPauseMs: row.mean_pause_ms,
    hesitationCount: row.hesitation_count,
    longestSilenceMs: row.longest_silence_ms,
    energyRangeDb: row.energy_range_db,
    pitchRangeSemitones: row.pitch_range_semitones,
    ...(row.follow_energy_score === null ? {} : { followEnergyScore: row.follow_energy_score }),
    ...(row.articulation_rate === null ? {} : { articulationRate: row.articulation_rate }),
    ...(row.filled_pauses_per_minute === null ? {} : { filledPausesPerMinute: row.filled_pauses_per_minute }),
    ...(row.pauses_asked === null || row.pauses_taken === null
      ? {}
      : { pausesOnCue: { asked: row.pauses_asked, taken: row.pauses_taken } }),
  };
  return {
    sessionId: row.session_id,
    round: row.round,
    playerIndex: row.player_index,
    completedAt: new Date(row.completed_at).toISOString(),
    metrics,
  };
}

/** Medians rounded for display: ratios to 3 places, milliseconds to whole ones, the rest to 2 places. */
function toBaseline(row: BaselineRow | undefined): GameProgressDto['baseline'] {
  const round = (value: number | null, places: number) => (value === null ? null : Number(value.toFixed(places)));
  return {
    sessions: row?.sessions ?? 0,
    speakingRatio: round(row?.speaking_ratio ?? null, 3),
    meanPauseMs: round(row?.mean_pause_ms ?? null, 0),
    hesitationsPerMinute: round(row?.hesitations_per_minute ?? null, 2),
    energyRangeDb: round(row?.energy_range_db ?? null, 2),
    pitchRangeSemitones: round(row?.pitch_range_semitones ?? null, 2),
    articulationRate: round(row?.articulation_rate ?? null, 2),
    filledPausesPerMinute: round(row?.filled_pauses_per_minute ?? null, 2),
  };
}
