import { column, defineProjection, table, upsertRows, type HeldRow } from '@impromptu/event-store';
import { gameSessionEvents } from '../../game-session/game-session.events.js';

const metricsTable = table(
  {
    user_id: column.uuid(),
    short_code: column.text(),
    session_id: column.uuid(),
    round: column.integer(),
    player_index: column.integer(),
    completed_at: column.timestamptz(),
    analysed_ms: column.integer(),
    speaking_ms: column.integer(),
    speaking_ratio: column.double(),
    pause_count: column.integer(),
    mean_pause_ms: column.double().nullable(),
    hesitation_count: column.integer(),
    longest_silence_ms: column.integer(),
    energy_range_db: column.double().nullable(),
    pitch_range_semitones: column.double().nullable(),
    follow_energy_score: column.double().nullable(),
    pauses_asked: column.integer().nullable(),
    pauses_taken: column.integer().nullable(),
    articulation_rate: column.double().nullable(),
    filled_pauses_per_minute: column.double().nullable(),
  },
  { primaryKey: ['user_id', 'short_code', 'session_id', 'round'] },
);

/**
 * One row per round recorded with voice metrics (issue 18): who, which game, session and round, the
 * player whose turn it was, when, and the figures as columns so the progress page charts and takes
 * medians in SQL. Rounds without metrics (the switch off, the microphone denied) leave no row.
 * A round is recorded once per session (the decider refuses a second), so (session, round) is unique;
 * the key starts with the user and the game, the order every read takes.
 */
export const voiceMetricsProjection = defineProjection({
  name: 'voice_metrics',
  // Version 2 (issue 31): the pace (articulation rate) and filled pauses a minute, for the progress page's trends.
  version: 2,
  events: gameSessionEvents.select('RoundCompleted'),
  tables: {
    voice_metrics: metricsTable,
  },
  // Rows are only ever added (a round is recorded once), so nothing is loaded: the helper's upsert writes them.
  async apply(trx, events, tables) {
    const rows = events.flatMap(({ data }): HeldRow<typeof metricsTable>[] => {
      const metrics = data.voiceMetrics;
      if (metrics === undefined) return [];
      return [
        {
          user_id: data.userId,
          short_code: data.shortCode,
          session_id: data.sessionId,
          round: data.round,
          player_index: data.playerIndex,
          completed_at: data.completedAt,
          analysed_ms: metrics.analysedMs,
          speaking_ms: metrics.speakingMs,
          speaking_ratio: metrics.speakingRatio,
          pause_count: metrics.pauseCount,
          mean_pause_ms: metrics.meanPauseMs,
          hesitation_count: metrics.hesitationCount,
          longest_silence_ms: metrics.longestSilenceMs,
          energy_range_db: metrics.energyRangeDb,
          pitch_range_semitones: metrics.pitchRangeSemitones,
          follow_energy_score: metrics.followEnergyScore ?? null,
          pauses_asked: metrics.pausesOnCue?.asked ?? null,
          pauses_taken: metrics.pausesOnCue?.taken ?? null,
          articulation_rate: metrics.articulationRate ?? null,
          filled_pauses_per_minute: metrics.filledPausesPerMinute ?? null,
        },
      ];
    });
    await upsertRows(trx, metricsTable, tables.voice_metrics, rows);
  },
});
